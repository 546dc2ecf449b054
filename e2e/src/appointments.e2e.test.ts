import type { Page } from 'playwright-core';
import { VIEWPORTS, journey, openPage, screenshot, setUpJourneys } from './harness';

/**
 * Booking a consultation (issue 11 §2): the demo patient fills the three steps, pays on the sandbox gateway
 * (first failing, then retrying from the payment status screen), lands on the success screen and is taken
 * to My Appointments after the countdown. Department 12 books without a date or time.
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
    // /my-appointment is a later screen of issue 11: the countdown ends on the app's 404 page for now.
    p.allow((problem) => /status of 404/.test(problem.text));
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
