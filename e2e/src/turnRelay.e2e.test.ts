import type { Browser, Page } from 'playwright-core';
import {
  type SelectedPath,
  bookConsultNow,
  callPage,
  launchMediaBrowser,
  logIn,
  receivedBytes,
  selectedPaths,
  waitForMedia,
} from './calls';
import { type RunningCoturn, ensureCoturn, startCoturn } from './coturn';
import { type StaffUser, journey, screenshot, setUpJourneys } from './harness';

/**
 * A call when UDP between the two browsers is blocked (issue 31, faults rehearsed): the only path left is a
 * TURN relay. Debian's coturn runs on loopback with coturn's REST credentials (`use-auth-secret`), the server
 * gets TURN_URLS and TURN_SECRET for it and ICE_TRANSPORT_POLICY=relay, so both browsers may use the relay's
 * candidates only (decision 0054). The demo patient books Consult Now and the doctor joins; then:
 * - each side's selected candidate pair (getStats) is relay ↔ relay, on coturn's relayed ports;
 * - audio and video bytes arrive on both sides, and keep arriving;
 * - coturn granted allocations to exactly the credentials the API gave the two browsers (one user id each),
 *   and, once the call ended, logged the bytes it relayed for each of them.
 */

const DOCTOR: StaffUser = {
  mobile: '9000077054',
  name: 'Dr Anil Relay',
  password: 'Turn-Relay@E2e-2026',
  roles: ['doctor'],
  // Consult Now is department 12.
  doctor: {
    department: 12,
    registration: 'DMC 2018/03/5402',
    qualifications: 'MBBS, MD (General Medicine)',
  },
};

/** Why the relay cannot run here (coturn missing and not root), or null: installs coturn when it can. */
const unavailable = ensureCoturn();
if (unavailable) console.warn(`turnRelay: skipped. ${unavailable}`);

let relay: RunningCoturn | undefined;
let mediaBrowser: Browser | undefined;
// Registered before setUpJourneys: the relay runs before the server starts with its address and secret.
beforeAll(async () => {
  relay = await startCoturn();
  mediaBrowser = await launchMediaBrowser();
}, 60_000);
afterAll(async () => {
  await mediaBrowser?.close();
  await relay?.stop();
});
const e2e = setUpJourneys({
  staff: [DOCTOR],
  env: () => {
    if (!relay) throw new Error('coturn did not start');
    return {
      TURN_URLS: relay.urls.join(','),
      TURN_SECRET: relay.secret,
      ICE_TRANSPORT_POLICY: 'relay',
    };
  },
});

/** The page's selected paths once ICE has chosen one on every open connection (up to 20 s). */
async function pathsOf(page: Page): Promise<SelectedPath[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const paths = await selectedPaths(page);
    if (paths.length > 0 && paths.every((p) => p !== null)) return paths as SelectedPath[];
    if (Date.now() > deadline) throw new Error(`no selected candidate pair: ${String(paths)}`);
    await page.waitForTimeout(250);
  }
}

const itWithRelay = unavailable ? it.skip : it;

itWithRelay(
  'patient and doctor talk through the TURN relay only: relay candidates on both sides, media both ways, coturn relayed it',
  async () => {
    if (!mediaBrowser || !relay) throw new Error('no browser or relay');
    const turn = relay;
    const base = e2e.server.baseUrl;
    const patient = await callPage(mediaBrowser, base);
    const doctor = await callPage(mediaBrowser, base);
    try {
      const apptNo = await journey(patient, 'turn-relay-patient', async () => {
        await logIn(patient.page, base, '9876543210', 'MediBridge@Demo1');
        const no = await bookConsultNow(patient.page, base);
        expect(no).toMatch(/^APT-/);
        await patient.page.goto(`${base}/appointment/doctor-on-call/${no}`);
        await patient.page
          .getByText('Waiting for your doctor to join. Please stay on this page.')
          .waitFor();
        return no;
      });

      const usernames = await journey(doctor, 'turn-relay-doctor', async () => {
        await logIn(doctor.page, base, DOCTOR.mobile, DOCTOR.password);
        await doctor.page.goto(`${base}/appointment/doctor-on-call/${apptNo}`);
        await doctor.page.getByRole('heading', { level: 1, name: /^Consultation with / }).waitFor();
        await waitForMedia(doctor.page);
        await waitForMedia(patient.page);

        // The path ICE chose, on each side: the relay's candidates at both ends, on coturn's ports.
        const found: string[] = [];
        for (const page of [patient.page, doctor.page]) {
          const paths = await pathsOf(page);
          for (const path of paths) {
            expect(path.iceTransportPolicy).toBe('relay');
            expect(path.local.candidateType).toBe('relay');
            expect(path.remote.candidateType).toBe('relay');
            for (const end of [path.local, path.remote]) {
              expect(end.address).toBe('127.0.0.1');
              expect(end.port).toBeGreaterThanOrEqual(turn.relayPorts.min);
              expect(end.port).toBeLessThanOrEqual(turn.relayPorts.max);
            }
            expect(path.turnUsernames).toHaveLength(1);
            found.push(...path.turnUsernames);
          }
        }
        // Media keeps flowing both ways over that path: more bytes two seconds later, audio and video.
        const before = [await receivedBytes(patient.page), await receivedBytes(doctor.page)];
        await patient.page.waitForTimeout(2_000);
        const after = [await receivedBytes(patient.page), await receivedBytes(doctor.page)];
        for (const [i, got] of after.entries()) {
          expect(got.audio).toBeGreaterThan(before[i]?.audio ?? 0);
          expect(got.video).toBeGreaterThan(before[i]?.video ?? 0);
        }
        await screenshot(patient.page, 'turn-relay-live-patient-phone');
        return [...new Set(found)];
      });

      // The API gave each browser coturn credentials of its own (`<expiry>:<user id>`), and coturn
      // granted allocations to exactly those: the relay, not a direct path, carried the call.
      expect(usernames).toHaveLength(2);
      const userIds = usernames.map((u) => /^\d+:(\d+)$/.exec(u)?.[1]);
      expect(new Set(userIds).size).toBe(2);
      const allocated = new Set(turn.allocations());
      expect([...allocated].sort()).toEqual([...usernames].sort());

      await journey(doctor, 'turn-relay-end', async () => {
        await doctor.page.getByRole('button', { name: 'End consultation' }).click();
        await doctor.page.getByText('The consultation has ended.').waitFor();
        await patient.page.getByText('The consultation has ended.').waitFor();
      });
      // Closed connections release their allocations (UDP and TCP); coturn then logs what it relayed for
      // each: the UDP allocation carried the call, the unused TCP one nothing.
      const deadline = Date.now() + 20_000;
      while (turn.openAllocations() > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      const relayed = turn.peerBytes();
      for (const username of usernames) expect(relayed.get(username) ?? 0).toBeGreaterThan(20_000);

      expect(patient.unexpectedProblems()).toEqual([]);
      expect(doctor.unexpectedProblems()).toEqual([]);
    } catch (error) {
      console.error(`coturn's log, its last 4000 characters:\n${turn.log().slice(-4000)}`);
      throw error;
    } finally {
      await patient.close();
      await doctor.close();
    }
  },
  120_000,
);
