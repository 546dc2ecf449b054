import type { Page } from 'playwright-core';
import { screenProblems } from './axe';
import { VIEWPORTS, type StaffUser, journey, openPage, setUpJourneys } from './harness';
import { photographer, submitLogin } from './session';

/**
 * The operator's staff screen (issue 32 §1, docs/decisions/0056), at 360×640 and 1280×800: an admin adds a
 * doctor; the doctor opens the link texted to them (read from the demo SMS outbox), sets a password on the
 * welcome screen, logs in and reaches the doctor's desk; the admin disables them and their next call sends
 * them to the login, which then says the account is disabled. Screens are photographed to
 * e2e/artifacts/operator.
 */

const ADMIN: StaffUser = {
  mobile: '9000056001',
  name: 'Asha Operator',
  password: 'Operator@E2e-2026',
  roles: ['admin'],
};

const e2e = setUpJourneys({ staff: [ADMIN] });

const shot = photographer('operator');

const logIn = (page: Page, mobile: string, password: string): Promise<void> =>
  submitLogin(page, e2e.server.baseUrl, mobile, password);

/** The newest SMS the demo outbox holds for a mobile. */
async function newestSms(page: Page, mobile: string): Promise<string> {
  const response = await page.request.get(
    `${e2e.server.outboxUrl}/api/dev/sms-outbox?mobile=${mobile}`,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { text: string }[] };
  return body.data[0]?.text ?? '';
}

describe('an admin runs the staff from the console', () => {
  it.each(VIEWPORTS.map((v) => [v.name, v] as const))(
    'adds a doctor who sets a password from the SMS link and logs in; disabling logs them out (%s)',
    async (name, viewport) => {
      const doctorMobile = name === 'phone' ? '9000056101' : '9000056102';
      const doctorName = name === 'phone' ? 'Dr Meera Phone' : 'Dr Meera Desktop';
      const admin = await openPage(e2e.browser, viewport);
      const doctor = await openPage(e2e.browser, viewport);
      try {
        await journey(admin, `operator-add-${name}`, async () => {
          const { page } = admin;
          await logIn(page, ADMIN.mobile, ADMIN.password);
          await page.waitForURL((url) => !url.pathname.startsWith('/login'));
          await page.goto(`${e2e.server.baseUrl}/staff`);
          await page.getByRole('link', { name: /Staff and roles/ }).click();
          await page.getByRole('heading', { level: 1, name: 'Staff and roles' }).waitFor();
          await page.getByRole('list', { name: 'Staff members' }).waitFor();
          expect(await screenProblems(page, viewport.width)).toEqual([]);
          await shot(page, `team-${name}`);

          await page.getByRole('button', { name: 'Add a staff member' }).click();
          const form = page.getByRole('form', { name: 'Add a staff member' });
          await form.getByLabel(/Mobile number/).fill(doctorMobile);
          await form.getByLabel(/^Name/).fill(doctorName);
          await form.getByRole('checkbox', { name: 'Doctor' }).check();
          const department = form.getByLabel(/Department/);
          await department.locator('option:nth-child(2)').waitFor({ state: 'attached' });
          await department.selectOption({ index: 1 });
          await form.getByLabel(/Registration number/).fill('KMC 2011/07/0042');
          await form.getByLabel(/Qualifications/).fill('MBBS, MD (Dermatology)');
          expect(await screenProblems(page, viewport.width)).toEqual([]);
          await shot(page, `team-add-${name}`);
          await form.getByRole('button', { name: 'Add and text the link' }).click();
          await page.getByText(/A link to set their password has been texted/).waitFor();
          const row = page.getByRole('listitem').filter({ hasText: doctorName });
          await row.getByText('Waiting for their password').waitFor();
          await shot(page, `team-added-${name}`);
        });

        await journey(doctor, `operator-doctor-${name}`, async () => {
          const { page } = doctor;
          const text = await newestSms(page, doctorMobile);
          expect(text).toContain('you have been added to the MediBridge staff');
          const shortPath = /\/s\/[A-Za-z0-9]+/.exec(text)?.[0];
          expect(shortPath).toBeDefined();
          await page.goto(`${e2e.server.baseUrl}${String(shortPath)}`);
          await page.getByRole('heading', { name: 'Welcome to the MediBridge staff' }).waitFor();
          await shot(page, `welcome-${name}`);
          await page.getByLabel(/^New Password/).fill('Skin-Doctor-2026');
          await page.getByLabel(/^Confirm Password/).fill('Skin-Doctor-2026');
          await page.getByRole('button', { name: 'Save My Password' }).click();
          await page.waitForURL((url) => url.pathname === '/login');
          await page.getByText('Your password is set.', { exact: false }).waitFor();
          await logIn(page, doctorMobile, 'Skin-Doctor-2026');
          await page.waitForURL((url) => !url.pathname.startsWith('/login'));
          await page.goto(`${e2e.server.baseUrl}/staff/desk`);
          await page.getByRole('heading', { level: 1, name: 'Doctor’s desk' }).waitFor();
          await shot(page, `doctor-desk-${name}`);
        });

        await journey(admin, `operator-disable-${name}`, async () => {
          const { page } = admin;
          await page.reload();
          const row = page.getByRole('listitem').filter({ hasText: doctorName });
          await row.getByRole('button', { name: 'Disable' }).click();
          await row.getByText(/They are logged out at once/).waitFor();
          await shot(page, `team-confirm-disable-${name}`);
          await row.getByRole('button', { name: 'Yes, disable' }).click();
          await page.getByText(/Disabled: they have been logged out everywhere/).waitFor();
          await row.getByRole('button', { name: 'Enable' }).waitFor();
          expect(await screenProblems(page, viewport.width)).toEqual([]);
          await shot(page, `team-disabled-${name}`);
        });

        await journey(doctor, `operator-logged-out-${name}`, async () => {
          const { page } = doctor;
          // The revoked session's next call (the desk asks who they are) ends it and sends them to log in.
          doctor.allow((p) => p.text.includes('401'));
          await page.reload();
          await page.waitForURL((url) => url.pathname === '/login');
          await logIn(page, doctorMobile, 'Skin-Doctor-2026');
          await page.getByText('This staff account has been disabled').waitFor();
          expect(page.url()).toContain('/login');
          await shot(page, `doctor-refused-${name}`);
        });
        doctor.allow((p) => p.text.includes('403'));
        expect(admin.unexpectedProblems()).toEqual([]);
        expect(doctor.unexpectedProblems()).toEqual([]);
      } finally {
        await admin.close();
        await doctor.close();
      }
    },
    240_000,
  );
});
