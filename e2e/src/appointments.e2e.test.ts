import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  ARTIFACTS_DIR,
  VIEWPORTS,
  type StaffUser,
  type Viewport,
  journey,
  makePng,
  openPage,
  screenshot,
  setUpJourneys,
} from './harness';

/**
 * Booking a consultation (issue 11 §2): the demo patient fills the three steps, pays on the sandbox gateway
 * (first failing, then retrying from the payment status screen), lands on the success screen and is taken
 * to My Appointments after the countdown. Department 12 books without a date or time. Then the records
 * (issue 11 §4): a booking is seen in My Appointments, cancelled there, and its refund is in the wallet;
 * transactions, history and the invoice; the refund then pays a Consult Now booking by itself (no gateway);
 * a service is paid with Make Payment (failed once, then paid). Last, a follow-up with a document: staff
 * complete a paid consultation, the patient sends a report and a message, and only they can fetch it.
 */

const STAFF: StaffUser = {
  mobile: '9000077011',
  name: 'Dr Consult Desk',
  password: 'Consult@E2e-2026',
  roles: ['coordinator'],
};
// The app's clock (server and browser) starts on Saturday 28 Nov 2026 at 10:00 India time, whatever day the
// suite runs: tomorrow is a Sunday, when no department has hours, so picking "the next day" must skip it.
const SATURDAY_10AM = '2026-11-28T10:00:00+05:30';
const e2e = setUpJourneys({ staff: [STAFF], clockStart: SATURDAY_10AM });

/** A page whose clock runs from the server's. */
const openOnAppClock = (viewport: Viewport) =>
  openPage(e2e.browser, viewport, { clock: e2e.server.now() });

async function logIn(page: Page): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/login`);
  await page.getByLabel(/Mobile Number/).fill('9876543210');
  await page.getByLabel(/^Password/).fill('MediBridge@Demo1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/home`);
}

/**
 * Picks the first day after today in the date strip that has free times, and its first time; answers the
 * day (YYYY-MM-DD). Days without free times are disabled in the strip and skipped (the form has chosen the
 * first open day itself, which may be that day already).
 */
async function pickFirstFreeTime(page: Page): Promise<string> {
  const days = page.getByRole('group', { name: 'Select Date' }).getByRole('radio');
  expect(await days.count()).toBe(7);
  // The department's open days have arrived (the strip is no longer busy) and an open day is chosen.
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"] input[name="appointmentDate"]') &&
      Boolean(document.querySelector('input[name="appointmentDate"]:checked:not(:disabled)')),
  );
  for (let i = 1; i < 7; i += 1) {
    const day = days.nth(i);
    if (await day.isDisabled()) continue;
    const date = await day.inputValue();
    if (!(await day.isChecked())) {
      // The day's answer says whether it has times; the page's text may still be the last day's.
      const answer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/get_selected_appointment_day_schedule') &&
          (response.request().postData() ?? '').includes(date),
      );
      await day.check({ force: true });
      if (((await (await answer).json()) as { data: unknown[] }).data.length === 0) continue;
    }
    await page.waitForFunction(
      () => document.querySelectorAll('select[name="appointmentSchedule"] option').length > 1,
    );
    const schedule = page.getByLabel(/^Schedule/);
    const slot = await schedule.locator('option').nth(1).getAttribute('value');
    await schedule.selectOption(slot ?? '');
    return date;
  }
  throw new Error('No day in the booking window has a free time');
}

/** Step one with the stored patient, age and weight chosen. */
async function stepOne(page: Page): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/appointment/step-first`);
  await page.getByRole('heading', { level: 1, name: 'Make Appointment' }).waitFor();
  expect(await page.getByLabel(/^First Name/).inputValue()).not.toBe('');
  expect(await page.getByLabel(/^Mobile Number/).inputValue()).toBe('9876543210');
  await page.getByLabel(/^Age/).selectOption('34');
  await page.getByLabel(/^Weight/).selectOption('62');
  await page.getByRole('button', { name: 'Confirm and Next' }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/appointment/step-second`);
}

