import type { Page } from 'playwright-core';
import { TPG_MESSAGES } from '@medibridge/contract';
import { screenProblems } from './axe';
import {
  DESKTOP,
  PHONE,
  VIEWPORTS,
  type StaffUser,
  journey,
  openPage,
  setUpJourneys,
} from './harness';
import { photographer, logIn as signIn, chooseRadio } from './session';
import { pdfText } from './pdfText';

/**
 * Every e-prescription within the Telemedicine Practice Guidelines 2020 (issue 33 §2,
 * docs/decisions/0067): the demo patient books an audio Consult Now for a 12-year-old, and step one asks for
 * the accompanying adult; the doctor tries to prescribe morphine (Schedule X) and is refused with the
 * reason, then prescribes paracetamol (list O), and the prescription shows the age, the sex and the adult.
 * Screens at 360×640 and 1280×800 with axe (e2e/artifacts/tpg).
 */

const PASSWORD = 'Tpg-Prescription@E2e-2026';
const DOCTOR: StaffUser = {
  mobile: '9000089003',
  name: 'Nalini Rao',
  password: PASSWORD,
  roles: ['doctor'],
  doctor: {
    department: 12,
    registration: 'DMC 2017/02/5521',
    qualifications: 'MBBS, DCH',
  },
};
const PATIENT = { mobile: '9876543210', password: 'MediBridge@Demo1' };

const e2e = setUpJourneys({ staff: [DOCTOR] });

const shot = photographer('tpg');

const logIn = (page: Page, mobile: string, password: string): Promise<void> =>
  signIn(page, e2e.server.baseUrl, mobile, password);

let apptNo = '';

