import type { Page } from 'playwright-core';
import { screenProblems } from './axe';
import {
  type JourneyPage,
  type StaffUser,
  VIEWPORTS,
  type Viewport,
  journey,
  openPage,
  setUpJourneys,
} from './harness';
import { photographer, logIn as signIn } from './session';

/**
 * The operator's departments (issue 32 §2): an admin changes a department's fee in the console and the
 * patient's booking summary shows the new fee; the patient books and pays a time on Monday; the admin closes
 * that Monday, is shown the paid booking first and confirms; the patient is refunded to the wallet and texted
 * (the demo outbox holds the text). Once at 360×640 (Dermatology) and once at 1280×800 (ENT), axe on the
 * console screen at each width; screenshots in e2e/artifacts/departments.
 */

const ADMIN: StaffUser = {
  mobile: '9000099001',
  name: 'Anita Operator',
  password: 'Operator@E2e-2026',
  roles: ['admin'],
};
const PATIENT = { mobile: '9876543210', password: 'MediBridge@Demo1' };
// Saturday 28 Nov 2026, 10:00 India time on the app's clock: Sunday has no hours, Monday 30 Nov does.
const SATURDAY_10AM = '2026-11-28T10:00:00+05:30';
const MONDAY = '2026-11-30';
const e2e = setUpJourneys({ staff: [ADMIN], clockStart: SATURDAY_10AM });

/** Each width edits its own department, so the two runs do not meet. */
const RUNS: readonly { viewport: Viewport; department: string; fee: string; shown: string }[] = [
  { viewport: VIEWPORTS[0]!, department: 'Dermatology', fee: '650', shown: '₹650.00' },
  { viewport: VIEWPORTS[1]!, department: 'ENT', fee: '725', shown: '₹725.00' },
];

const openOnAppClock = (viewport: Viewport): Promise<JourneyPage> =>
  openPage(e2e.browser, viewport, { clock: e2e.server.now() });

const shot = photographer('departments');

const logIn = (page: Page, mobile: string, password: string): Promise<void> =>
  signIn(page, e2e.server.baseUrl, mobile, password);

/** The console's departments screen with one department picked. */
async function openDepartment(page: Page, department: string): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/staff/departments`);
  await page.getByRole('heading', { level: 1, name: 'Departments' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Departments' })
    .getByRole('button', { name: new RegExp(`^${department}`) })
    .click();
  await page.getByRole('heading', { level: 2, name: department, exact: true }).waitFor();
}

/** Steps one and two for `department` at its first time on Monday, then the summary. */
async function toSummary(page: Page, department: string): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/appointment/step-first`);
  await page.getByRole('heading', { level: 1, name: 'Make Appointment' }).waitFor();
  await page.getByLabel(/^Age/).selectOption('34');
  await page.getByLabel(/^Weight/).selectOption('62');
  await page.getByRole('button', { name: 'Confirm and Next' }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/appointment/step-second`);
  await page.getByLabel(/^Department/).selectOption({ label: department });
  await page.getByLabel(/^Describe Your Symptoms\?/).fill('Pain and itching for a week.');
  const monday = page
    .getByRole('group', { name: 'Select Date' })
    .locator(`input[value="${MONDAY}"]`);
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"] input[name="appointmentDate"]'),
  );
  if (!(await monday.isChecked())) await monday.check({ force: true });
  await page.waitForFunction(
    () => document.querySelectorAll('select[name="appointmentSchedule"] option').length > 1,
  );
  const schedule = page.getByLabel(/^Schedule/);
  const slot = await schedule.locator('option').nth(1).getAttribute('value');
  await schedule.selectOption(slot ?? '');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/appointment/step-third`);
  await page.getByRole('heading', { level: 1, name: 'Booking Summary' }).waitFor();
}