describe.each(VIEWPORTS)('booking a consultation on $name', (viewport) => {
  it('books a time, fails the first payment, retries it and is taken to My Appointments', async () => {
    const p = await openOnAppClock(viewport);
    const { page } = p;
    try {
      await journey(p, `booking-${viewport.name}`, async () => {
        await logIn(page);
        await stepOne(page);

        await page.getByLabel(/^Department/).selectOption({ label: 'Dermatology' });
        await page
          .getByLabel(/^Describe Your Symptoms\?/)
          .fill('Itchy red rash on both forearms for a week.');
        // Saturday 10:00 on the app's clock: Sunday has no hours, so it is marked unavailable and the first
        // free time after today is on Monday.
        await page
          .getByRole('radio', { name: 'Sunday, 29 Nov 2026, no times left' })
          .waitFor({ state: 'attached' });
        expect(
          await page
            .getByRole('radio', { name: 'Sunday, 29 Nov 2026, no times left' })
            .isDisabled(),
        ).toBe(true);
        expect(await pickFirstFreeTime(page)).toBe('2026-11-30');
        await screenshot(page, `booking-step-second-${viewport.name}`);
        await page.getByRole('button', { name: 'Next' }).click();
        await page.waitForURL(`${e2e.server.baseUrl}/appointment/step-third`);

        await page.getByRole('heading', { level: 1, name: 'Booking Summary' }).waitFor();
        await page.getByText('Total Fee').waitFor();
        await screenshot(page, `booking-summary-${viewport.name}`);
        await page.getByRole('button', { name: 'Pay Now' }).click();
        await page.waitForURL(/\/sandbox-gateway\//);
        await page.getByRole('button', { name: 'Fail this payment' }).click();

        await page.waitForURL(/\/appointment\/payment-status\/APT-/);
        await page.getByRole('heading', { level: 1, name: 'Payment failed' }).waitFor();
        await screenshot(page, `booking-payment-failed-${viewport.name}`);
        await page.getByRole('button', { name: 'Retry payment' }).click();
        await page.waitForURL(/\/sandbox-gateway\//);
        await page.getByRole('button', { name: /^Pay ₹/ }).click();

        await page.waitForURL(/\/appointment\/success-response\/APT-/);
        await page
          .getByRole('heading', { level: 1, name: 'Appointment booked Successfully!' })
          .waitFor();
        expect(await page.getByRole('timer').textContent()).toMatch(/in [45] s$/);
        await screenshot(page, `booking-success-${viewport.name}`);
        await page.waitForURL(`${e2e.server.baseUrl}/my-appointment`, { timeout: 10_000 });
        await page.getByRole('heading', { level: 1, name: 'My Appointments' }).waitFor();
        // The drafts are gone once the booking is confirmed.
        expect(
          await page.evaluate(() => [
            localStorage.getItem('appointment_step_first'),
            localStorage.getItem('appointment_step_second'),
          ]),
        ).toEqual([null, null]);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  it('department 12 asks for no date or time, and a payment left pending says so', async () => {
    const p = await openOnAppClock(viewport);
    const { page } = p;
    try {
      await journey(p, `booking-department-12-${viewport.name}`, async () => {
        await logIn(page);
        await stepOne(page);
        await page.getByLabel(/^Department/).selectOption('12');
        await expect(page.getByRole('group', { name: 'Select Date' }).count()).resolves.toBe(0);
        await expect(page.getByLabel(/^Schedule/).count()).resolves.toBe(0);
        await page
          .getByLabel(/^Describe Your Symptoms\?/)
          .fill('Fever and sore throat since last night.');
        await page.getByRole('button', { name: 'Next' }).click();
        await page.waitForURL(`${e2e.server.baseUrl}/appointment/step-third`);
        await page.getByText('Total Fee').waitFor();
        await expect(page.getByText('Time', { exact: true }).count()).resolves.toBe(0);
        await page.getByRole('button', { name: 'Pay Now' }).click();
        await page.waitForURL(/\/sandbox-gateway\//);
        await page.getByRole('button', { name: 'Leave it pending and go back' }).click();
        await page.waitForURL(/\/appointment\/payment-status\/APT-/);
        await page.getByRole('heading', { level: 1, name: 'Payment pending' }).waitFor();
        await page.getByText('Checking again every few seconds…').waitFor();
        await screenshot(page, `booking-payment-pending-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);
});

/** Saves e2e/artifacts/appointments/<name>.png (whole page) and <name>-screen.png (the viewport). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = path.join(ARTIFACTS_DIR, 'appointments');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-screen.png`) });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Books Dermatology at the first free time after today and pays on the sandbox gateway (a wallet that covers
 * the fee books at once); answers the appointment number once the success screen shows it.
 */
async function bookAndPay(page: Page): Promise<string> {
  await stepOne(page);
  await page.getByLabel(/^Department/).selectOption({ label: 'Dermatology' });
  await page.getByLabel(/^Describe Your Symptoms\?/).fill('Dry, itchy patches on both elbows.');
  await pickFirstFreeTime(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/(sandbox-gateway\/|appointment\/success-response\/)/);
  if (page.url().includes('/sandbox-gateway/'))
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/appointment\/success-response\/APT-/);
  return /APT-[A-Z0-9]{8}/.exec(page.url())?.[0] ?? '';
}

describe.each(VIEWPORTS)('appointments, wallet and payments on $name', (viewport) => {
  it('sees a booking in My Appointments, cancels it, and finds the refund in the wallet', async () => {
    const p = await openOnAppClock(viewport);
    const { page } = p;
    const name = viewport.name;
    try {
      await journey(p, `records-${name}`, async () => {
        await logIn(page);
        const no = await bookAndPay(page);
        expect(no).toMatch(/^APT-/);
        await page.waitForURL(`${e2e.server.baseUrl}/my-appointment`, { timeout: 10_000 });
        const card = page.locator('article', { hasText: no });
        await card.getByRole('heading', { name: 'Dermatology' }).waitFor();
        // Call leads to the appointment's call room (videoCall.e2e.test.ts joins one).
        expect(await card.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(
          `/appointment/doctor-on-call/${no}`,
        );
        await card.scrollIntoViewIfNeeded();
        await shot(page, `my-appointment-${name}`);

        await card.getByRole('button', { name: 'Cancel' }).click();
        // Paid online (in part or in full) the question asks where the refund goes: the wallet is the
        // default; a booking the wallet paid in full goes back to it without a question.
        const question = card.getByText(
          /^Cancel this appointment\? ₹[\d,]+\.\d\d (goes back|will be refunded)/,
        );
        await question.waitFor();
        const refund = /₹[\d,]+\.\d\d/.exec((await question.textContent()) ?? '')?.[0] ?? '';
        await shot(page, `my-appointment-cancel-${name}`);
        await card.getByRole('button', { name: 'Yes, cancel' }).click();
        await card.getByText('Appointment cancelled Successfully.').waitFor();
        await shot(page, `my-appointment-cancelled-${name}`);
        // 5 s later the list is asked again (no page reload): the card says Cancelled, offers only View.
        await card.getByText('Cancelled', { exact: true }).waitFor({ timeout: 10_000 });
        await card.getByText('Appointment cancelled Successfully.').waitFor({ state: 'hidden' });
        await expect(card.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);

        // The header's wallet amount leads to the ledger, where the refund is the newest credit.
        await page
          .getByRole('link', { name: /Wallet balance/ })
          .first()
          .click();
        await page.waitForURL(`${e2e.server.baseUrl}/my-wallet`);
        const entry = page.locator('li', { hasText: 'Refund: consultation cancelled' }).first();
        await entry.waitFor();
        await expect(entry.textContent()).resolves.toContain(`+${refund}`);
        await expect(entry.textContent()).resolves.toContain(no);
        await shot(page, `my-wallet-${name}`);

        await page.goto(`${e2e.server.baseUrl}/my-transactions`);
        const paid = page.locator('article', { hasText: no });
        // Refunded when paid online; a booking the wallet paid keeps 'Success' (the money is back in it).
        await paid.getByText('Cancelled', { exact: true }).waitFor();
        await shot(page, `my-transactions-${name}`);
        await paid.getByRole('link', { name: 'View' }).click();
        await page.waitForURL(`${e2e.server.baseUrl}/appointment-details/${no}`);
        const pdf = page.getByRole('link', { name: 'Download PDF' });
        await pdf.waitFor();
        await page.getByRole('rowheader', { name: 'Total', exact: true }).waitFor();
        // The invoice tells the truth about a cancelled booking: its state and the refund, never 'Success'.
        const booking = page.locator('dt', { hasText: 'Booking status' }).locator('+ dd');
        await expect(booking.textContent()).resolves.toBe('Cancelled');
        await page.getByRole('rowheader', { name: 'Refunded to your wallet' }).waitFor();
        const href = (await pdf.getAttribute('href')) ?? '';
        expect(href).toBe(`/api/appointment-invoice/${no}?lang=en`);
        const answer = await page.request.get(`${e2e.server.baseUrl}${href}`);
        expect(answer.status()).toBe(200);
        expect(answer.headers()['content-type']).toContain('application/pdf');
        await shot(page, `invoice-${name}`);

        await page.goto(`${e2e.server.baseUrl}/my-history`);
        await page.getByText(no).waitFor();
        await shot(page, `my-history-${name}`);

        // The refund pays the next consultation: Consult Now (₹299) is covered by the wallet, so Pay Now
        // confirms it at once, without the gateway.
        await stepOne(page);
        await page.getByLabel(/^Department/).selectOption('12');
        await page
          .getByLabel(/^Describe Your Symptoms\?/)
          .fill('The rash is better but still itches at night.');
        await page.getByRole('button', { name: 'Next' }).click();
        await page.waitForURL(`${e2e.server.baseUrl}/appointment/step-third`);
        await page.getByText('Total Fee').waitFor();
        await shot(page, `wallet-only-summary-${name}`);
        await page.getByRole('button', { name: 'Pay Now' }).click();
        await page.waitForURL(/\/(sandbox-gateway\/|appointment\/success-response\/)/);
        expect(page.url()).toMatch(/\/appointment\/success-response\/APT-/);
        await page.getByText('Appointment booked Successfully!').waitFor();
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 180_000);

  it('pays for a service with Make Payment: a failed payment, then another that goes through', async () => {
    const p = await openOnAppClock(viewport);
    const { page } = p;
    const name = viewport.name;
    try {
      await journey(p, `service-payment-${name}`, async () => {
        await logIn(page);
        await page.goto(`${e2e.server.baseUrl}/service/service-booking`);
        await page.getByRole('heading', { level: 1, name: 'Make Payment' }).waitFor();
        const pay = async (): Promise<void> => {
          await page.getByLabel(/^Service/).selectOption('Ambulance');
          await page.getByLabel(/^Amount/).fill('2500');
          await page.getByLabel(/^Remarks/).fill('ICU ambulance from Pune to Mumbai on Friday.');
          await page.getByRole('button', { name: 'Make Payment' }).click();
          await page.waitForURL(/\/sandbox-gateway\//);
        };
        expect(await page.getByLabel(/^Mobile Number/).inputValue()).toBe('9876543210');
        await page.getByRole('button', { name: 'Make Payment' }).click();
        await page.getByText('Please write your remarks.').waitFor();
        await shot(page, `service-booking-required-${name}`);
        await pay();
        await page.getByRole('button', { name: 'Fail this payment' }).click();
        await page.waitForURL(/\/service\/payment-status\/SRV-/);
        await page.getByRole('heading', { level: 1, name: 'Payment failed' }).waitFor();
        await shot(page, `service-payment-failed-${name}`);

        await page.getByRole('link', { name: 'Make another payment' }).click();
        await page.waitForURL(`${e2e.server.baseUrl}/service/service-booking`);
        await page.getByLabel(/^Remarks/).waitFor();
        await shot(page, `service-booking-${name}`);
        await pay();
        await expect(page.getByRole('button', { name: /^Pay ₹/ }).textContent()).resolves.toContain(
          '2,500.00',
        );
        await page.getByRole('button', { name: /^Pay ₹/ }).click();
        await page.waitForURL(/\/service\/payment-status\/SRV-/);
        await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
        await page.getByText('₹2,500.00').waitFor();
        await shot(page, `service-payment-received-${name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  it('cancels a booking paid online with a refund to the original payment method', async () => {
    const p = await openOnAppClock(viewport);
    const { page } = p;
    const name = viewport.name;
    try {
      await journey(p, `refund-to-source-${name}`, async () => {
        await logIn(page);
        const no = await bookAndPay(page);
        expect(no).toMatch(/^APT-/);
        await page.waitForURL(`${e2e.server.baseUrl}/my-appointment`, { timeout: 10_000 });
        const card = page.locator('article', { hasText: no });
        await card.getByRole('heading', { name: 'Dermatology' }).waitFor();
        await card.getByRole('button', { name: 'Cancel' }).click();
        const where = card.getByRole('group', { name: 'Where should the refund go?' });
        await where.waitFor();
        await expect(
          where.getByRole('radio', { name: 'Refund to MediBridge wallet (instant)' }).isChecked(),
        ).resolves.toBe(true);
        await where.getByText('Refund to original payment method (5–7 working days)').click();
        await expect(
          where
            .getByRole('radio', { name: 'Refund to original payment method (5–7 working days)' })
            .isChecked(),
        ).resolves.toBe(true);
        await shot(page, `refund-to-source-choice-${name}`);
        await card.getByRole('button', { name: 'Yes, cancel' }).click();
        const outcome = card.getByRole('status');
        await outcome.getByText('Appointment cancelled Successfully.').waitFor();
        const said = (await outcome.textContent()) ?? '';
        expect(said).toMatch(
          /₹[\d,]+\.\d\d will reach your original payment method in 5–7 working days\./,
        );
        await shot(page, `refund-to-source-cancelled-${name}`);
        await card.getByText('Cancelled', { exact: true }).waitFor({ timeout: 10_000 });

        // The online part is on its way to the payment method, not in the wallet: no wallet credit for more
        // than what the wallet paid.
        const walletPart = /₹([\d,]+\.\d\d) is back in your wallet/.exec(said)?.[1] ?? null;
        await page.goto(`${e2e.server.baseUrl}/my-wallet`);
        const credits = page
          .locator('li', { hasText: no })
          .filter({ hasText: 'Refund: consultation cancelled' });
        await page.getByRole('heading', { level: 1, name: 'My Wallet' }).waitFor();
        // The ledger has loaded: the earlier journey's refund is in it.
        await page.locator('li', { hasText: 'Refund: consultation cancelled' }).first().waitFor();
        if (walletPart) {
          await credits.first().waitFor();
          await expect(credits.first().textContent()).resolves.toContain(`+₹${walletPart}`);
        }
        await expect(credits.count()).resolves.toBe(walletPart ? 1 : 0);

        await page.goto(`${e2e.server.baseUrl}/my-transactions`);
        const paid = page.locator('article', { hasText: no });
        await paid.getByText('Cancelled', { exact: true }).waitFor();
        await paid.getByText('Refunded', { exact: true }).waitFor();
        await shot(page, `refund-to-source-transactions-${name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 180_000);
});

/** A JSON POST to the API without cookies (a bearer client: no anti-forgery token needed). */
async function apiPost(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${e2e.server.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A bearer token for a password login (patients and staff alike). */
async function bearerLogin(mobile: string, password: string): Promise<string> {
  const { status, body } = await apiPost('login', { mobile, password });
  expect(status).toBe(200);
  return String(body.access_token);
}

/**
 * Another patient, registered through the API as the web app does (OTP from the dev outbox), logged in
 * with a bearer token.
 */
async function otherPatient(): Promise<string> {
  const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const password = 'Other-Patient-2026!';
  const check = await apiPost('check-user-mobile-by-otp', { mobile });
  expect(check.status).toBe(200);
  const uid = (check.body.response as { data: { uid: string } }).data.uid;
  const outbox = await fetch(`${e2e.server.outboxUrl}/api/dev/sms-outbox?mobile=${mobile}`);
  const texts = ((await outbox.json()) as { data: { text: string }[] }).data;
  const otp = /\b(\d{6})\b/.exec(texts[0]?.text ?? '')?.[1] ?? '';
  expect((await apiPost('verify-user-mobile-otp', { otpno: otp, otp_uid: uid })).status).toBe(200);
  const registered = await apiPost('new-register', {
    name: 'Kavya Menon',
    mobile,
    email: `kavya.${mobile}@example.in`,
    password,
    shareCode: '',
    source: 'medibridge-web',
    otp_uid: uid,
  });
  expect(registered.status).toBe(200);
  return bearerLogin(mobile, password);
}

/** Staff complete a consultation with the doctor's prescription (multipart `prescription`). */
async function staffComplete(appointmentNo: string): Promise<void> {
  const token = await bearerLogin(STAFF.mobile, STAFF.password);
  const form = new FormData();
  form.append(
    'prescription',
    new Blob([new Uint8Array(makePng(48))], { type: 'image/png' }),
    'prescription.png',
  );
  const res = await fetch(
    `${e2e.server.baseUrl}/api/staff/appointments/${appointmentNo}/complete`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { booking_status: number; state: string } };
  expect(body.data).toMatchObject({ booking_status: 3, state: 'completed' });
}

describe.each(VIEWPORTS)('follow-up with a document on $name', (viewport) => {
  it('sends a report and a message after the consultation; only its owner can fetch the report', async () => {
    const p = await openOnAppClock(viewport);
    const { page } = p;
    const name = viewport.name;
    // Before the first follow-up, SPEC's two look-ups answer 404 ('none yet', which the screen expects);
    // the browser logs any 404 as an error.
    p.allow(
      (problem) =>
        /status of 404/.test(problem.text) &&
        /\/api\/(get_last_appt_followup_user_id|get_appt_followup_document_by_appt_id)$/.test(
          problem.url ?? '',
        ),
    );
    try {
      await journey(p, `follow-up-${name}`, async () => {
        await logIn(page);
        const no = await bookAndPay(page);
        expect(no).toMatch(/^APT-/);
        await page.waitForURL(`${e2e.server.baseUrl}/my-appointment`, { timeout: 10_000 });
        // Before the doctor has consulted there is no Follow Up.
        const card = page.locator('article', { hasText: no });
        await card.getByRole('heading', { name: 'Dermatology' }).waitFor();
        await expect(card.getByRole('link', { name: 'Follow Up' }).count()).resolves.toBe(0);

        await staffComplete(no);
        await page.reload();
        await card.getByRole('link', { name: 'Follow Up' }).waitFor();
        await expect(card.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);
        await card.scrollIntoViewIfNeeded();
        await shot(page, `follow-up-card-${name}`);
        await card.getByRole('link', { name: 'Follow Up' }).click();
        await page.waitForURL(`${e2e.server.baseUrl}/appointment/followup/${no}`);
        await page.getByRole('heading', { level: 1, name: 'Follow Up' }).waitFor();

        // SPEC §5: the document and the message are both required.
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Please write a message for the doctor.').waitFor();
        await page.getByText('Please attach a report or document (JPG, PNG or PDF).').waitFor();
        await page
          .getByLabel(/^Report or document/)
          .setInputFiles({ name: 'rash-photo.png', mimeType: 'image/png', buffer: makePng() });
        await page
          .getByLabel(/^Message for the doctor/)
          .fill('The rash is better after the cream, but it still itches at night.');
        await shot(page, `follow-up-form-${name}`);
        await page.getByRole('button', { name: 'Submit' }).click();
        const said = page.getByText(
          'Your follow-up has been sent to the doctor. You will get an SMS when they reply.',
        );
        await said.waitFor();
        // Read on the page's clock (the suite's app clock, which its timers follow), not the test's.
        const pageNow = () => page.evaluate(() => Date.now());
        const shown = await pageNow();
        await shot(page, `follow-up-sent-${name}`);
        // SPEC §4: the server's message, then /my-appointment after 3 seconds.
        await page.waitForURL(`${e2e.server.baseUrl}/my-appointment`, { timeout: 10_000 });
        expect((await pageNow()) - shown).toBeGreaterThanOrEqual(2_500);
        await page.getByRole('heading', { level: 1, name: 'My Appointments' }).waitFor();

        // The form is hidden now that a follow-up exists; the one sent is shown instead.
        await page.goto(`${e2e.server.baseUrl}/appointment/followup/${no}`);
        await page.getByRole('heading', { name: 'Your follow-up' }).waitFor();
        // The message itself (the document sent repeats it as its remark).
        await page
          .getByText('The rash is better after the cream, but it still itches at night.', {
            exact: true,
          })
          .waitFor();
        await expect(page.getByRole('button', { name: 'Submit' }).count()).resolves.toBe(0);
        await expect(page.getByLabel(/^Message for the doctor/).count()).resolves.toBe(0);
        await shot(page, `follow-up-done-${name}`);

        // The report is served to its owner, and to no other patient (404: names cannot be probed).
        const href =
          (await page.getByRole('link', { name: 'Your document' }).getAttribute('href')) ?? '';
        expect(href).toMatch(/^\/api\/files\/documents\/[\w-]+\.png$/);
        const own = await page.request.get(`${e2e.server.baseUrl}${href}`);
        expect(own.status()).toBe(200);
        expect(own.headers()['content-type']).toContain('image/png');
        expect(Buffer.compare(await own.body(), makePng())).toBe(0);
        const stranger = await fetch(`${e2e.server.baseUrl}${href}`, {
          headers: { authorization: `Bearer ${await otherPatient()}` },
        });
        expect([403, 404]).toContain(stranger.status);
        const visitor = await fetch(`${e2e.server.baseUrl}${href}`);
        expect(visitor.status).toBe(401);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 180_000);
});
