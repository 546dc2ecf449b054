import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, VIEWPORTS, journey, openPage, screenshot, setUpJourneys } from './harness';

/**
 * Booking a consultation (issue 11 §2): the demo patient fills the three steps, pays on the sandbox gateway
 * (first failing, then retrying from the payment status screen), lands on the success screen and is taken
 * to My Appointments after the countdown. Department 12 books without a date or time. Then the records
 * (issue 11 §4): a booking is seen in My Appointments, cancelled there, and its refund is in the wallet;
 * transactions, history and the invoice; the refund then pays a Consult Now booking by itself (no gateway);
 * a service is paid with Make Payment (failed once, then paid).
 */

const e2e = setUpJourneys();

async function logIn(page: Page): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/login`);
  await page.getByLabel(/Mobile Number/).fill('9876543210');
  await page.getByLabel(/^Password/).fill('MediBridge@Demo1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/home`);
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
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, `booking-${viewport.name}`, async () => {
        await logIn(page);
        await stepOne(page);

        await page.getByLabel(/^Department/).selectOption({ label: 'Dermatology' });
        await page
          .getByLabel(/^Describe Your Symptoms\?/)
          .fill('Itchy red rash on both forearms for a week.');
        // Tomorrow: late in the day today may have no times left.
        const days = page.getByRole('group', { name: 'Select Date' }).getByRole('radio');
        expect(await days.count()).toBe(7);
        await days.nth(1).check({ force: true });
        const schedule = page.getByLabel(/^Schedule/);
        await page.waitForFunction(
          () => document.querySelectorAll('select[name="appointmentSchedule"] option').length > 1,
        );
        const slot = await schedule.locator('option').nth(1).getAttribute('value');
        await schedule.selectOption(slot ?? '');
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
    const p = await openPage(e2e.browser, viewport);
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
 * Books Dermatology for tomorrow's first free time and pays on the sandbox gateway (a wallet that covers
 * the fee books at once); answers the appointment number once the success screen shows it.
 */
async function bookAndPay(page: Page): Promise<string> {
  await stepOne(page);
  await page.getByLabel(/^Department/).selectOption({ label: 'Dermatology' });
  await page.getByLabel(/^Describe Your Symptoms\?/).fill('Dry, itchy patches on both elbows.');
  await page.getByRole('group', { name: 'Select Date' }).getByRole('radio').nth(1).check({
    force: true,
  });
  await page.waitForFunction(
    () => document.querySelectorAll('select[name="appointmentSchedule"] option').length > 1,
  );
  const slot = await page
    .getByLabel(/^Schedule/)
    .locator('option')
    .nth(1)
    .getAttribute('value');
  await page.getByLabel(/^Schedule/).selectOption(slot ?? '');
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
    const p = await openPage(e2e.browser, viewport);
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
        // Until the call room exists, Call says how the doctor will call (never a 404).
        await card.getByRole('button', { name: 'Call' }).click();
        await card
          .getByText(/^Your doctor will call you on 9876543210 at the appointment time/)
          .waitFor();
        await card.scrollIntoViewIfNeeded();
        await shot(page, `my-appointment-${name}`);

        await card.getByRole('button', { name: 'Cancel' }).click();
        const question = card.getByText(/^Cancel this appointment\? ₹[\d,]+\.\d\d goes back/);
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
        const href = (await pdf.getAttribute('href')) ?? '';
        expect(href).toBe(`/api/appointment-invoice/${no}`);
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
    const p = await openPage(e2e.browser, viewport);
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
});
