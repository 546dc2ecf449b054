import { NO_SCHEDULE_DEPARTMENT_ID, endpointPath } from '@medibridge/contract';
import type { Page } from 'playwright-core';
import { screenProblems } from './axe';
import {
  DESKTOP,
  PHONE,
  type JourneyPage,
  type StaffUser,
  journey,
  openPage,
  screenshot,
  setUpJourneys,
} from './harness';

/**
 * Consent and "my data" (issue 33 §1, docs/decisions/0060) on a phone: a patient registers through the
 * privacy notice (care, payments and reminders agreed), withdraws reminders on /privacy, has a consultation
 * with an e-prescription, asks for the download of all their data on /my-data, and finds the prescription's
 * PDF inside the zip. The two screens are photographed at 360×640 and 1280×800 (e2e/artifacts).
 */

const DOCTOR: StaffUser = {
  mobile: '9000088601',
  name: 'Dr Nisha Privacy',
  password: 'Privacy-Journey@2026',
  roles: ['doctor'],
  doctor: {
    department: NO_SCHEDULE_DEPARTMENT_ID,
    registration: 'DMC 2019/02/1177',
    qualifications: 'MBBS, MD (General Medicine)',
  },
};

const e2e = setUpJourneys({ staff: [DOCTOR] });

function freshMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function shot(p: JourneyPage, name: string): Promise<void> {
  await p.page.waitForLoadState('networkidle');
  await screenshot(p.page, `privacy-${name}-${p.viewport.name}`);
}