describe('e-prescriptions within the Telemedicine Practice Guidelines 2020', () => {
  for (const viewport of VIEWPORTS)
    it(`step one asks for the accompanying adult of a patient under 18 (${viewport.name})`, async () => {
      const p = await openPage(e2e.browser, viewport);
      const { page } = p;
      try {
        await journey(p, `tpg-minor-${viewport.name}`, async () => {
          await logIn(page, PATIENT.mobile, PATIENT.password);
          await page.goto(`${e2e.server.baseUrl}/appointment/step-first`);
          await page.getByRole('heading', { level: 1, name: 'Make Appointment' }).waitFor();
          await page.getByLabel(/^Age/).selectOption('12');
          await page.getByLabel(/^Weight/).selectOption('38');
          await page.getByRole('radio', { name: 'Female' }).check({ force: true });
          await page.getByRole('button', { name: 'Confirm and Next' }).click();
          await page
            .getByText(
              'The patient is under 18: please enter the name of the adult who accompanies them.',
            )
            .first()
            .waitFor();
          expect(page.url()).toMatch(/\/appointment\/step-first$/);
          await page.getByLabel(/^Accompanying adult/).fill('Sunita Sharma');
          await page.getByLabel(/^Relationship to the patient/).fill('Mother');
          expect(await screenProblems(page, viewport.width)).toEqual([]);
          await shot(page, `step-first-minor-${viewport.name}`);
          if (viewport !== PHONE) return;
          // On the phone: book it, audio, Consult Now (department 12), paid on the sandbox.
          await page.getByRole('button', { name: 'Confirm and Next' }).click();
          await page.waitForURL(/\/appointment\/step-second$/);
          await page.getByLabel(/^Department/).selectOption('12');
          await page
            .getByLabel(/^Describe Your Symptoms\?/)
            .fill('Fever and body ache since yesterday.');
          await chooseRadio(page, 'Audio');
          await page.getByRole('button', { name: 'Next' }).click();
          await page.getByRole('button', { name: 'Pay Now' }).click();
          await page.waitForURL(/\/(sandbox-gateway\/|appointment\/success-response\/)/);
          if (page.url().includes('/sandbox-gateway/'))
            await page.getByRole('button', { name: /^Pay ₹/ }).click();
          await page.waitForURL(/\/appointment\/success-response\/APT-/);
          apptNo = /APT-[A-Z0-9]{8}/.exec(page.url())?.[0] ?? '';
        });
        expect(p.unexpectedProblems()).toEqual([]);
      } finally {
        await p.close();
      }
    }, 180_000);

  it('the doctor is refused morphine with the reason (phone)', async () => {
    expect(apptNo).toMatch(/^APT-/);
    const p = await openPage(e2e.browser, PHONE);
    const { page } = p;
    // The refusal is the server's 422, shown in the form.
    p.allow((problem) => /status of 422/.test(problem.text));
    try {
      await journey(p, 'tpg-refused', async () => {
        await logIn(page, DOCTOR.mobile, DOCTOR.password);
        await page.goto(`${e2e.server.baseUrl}/staff/desk`);
        const card = page.getByRole('article', { name: apptNo });
        await card.getByRole('button', { name: 'Write e-prescription' }).click();
        const form = card.getByRole('form', { name: `E-prescription for ${apptNo}` });
        await form.getByLabel(/^Diagnosis/).fill('Acute febrile illness');
        await form.getByRole('combobox', { name: /Medicine/ }).fill('morphine');
        await page
          .getByRole('option', { name: /Morphine.*TPG: prohibited.*Not allowed/ })
          .first()
          .click();
        await form.getByText(`Not allowed — TPG: prohibited: ${TPG_MESSAGES.prohibited}`).waitFor();
        await form.getByLabel('Strength').fill('10 mg');
        await form.getByLabel('Dose').fill('1 tablet');
        await form.getByLabel('Frequency').fill('twice a day');
        await form.getByLabel('Duration').fill('3 days');
        const refused = page.waitForResponse((r) => r.url().endsWith('/e-prescription'));
        await form.getByRole('button', { name: 'Issue e-prescription' }).click();
        expect((await refused).status()).toBe(422);
        await form
          .getByRole('alert')
          .filter({ hasText: TPG_MESSAGES.prohibited })
          .first()
          .waitFor();
        expect(await screenProblems(page, PHONE.width)).toEqual([]);
        await shot(page, 'refused-phone');
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  it('the doctor prescribes paracetamol (list O) and the prescription shows age, sex and the adult (desktop)', async () => {
    const p = await openPage(e2e.browser, DESKTOP);
    const { page } = p;
    try {
      await journey(p, 'tpg-allowed', async () => {
        await logIn(page, DOCTOR.mobile, DOCTOR.password);
        await page.goto(`${e2e.server.baseUrl}/staff/desk`);
        const card = page.getByRole('article', { name: apptNo });
        await card.getByRole('button', { name: 'Write e-prescription' }).click();
        const form = card.getByRole('form', { name: `E-prescription for ${apptNo}` });
        await form.getByLabel(/^Diagnosis/).fill('Acute febrile illness');
        await form.getByRole('combobox', { name: /Medicine/ }).fill('paracetamol 500');
        await page
          .getByRole('option', { name: /Tablet — Paracetamol 500 mg · TPG list O · Allowed/ })
          .first()
          .click();
        await form.getByText(/^Allowed — TPG list O/).waitFor();
        await form.getByLabel('Strength').fill('500 mg');
        await form.getByLabel('Dose').fill('1 tablet');
        await form.getByLabel('Frequency').fill('three times a day');
        await form.getByLabel('Duration').fill('3 days');
        await form.getByLabel('Advice').fill('Plenty of fluids; rest.');
        expect(await screenProblems(page, DESKTOP.width)).toEqual([]);
        await shot(page, 'allowed-desktop');
        const issued = page.waitForResponse((r) => r.url().endsWith('/e-prescription'));
        await form.getByRole('button', { name: 'Issue e-prescription' }).click();
        const answer = await issued;
        expect(answer.status()).toBe(200);
        const { data } = (await answer.json()) as { data: { url: string } };
        await page
          .getByText(`E-prescription issued for ${apptNo}; the consultation is completed.`)
          .waitFor();
        const file = await page.request.get(`${e2e.server.baseUrl}${data.url}`);
        expect(file.status()).toBe(200);
        const text = await pdfText(await file.body());
        for (const expected of [
          'Dr Nalini Rao, MBBS, DCH',
          'Registration no.: DMC 2017/02/5521',
          'Age: 12',
          'Sex: Female',
          'Accompanied by: Sunita Sharma (Mother)',
          'Acute febrile illness',
          '1 tablet, three times a day, for 3 days',
          'Plenty of fluids; rest.',
        ])
          expect([expected, text.includes(expected)]).toEqual([expected, true]);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);
});
