import type { Page } from 'playwright-core';
import { screenProblems } from './axe';
import {
  DESKTOP,
  PHONE,
  type StaffUser,
  type Viewport,
  journey,
  openPage,
  setUpJourneys,
} from './harness';
import { photographer, logIn as signIn } from './session';

/**
 * Grievances (issue 33 §1, docs/decisions/0066), at 360×640: the demo patient files a grievance from
 * /privacy, sees its GRV reference and the answer date; the demo SMS outbox holds the acknowledgement; a
 * coordinator opens it in /staff/grievances and answers; the patient reads the answer on /grievances. Each
 * new screen is photographed at 360×640 and 1280×800 (e2e/artifacts/grievances) and checked with axe.
 */

const COORDINATOR: StaffUser = {
  mobile: '9000089101',
  name: 'Gita Coordinator',
  password: 'Grievance-Coord@E2e-2026',
  roles: ['coordinator'],
};
const PATIENT = { mobile: '9876543210', password: 'MediBridge@Demo1' };
const ANSWER = 'We found the second charge and refunded it to your card today.';

const e2e = setUpJourneys({ staff: [COORDINATOR] });

const shot = photographer('grievances');

const logIn = (page: Page, mobile: string, password: string): Promise<void> =>
  signIn(page, e2e.server.baseUrl, mobile, password);

let reference = '';

describe('a grievance', () => {
  it('the patient files one, the outbox holds its acknowledgement, a coordinator answers, the patient reads it', async () => {
    const p = await openPage(e2e.browser, PHONE);
    const { page } = p;
    try {
      await journey(p, 'grievance', async () => {
        await logIn(page, PATIENT.mobile, PATIENT.password);
        await page.goto(`${e2e.server.baseUrl}/privacy`);
        await page.getByRole('link', { name: 'Complain to our grievance officer' }).click();
        await page.waitForURL(/\/grievances$/);
        await page.getByRole('heading', { level: 1, name: 'My grievances' }).waitFor();
        await page.getByText('You have not filed a grievance.').waitFor();
        await page.getByRole('link', { name: 'File a grievance' }).click();
        await page.waitForURL(/\/grievances\/new$/);
        await page.getByRole('heading', { level: 1, name: 'File a grievance' }).waitFor();
        await shot(page, 'grievance-new-360');
        expect(await screenProblems(page, PHONE.width)).toEqual([]);

        await page.getByLabel(/What is it about/).selectOption('payment');
        await page
          .getByLabel(/What went wrong/)
          .fill('I was charged twice for my consultation and no refund came.');
        await page.getByRole('button', { name: 'Send my grievance' }).click();
        await page.getByRole('heading', { level: 1, name: 'Your grievance is filed' }).waitFor();
        reference = (await page.getByTestId('grievance-reference').textContent()) ?? '';
        expect(reference).toMatch(/^GRV-\d{4}-\d{6}$/);
        await page.getByText(/Our grievance officer will answer by/).waitFor();
        await shot(page, 'grievance-filed-360');
        expect(await screenProblems(page, PHONE.width)).toEqual([]);

        // The demo server's SMS outbox (what the patient's phone would receive).
        const outbox = await page.request.get(
          `${e2e.server.outboxUrl}/api/dev/sms-outbox?mobile=${PATIENT.mobile}`,
        );
        const texts = ((await outbox.json()) as { data: { text: string }[] }).data.map(
          (m) => m.text,
        );
        expect(texts.some((t) => t.includes(`grievance ${reference}`))).toBe(true);

        await page.getByRole('link', { name: 'My grievances' }).click();
        await page.getByText(reference).waitFor();
        await page.getByText('Open', { exact: true }).waitFor();
        await shot(page, 'grievances-open-360');
        expect(await screenProblems(page, PHONE.width)).toEqual([]);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }

    const staff = await openPage(e2e.browser, PHONE);
    try {
      await journey(staff, 'grievance-inbox', async () => {
        const { page } = staff;
        await logIn(page, COORDINATOR.mobile, COORDINATOR.password);
        await page.goto(`${e2e.server.baseUrl}/staff/grievances`);
        await page.getByRole('heading', { level: 1, name: 'Grievances' }).waitFor();
        const list = page.getByRole('list', { name: 'Grievances' });
        await list.getByRole('button', { name: `Open ${reference}` }).waitFor();
        await shot(page, 'staff-grievances-360');
        expect(await screenProblems(page, PHONE.width)).toEqual([]);
        await page.getByRole('button', { name: `Open ${reference}` }).click();
        await page
          .getByText('I was charged twice for my consultation and no refund came.')
          .waitFor();
        await page.getByLabel('Your answer to the patient').fill(ANSWER);
        await page.getByRole('button', { name: 'Send the answer' }).click();
        await page.getByText('The answer has been saved and texted to the patient.').waitFor();
        await page.getByRole('button', { name: 'Close the grievance' }).waitFor();
        await shot(page, 'staff-grievance-answered-360');
        expect(await screenProblems(page, PHONE.width)).toEqual([]);
      });
      expect(staff.unexpectedProblems()).toEqual([]);
    } finally {
      await staff.close();
    }

    const again = await openPage(e2e.browser, PHONE);
    try {
      await journey(again, 'grievance-answered', async () => {
        const { page } = again;
        await logIn(page, PATIENT.mobile, PATIENT.password);
        await page.goto(`${e2e.server.baseUrl}/grievances`);
        await page.getByText(ANSWER).waitFor();
        await page.getByText('Answered', { exact: true }).waitFor();
        await shot(page, 'grievances-answered-360');
        expect(await screenProblems(page, PHONE.width)).toEqual([]);
      });
      expect(again.unexpectedProblems()).toEqual([]);
    } finally {
      await again.close();
    }
  }, 400_000);

  it('each grievance screen at 1280×800', async () => {
    const shots: [Viewport, string, string, string][] = [
      [DESKTOP, PATIENT.mobile, PATIENT.password, '/grievances'],
      [DESKTOP, PATIENT.mobile, PATIENT.password, '/grievances/new'],
      [DESKTOP, COORDINATOR.mobile, COORDINATOR.password, '/staff/grievances'],
    ];
    for (const [viewport, mobile, password, url] of shots) {
      const p = await openPage(e2e.browser, viewport);
      try {
        await logIn(p.page, mobile, password);
        await p.page.goto(`${e2e.server.baseUrl}${url}`);
        await p.page.getByRole('heading', { level: 1 }).first().waitFor();
        await p.page.waitForLoadState('networkidle');
        await shot(p.page, `${url.replaceAll('/', '-').slice(1)}-1280`);
        expect(await screenProblems(p.page, viewport.width)).toEqual([]);
        expect(p.unexpectedProblems()).toEqual([]);
      } finally {
        await p.close();
      }
    }
  }, 300_000);
});