/** The files of a stored (uncompressed) zip, read from its central directory. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  const files = new Map<string, Buffer>();
  let at = archive.readUInt32LE(end + 16);
  for (let i = 0; i < archive.readUInt16LE(end + 10); i += 1) {
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const data = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    files.set(name, archive.subarray(data, data + size));
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return files;
}

async function csrf(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('mb_csrf'));
  return cookie ? { 'x-csrf-token': cookie.value } : {};
}

/** Registers through the screens, agreeing on the notice to care, payments and reminders. */
async function register(p: JourneyPage, mobile: string): Promise<void> {
  const { page } = p;
  await page.goto(`${e2e.server.baseUrl}/mobile-verification`);
  await page.getByLabel(/Mobile Number/).fill(mobile);
  await page.getByRole('button', { name: 'Send Code via SMS' }).click();
  await page.getByRole('heading', { name: 'Enter Your OTP' }).waitFor();
  const outbox = await page.request.get(
    `${e2e.server.outboxUrl}/api/dev/sms-outbox?mobile=${mobile}`,
  );
  const code = /\b(\d{6})\b/.exec(
    ((await outbox.json()) as { data: { text: string }[] }).data[0]?.text ?? '',
  )?.[1];
  await page.getByLabel(/^OTP/).fill(code ?? '');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('heading', { name: 'Your data and your consent' }).waitFor();
  for (const title of ['Consultations and medicines', 'Payments and refunds', 'Reminders'])
    await page.getByRole('checkbox', { name: new RegExp(`I agree: ${title}`) }).check();
  expect(await page.getByRole('checkbox', { name: /I agree: Offers/ }).isChecked()).toBe(false);
  await shot(p, 'notice');
  await page.getByRole('button', { name: 'Continue with my choices' }).click();
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await page.getByLabel(/^Name/).fill('Sunita Privacy');
  await page.getByLabel(/^Email/).fill(`sunita.${mobile}@example.in`);
  await page.getByLabel(/^Password/).fill('Sunita#Privacy2026');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/home`);
}

/** A paid Consult Now booking (through the API and the sandbox gateway) and the doctor's e-prescription. */
async function consultationWithPrescription(page: Page, mobile: string): Promise<string> {
  const booked = await page.request.post(
    `${e2e.server.baseUrl}/api/${endpointPath('appointmentPay')}`,
    {
      headers: await csrf(page),
      multipart: {
        firstName: 'Sunita',
        mobile,
        gender: 'FeMale',
        age: '34',
        weight: '58',
        dibetic: 'No',
        bloodPressure: 'No',
        smoke: 'No',
        alcohol: 'No',
        departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
        symptoms: 'Sore throat and fever since yesterday',
        appointmentMode: 'audio',
      },
    },
  );
  expect(booked.status()).toBe(200);
  const body = (await booked.json()) as {
    data: { appointment_no: string; instrumentResponse?: { redirectInfo: { url: string } } };
  };
  const no = body.data.appointment_no;
  const gateway = body.data.instrumentResponse?.redirectInfo.url;
  if (gateway) {
    await page.goto(new URL(gateway, e2e.server.baseUrl).toString());
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/appointment\/success-response\/APT-/);
  }
  const login = await fetch(`${e2e.server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: DOCTOR.mobile, password: DOCTOR.password }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const issued = await fetch(
    `${e2e.server.baseUrl}/api/${endpointPath('staffPrescriptionIssue', { appt_no: no })}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        diagnosis: 'Acute pharyngitis',
        provisional: true,
        medicines: [
          {
            generic_name: 'Paracetamol',
            strength: '500 mg',
            dose: '1 tablet',
            frequency: 'three times a day',
            duration: '3 days',
          },
        ],
        advice: 'Warm salt-water gargles; rest.',
      }),
    },
  );
  expect(issued.status).toBe(200);
  return no;
}

it('registers with consent, withdraws reminders, and downloads all their data with the prescription inside', async () => {
  const p = await openPage(e2e.browser, PHONE);
  const { page } = p;
  const mobile = freshMobile();
  try {
    await journey(p, 'privacy-phone', async () => {
      await register(p, mobile);

      // Withdraw reminders where they were given: effective at once.
      await page.goto(`${e2e.server.baseUrl}/privacy`);
      const reminders = page.getByRole('checkbox', { name: /I agree: Reminders/ });
      await reminders.waitFor();
      expect(await reminders.isChecked()).toBe(true);
      // A click, not uncheck(): the switch moves once the server has recorded the withdrawal.
      await reminders.click();
      await page.getByText('Withdrawn. This takes effect at once.').waitFor();
      expect(await reminders.isChecked()).toBe(false);
      const consents = await page.request.get(`${e2e.server.baseUrl}/api/privacy/consents`);
      const purposes = (
        (await consents.json()) as {
          data: { purposes: { purpose: string; granted: boolean }[] };
        }
      ).data.purposes;
      expect(purposes.map((c) => [c.purpose, c.granted])).toEqual([
        ['care', true],
        ['payments', true],
        ['reminders', false],
        ['offers', false],
      ]);
      await shot(p, 'privacy');
      expect(await screenProblems(page, PHONE.width)).toEqual([]);

      const no = await consultationWithPrescription(page, mobile);

      await page.goto(`${e2e.server.baseUrl}/my-data`);
      await page.getByRole('heading', { name: 'What we hold' }).waitFor();
      await page.getByText('Doctor: Dr Nisha Privacy').waitFor();
      await page.getByRole('button', { name: 'Prepare my download' }).click();
      const link = page.getByRole('link', { name: 'Download the zip' });
      await link.waitFor({ timeout: 30_000 });
      await shot(p, 'my-data');
      expect(await screenProblems(page, PHONE.width)).toEqual([]);

      const href = (await link.getAttribute('href')) ?? '';
      const zip = await page.request.get(`${e2e.server.baseUrl}${href}`);
      expect(zip.status()).toBe(200);
      expect(zip.headers()['content-type']).toBe('application/zip');
      const files = unzip(await zip.body());
      expect([...files.keys()]).toEqual(
        expect.arrayContaining(['profile.json', 'appointments.json', 'consents.json']),
      );
      const prescription = [...files.keys()].find((n) => n.startsWith(`prescriptions/${no}`));
      expect(prescription).toMatch(/\.pdf$/);
      expect(
        files
          .get(prescription ?? '')
          ?.subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // Nobody else gets it: a fresh browser context (no session) is refused.
      const stranger = await e2e.browser.newContext();
      try {
        const refused = await stranger.request.get(`${e2e.server.baseUrl}${href}`);
        expect(refused.status()).toBe(401);
      } finally {
        await stranger.close();
      }
    });
  } finally {
    await p.context.close();
  }

  // The same two screens on a desktop, for the eye.
  const desk = await openPage(e2e.browser, DESKTOP);
  try {
    await journey(desk, 'privacy-desktop', async () => {
      await desk.page.goto(`${e2e.server.baseUrl}/login`);
      await desk.page.getByLabel(/Mobile Number/).fill(mobile);
      await desk.page.getByLabel(/^Password/).fill('Sunita#Privacy2026');
      await desk.page.getByRole('button', { name: 'Login', exact: true }).click();
      await desk.page.waitForURL(`${e2e.server.baseUrl}/home`);
      await desk.page.goto(`${e2e.server.baseUrl}/privacy`);
      await desk.page.getByRole('checkbox', { name: /I agree: Reminders/ }).waitFor();
      await shot(desk, 'privacy');
      expect(await screenProblems(desk.page, DESKTOP.width)).toEqual([]);
      await desk.page.goto(`${e2e.server.baseUrl}/my-data`);
      await desk.page.getByRole('link', { name: 'Download the zip' }).waitFor();
      await shot(desk, 'my-data');
      expect(await screenProblems(desk.page, DESKTOP.width)).toEqual([]);
    });
  } finally {
    await desk.context.close();
  }
});
