import type { Browser, Page } from 'playwright-core';
import {
  bookConsultNow,
  callPage as openCallPage,
  launchMediaBrowser,
  logIn as logInAt,
  waitForMedia,
} from './calls';
import { type JourneyPage, type StaffUser, journey, screenshot, setUpJourneys } from './harness';

/**
 * The consultation call (issue 13 §2, deviation 7): the demo patient books and pays a Consult Now
 * consultation, opens its call page and waits for the doctor; the doctor logs in with the normal login and
 * opens the same room; each side receives the other's media (inbound RTP bytes in `getStats()` of both peer
 * connections); another patient is refused, by the page and by the signalling WebSocket; the doctor ends the
 * call and the patient sees it ended. The patient's signalling connection is dropped mid-call: the page
 * reconnects and media flows again on new connections. Chromium with fake camera and microphone, at 360×640.
 * The same call through a TURN relay only: turnRelay.e2e.test.ts.
 */

const DOCTOR: StaffUser = {
  mobile: '9000077013',
  name: 'Dr Meera Call',
  password: 'Video-Call@E2e-2026',
  // Only a doctor of the appointment's department serves its call: Consult Now is department 12.
  roles: ['doctor'],
  doctor: {
    department: 12,
    registration: 'DMC 2016/07/4411',
    qualifications: 'MBBS, MD (General Medicine)',
  },
};
const e2e = setUpJourneys({ staff: [DOCTOR] });

let mediaBrowser: Browser | undefined;
beforeAll(async () => {
  mediaBrowser = await launchMediaBrowser();
});
afterAll(async () => {
  await mediaBrowser?.close();
});

function callPage(): Promise<JourneyPage> {
  if (!mediaBrowser) throw new Error('no media browser');
  return openCallPage(mediaBrowser, e2e.server.baseUrl);
}

function logIn(page: Page, mobile: string, password: string): Promise<void> {
  return logInAt(page, e2e.server.baseUrl, mobile, password);
}

async function apiPost(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${e2e.server.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** Another patient, registered through the API (OTP from the dev outbox); their mobile and password. */
async function anotherPatient(): Promise<{ mobile: string; password: string }> {
  const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const password = 'Third-Person-2026!';
  const check = await apiPost('check-user-mobile-by-otp', { mobile });
  const uid = (check.response as { data: { uid: string } }).data.uid;
  const outbox = await fetch(`${e2e.server.outboxUrl}/api/dev/sms-outbox?mobile=${mobile}`);
  const texts = ((await outbox.json()) as { data: { text: string }[] }).data;
  const otp = /\b(\d{6})\b/.exec(texts[0]?.text ?? '')?.[1] ?? '';
  await apiPost('verify-user-mobile-otp', { otpno: otp, otp_uid: uid });
  await apiPost('new-register', {
    name: 'Kavya Third',
    mobile,
    email: `kavya.${mobile}@example.in`,
    password,
    shareCode: '',
    source: 'medibridge-web',
    otp_uid: uid,
  });
  return { mobile, password };
}

it('patient and doctor see and hear each other at 360×640; a third person is refused', async () => {
  const patient = await callPage();
  const doctor = await callPage();
  const third = await callPage();
  // The third person's page asks for the room and gets 404 (the browser logs it).
  third.allow((problem) => /status of 404/.test(problem.text));
  try {
    const apptNo = await journey(patient, 'video-call-patient', async () => {
      await logIn(patient.page, '9876543210', 'MediBridge@Demo1');
      const no = await bookConsultNow(patient.page, e2e.server.baseUrl);
      expect(no).toMatch(/^APT-/);
      await patient.page.goto(`${e2e.server.baseUrl}/appointment/doctor-on-call/${no}`);
      await patient.page.getByRole('heading', { level: 1, name: 'Your consultation' }).waitFor();
      await patient.page
        .getByText('Waiting for your doctor to join. Please stay on this page.')
        .waitFor();
      await screenshot(patient.page, 'video-call-waiting-phone');
      return no;
    });

    await journey(doctor, 'video-call-doctor', async () => {
      await logIn(doctor.page, DOCTOR.mobile, DOCTOR.password);
      await doctor.page.goto(`${e2e.server.baseUrl}/appointment/doctor-on-call/${apptNo}`);
      await doctor.page.getByRole('heading', { level: 1, name: /^Consultation with / }).waitFor();
      const doctorGot = await waitForMedia(doctor.page);
      const patientGot = await waitForMedia(patient.page);
      expect(doctorGot.video).toBeGreaterThan(0);
      expect(patientGot.video).toBeGreaterThan(0);
      await screenshot(patient.page, 'video-call-live-patient-phone');
      await screenshot(doctor.page, 'video-call-live-doctor-phone');
      // A network drop: the patient's WebSocket closes; the page reconnects and both sides renegotiate.
      const peerCount = (page: Page): Promise<number> =>
        page.evaluate(
          () => (window as unknown as { __e2ePeers: RTCPeerConnection[] }).__e2ePeers.length,
        );
      const patientBefore = await peerCount(patient.page);
      const doctorBefore = await peerCount(doctor.page);
      await patient.page.evaluate(() => {
        for (const socket of (window as unknown as { __e2eSockets: WebSocket[] }).__e2eSockets)
          socket.close();
      });
      await patient.page.waitForFunction(
        (n) => (window as unknown as { __e2ePeers: unknown[] }).__e2ePeers.length > n,
        patientBefore,
        { timeout: 30_000 },
      );
      await doctor.page.waitForFunction(
        (n) => (window as unknown as { __e2ePeers: unknown[] }).__e2ePeers.length > n,
        doctorBefore,
        { timeout: 30_000 },
      );
      await waitForMedia(patient.page);
      await waitForMedia(doctor.page);
      // Nothing of the page is wider than the phone.
      expect(
        await patient.page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(360);
    });

    await journey(third, 'video-call-third', async () => {
      const other = await anotherPatient();
      await logIn(third.page, other.mobile, other.password);
      await third.page.goto(`${e2e.server.baseUrl}/appointment/doctor-on-call/${apptNo}`);
      await third.page.getByText('We could not find this consultation in your account.').waitFor();
      // The signalling WebSocket refuses them too (4403), whatever the page does.
      const code = await third.page.evaluate(
        (no) =>
          new Promise<number>((resolve) => {
            const socket = new WebSocket(
              `${location.origin.replace('http', 'ws')}/api/video/rooms/${no}/signal`,
            );
            socket.onclose = (event) => resolve(event.code);
          }),
        apptNo,
      );
      expect(code).toBe(4403);
    });

    await journey(doctor, 'video-call-end', async () => {
      await doctor.page.getByRole('button', { name: 'End consultation' }).click();
      await doctor.page.getByText('The consultation has ended.').waitFor();
      await patient.page.getByText('The consultation has ended.').waitFor();
    });
    expect(patient.unexpectedProblems()).toEqual([]);
    expect(doctor.unexpectedProblems()).toEqual([]);
    expect(third.unexpectedProblems()).toEqual([]);
  } finally {
    await patient.close();
    await doctor.close();
    await third.close();
  }
}, 240_000);