async function outbox(mobile: string): Promise<string[]> {
  const res = await fetch(`${e2e.server.outboxUrl}/api/dev/sms-outbox?mobile=${mobile}`);
  return ((await res.json()) as { data: { text: string }[] }).data.map((m) => m.text);
}

describe.each(RUNS)(
  'the operator runs departments on $viewport.name',
  ({ viewport, department, fee, shown }) => {
    it('changes a fee (the booking summary shows it) and closes a day with a paid booking (refunded, texted)', async () => {
      const admin = await openOnAppClock(viewport);
      const patient = await openOnAppClock(viewport);
      try {
        await journey(admin, `departments-fee-${viewport.name}`, async () => {
          await logIn(admin.page, ADMIN.mobile, ADMIN.password);
          await openDepartment(admin.page, department);
          await shot(admin.page, `departments-${viewport.name}`);
          expect(await screenProblems(admin.page, viewport.width)).toEqual([]);
          const feeField = admin.page.getByLabel(/^Fee/);
          await feeField.fill(fee);
          await admin.page.getByRole('button', { name: 'Save the department' }).click();
          await admin.page.getByText('The department is saved.').waitFor();
        });

        let appointmentNo = '';
        await journey(patient, `departments-booking-${viewport.name}`, async () => {
          await logIn(patient.page, PATIENT.mobile, PATIENT.password);
          await toSummary(patient.page, department);
          const feeRow = patient.page.locator('dt', { hasText: 'Appointment Fee' }).locator('+ dd');
          await expect(feeRow.textContent()).resolves.toContain(shown);
          await shot(patient.page, `summary-new-fee-${viewport.name}`);
          await patient.page.getByRole('button', { name: 'Pay Now' }).click();
          await patient.page.waitForURL(/\/(sandbox-gateway\/|appointment\/success-response\/)/);
          if (patient.page.url().includes('/sandbox-gateway/'))
            await patient.page.getByRole('button', { name: /^Pay ₹/ }).click();
          await patient.page.waitForURL(/\/appointment\/success-response\/APT-/);
          appointmentNo = /APT-[A-Z0-9]{8}/.exec(patient.page.url())?.[0] ?? '';
          expect(appointmentNo).not.toBe('');
        });

        await journey(admin, `departments-close-${viewport.name}`, async () => {
          const { page } = admin;
          await page.getByLabel(/^First closed day/).fill(MONDAY);
          await page.getByLabel(/^Last closed day/).fill(MONDAY);
          await page.getByLabel(/^Reason/).fill('Doctor on leave');
          await page.getByRole('button', { name: 'Close these dates' }).click();
          const affected = page.getByRole('list', { name: 'Bookings that will be cancelled' });
          await affected.getByText(appointmentNo, { exact: false }).waitFor();
          await shot(page, `departments-affected-${viewport.name}`);
          expect(await screenProblems(page, viewport.width)).toEqual([]);
          await page.getByRole('button', { name: 'Close and cancel the bookings (1)' }).click();
          await page.getByText('The department is closed on those dates.').waitFor();
          await page
            .getByRole('list', { name: 'Coming closures' })
            .getByText('Doctor on leave')
            .waitFor();
          await shot(page, `departments-closed-${viewport.name}`);
        });

        await journey(patient, `departments-refunded-${viewport.name}`, async () => {
          const texts = await outbox(PATIENT.mobile);
          expect(
            texts.some((t) => t.includes(appointmentNo) && t.includes('department is closed')),
          ).toBe(true);
          // The wallet ledger's newest credit is this booking's refund.
          await patient.page.goto(`${e2e.server.baseUrl}/my-wallet`);
          await patient.page.getByText(appointmentNo, { exact: false }).first().waitFor();
          await shot(patient.page, `wallet-refund-${viewport.name}`);
        });
        expect(admin.unexpectedProblems()).toEqual([]);
        expect(patient.unexpectedProblems()).toEqual([]);
      } finally {
        await admin.close();
        await patient.close();
      }
    });
  },
);
