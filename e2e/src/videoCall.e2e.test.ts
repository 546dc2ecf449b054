import { chromium, type Browser, type Page } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  PHONE,
  type JourneyPage,
  type StaffUser,
  journey,
  openPage,
  screenshot,
  setUpJourneys,
} from './harness';

/**
 * The consultation call (issue 13 §2, deviation 7): the demo patient books and pays a Consult Now
 * consultation, opens its call page and waits for the doctor; the doctor logs in with the normal login and
 * opens the same room; each side receives the other's media (inbound RTP bytes in `getStats()` of both peer
 * connections); another patient is refused, by the page and by the signalling WebSocket; the doctor ends the
 * call and the patient sees it ended. The patient's signalling connection is dropped mid-call: the page
 * reconnects and media flows again on new connections. Chromium with fake camera and microphone, at 360×640.
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
  mediaBrowser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
});
afterAll(async () => {
  await mediaBrowser?.close();
});

/**
 * A page at 360×640 whose RTCPeerConnections the test can read: an init script of this test keeps each one
 * the page makes on `window.__e2ePeers` (the app ships nothing for it).
 */
async function callPage(): Promise<JourneyPage> {
  if (!mediaBrowser) throw new Error('no media browser');
  const p = await openPage(mediaBrowser, PHONE);
  await p.context.grantPermissions(['camera', 'microphone'], { origin: e2e.server.baseUrl });
  await p.context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const peers: RTCPeerConnection[] = [];
    (window as unknown as { __e2ePeers: RTCPeerConnection[] }).__e2ePeers = peers;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        peers.push(this);
      }
    } as typeof RTCPeerConnection;
    // …and its WebSockets, so the test can drop the signalling connection like a network would.
    const NativeSocket = window.WebSocket;
    const sockets: WebSocket[] = [];
    (window as unknown as { __e2eSockets: WebSocket[] }).__e2eSockets = sockets;
    window.WebSocket = class extends NativeSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        sockets.push(this);
      }
    } as typeof WebSocket;
  });
  return p;
}

async function logIn(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/login`);
  await page.getByLabel(/Mobile Number/).fill(mobile);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Books Consult Now (no slot: the call opens at the payment) and pays on the sandbox; its number. */
async function bookConsultNow(page: Page): Promise<string> {
  await page.goto(`${e2e.server.baseUrl}/appointment/step-first`);
  await page.getByRole('heading', { level: 1, name: 'Make Appointment' }).waitFor();
  await page.getByLabel(/^Age/).selectOption('34');
  await page.getByLabel(/^Weight/).selectOption('62');
  await page.getByRole('button', { name: 'Confirm and Next' }).click();
  await page.waitForURL(/\/appointment\/step-second$/);
  await page.getByLabel(/^Department/).selectOption('12');
  await page
    .getByLabel(/^Describe Your Symptoms\?/)
    .fill('Fever and a sore throat since yesterday.');
  await page.getByRole('radio', { name: 'Video' }).check({ force: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/(sandbox-gateway\/|appointment\/success-response\/)/);
  if (page.url().includes('/sandbox-gateway/'))
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/appointment\/success-response\/APT-/);
  return /APT-[A-Z0-9]{8}/.exec(page.url())?.[0] ?? '';
}

/** Bytes received so far on the page's peer connections, by media kind (inbound-rtp). */
function receivedBytes(page: Page): Promise<{ audio: number; video: number }> {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __e2ePeers?: RTCPeerConnection[] }).__e2ePeers ?? [];
    const totals = { audio: 0, video: 0 };
    for (const pc of peers) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      stats.forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && (report.kind === 'audio' || report.kind === 'video'))
          totals[report.kind] += report.bytesReceived ?? 0;
      });
    }
    return totals;
  });
}

async function waitForMedia(page: Page): Promise<{ audio: number; video: number }> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const bytes = await receivedBytes(page);
    if (bytes.audio > 0 && bytes.video > 0) return bytes;
    if (Date.now() > deadline) throw new Error(`no media received: ${JSON.stringify(bytes)}`);
    await page.waitForTimeout(500);
  }
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
      const no = await bookConsultNow(patient.page);
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
