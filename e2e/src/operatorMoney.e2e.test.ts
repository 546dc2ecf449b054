import type { Page } from 'playwright-core';
import { screenProblems } from './axe';
import { VIEWPORTS, type StaffUser, journey, openPage, setUpJourneys } from './harness';
import { photographer, logIn as signIn, bookConsultNow } from './session';

/**
 * Money the operator sees (issue 32 §5, docs/decisions/0059), at 360×640 and 1280×800: the demo patient pays
 * for a Consult Now on the sandbox; an admin finds the payment by the patient's mobile, opens its history,
 * refunds ₹100 of it to the wallet with a reason; the daily settlement shows ₹100 more to wallets today; the
 * patient's wallet shows the credit. Each screen passes axe and is photographed (e2e/artifacts/money).
 */

const ADMIN: StaffUser = {
  mobile: '9000088460',
  name: 'Asha Operator',
  password: 'Operator-Money@E2e-2026',
  roles: ['admin'],
};
const PATIENT = { mobile: '9876543210', password: 'MediBridge@Demo1' };

const e2e = setUpJourneys({ staff: [ADMIN] });

const shot = photographer('money');

const logIn = (page: Page, mobile: string, password: string): Promise<void> =>
  signIn(page, e2e.server.baseUrl, mobile, password);

const bookAndPay = (page: Page): Promise<string> => bookConsultNow(page, e2e.server.baseUrl);

/** Rupees in a "₹1,234.50" text. */
const rupeesIn = (text: string | null): number => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** Today's "To wallet" on the settlement screen (the newest date's row). */
async function todaysToWallet(page: Page): Promise<number> {
  await page.goto(`${e2e.server.baseUrl}/staff/settlement`);
  const days = page.getByRole('list', { name: 'Settlement days' });
  await days.waitFor();
  // Row 0 is the desktop header, row 1 the totals, row 2 the newest date.
  const today = days.locator('li').nth(2);
  return rupeesIn(await today.locator('dd').nth(3).textContent());
}

describe.each(VIEWPORTS)('an admin refunds part of a payment on $name', (viewport) => {
  it('finds the payment by mobile, refunds ₹100 to the wallet; settlement and wallet show it', async () => {
    const patient = await openPage(e2e.browser, viewport);
    let apptNo = '';
    try {
      await journey(patient, 'money-patient-pays', async () => {
        await logIn(patient.page, PATIENT.mobile, PATIENT.password);
        apptNo = await bookAndPay(patient.page);
      });
    } finally {
      await patient.close();
    }
    expect(apptNo).toMatch(/^APT-/);

    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    const name = viewport.name;
    try {
      await journey(p, 'money-admin', async () => {
        await logIn(page, ADMIN.mobile, ADMIN.password);
        const before = await todaysToWallet(page);

        await page.goto(`${e2e.server.baseUrl}/staff/payments`);
        await page.getByRole('heading', { level: 1, name: 'Payments and refunds' }).waitFor();
        await page.getByLabel('Patient mobile').fill(PATIENT.mobile);
        const row = page.getByRole('list', { name: 'Payments' }).locator('li', { hasText: apptNo });
        await row.waitFor();
        expect(await screenProblems(page, viewport.width)).toEqual([]);
        await shot(page, `payments-${name}`);

        await row.getByRole('button', { name: 'Open' }).click();
        await page.getByText('pending → completed').waitFor();
        await page.getByLabel(/Amount in rupees/).fill('100');
        await page.getByLabel(/Reason/).fill('Doctor joined twenty minutes late');
        expect(await screenProblems(page, viewport.width)).toEqual([]);
        await page.getByRole('button', { name: 'Refund', exact: true }).click();
        await page.getByText('Refunded ₹100.00 to the wallet.').waitFor();
        await page.getByText(/₹100\.00 to the wallet \(completed\) by Asha Operator/).waitFor();
        await shot(page, `payment-${name}`);

        const after = await todaysToWallet(page);
        expect(Math.round((after - before) * 100)).toBe(10_000);
        expect(await screenProblems(page, viewport.width)).toEqual([]);
        await shot(page, `settlement-${name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }

    const back = await openPage(e2e.browser, viewport);
    try {
      await journey(back, 'money-patient-wallet', async () => {
        await logIn(back.page, PATIENT.mobile, PATIENT.password);
        await back.page.goto(`${e2e.server.baseUrl}/my-wallet`);
        const entry = back.page.locator('li', { hasText: 'Refund from MediBridge' }).first();
        await entry.waitFor();
        await expect(entry.textContent()).resolves.toContain('+₹100.00');
      });
    } finally {
      await back.close();
    }
  }, 300_000);
});
