import type { Browser } from 'playwright-core';
import {
  VIEWPORTS,
  ensureBuilt,
  journey,
  launchBrowser,
  openPage,
  screenshot,
  startServer,
  type RunningServer,
} from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ensureBuilt();
  server = await startServer();
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SUCCESS =
  'Your request has been registered successfully. One of our agent will get in touch soon. Thank You!';

describe.each(VIEWPORTS)('enquiry modals on $name', (viewport) => {
  it('a visitor books a free consultation from the home page and sees the success message', async () => {
    const p = await openPage(browser, viewport);
    const { page } = p;
    try {
      await journey(p, `enquiry-consultation-${viewport.name}`, async () => {
        await page.goto(`${server.baseUrl}/home`);
        await page.getByRole('button', { name: 'Book Free Appointment' }).click();
        const dialog = page.getByRole('dialog', { name: 'Book FREE Consultation Now' });
        await dialog.getByRole('button', { name: 'Book Free Consultation' }).waitFor();
        await screenshot(page, `enquiry-consultation-${viewport.name}`);

        await dialog.getByRole('button', { name: 'Book Free Consultation' }).click();
        await dialog.getByRole('alert').filter({ hasText: 'All field is required' }).waitFor();
        await screenshot(page, `enquiry-consultation-required-${viewport.name}`);

        await dialog.getByRole('textbox', { name: /Patient name/ }).fill('Asha Rao');
        await dialog.getByRole('textbox', { name: /Mobile/ }).fill('9876543210');
        const city = dialog.getByRole('combobox', { name: /City/ });
        await city.fill('a');
        await dialog.getByRole('option').first().click();
        await dialog.getByRole('combobox', { name: /Procedure/ }).pressSequentially('knee');
        await dialog.getByRole('option').first().click();
        await dialog.getByRole('button', { name: 'Book Free Consultation' }).click();
        await dialog.getByText(SUCCESS).waitFor();
        expect(await dialog.getByRole('textbox', { name: /Patient name/ }).inputValue()).toBe('');
        await screenshot(page, `enquiry-consultation-sent-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);
  it('a visitor requests an ICU ambulance on its page and through the quick ambulance modal', async () => {
    const p = await openPage(browser, viewport);
    const { page } = p;
    try {
      await journey(p, `enquiry-ambulance-${viewport.name}`, async () => {
        await page.goto(`${server.baseUrl}/ambulance-with-icu`);
        await page.getByRole('heading', { level: 1, name: 'Ambulance with ICU' }).waitFor();
        await screenshot(page, `enquiry-ambulance-page-${viewport.name}`);
        const form = page.getByRole('form', { name: 'Enquiry form' });
        await form.getByRole('textbox', { name: /First name/ }).fill('Meera');
        await form.getByRole('textbox', { name: /Mobile/ }).fill('9000000001');
        await form.getByRole('textbox', { name: /Email/ }).fill('meera@example.in');
        await form.getByRole('radio', { name: 'Female' }).check();
        await form.getByRole('textbox', { name: /Pick-up/ }).fill('From Ruby Hall to KEM Hospital, on oxygen');
        await form.getByRole('button', { name: 'Request Ambulance' }).click();
        await form.getByText(SUCCESS).waitFor();
        await screenshot(page, `enquiry-ambulance-page-sent-${viewport.name}`);

        await page.getByRole('button', { name: 'Quick ambulance request' }).click();
        const dialog = page.getByRole('dialog', { name: 'Book an Ambulance' });
        await dialog.getByRole('button', { name: 'Request Ambulance' }).waitFor();
        await screenshot(page, `enquiry-ambulance-modal-${viewport.name}`);
        await dialog.getByRole('textbox', { name: /Patient name/ }).fill('Meera');
        await dialog.getByRole('textbox', { name: /Mobile/ }).fill('9000000001');
        await dialog.getByRole('combobox', { name: /City/ }).fill('a');
        await dialog.getByRole('option').first().click();
        await dialog.getByRole('combobox', { name: /Ambulance type/ }).selectOption('6');
        await dialog.getByRole('button', { name: 'Request Ambulance' }).click();
        await dialog.getByText(SUCCESS).waitFor();
        await screenshot(page, `enquiry-ambulance-modal-sent-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  it('a visitor asks for a nurse at home and opens the quick home-care modal', async () => {
    const p = await openPage(browser, viewport);
    const { page } = p;
    try {
      await journey(p, `enquiry-home-care-${viewport.name}`, async () => {
        await page.goto(`${server.baseUrl}/nurse-at-home`);
        await page.getByRole('heading', { level: 1, name: 'Nurse at Home' }).waitFor();
        await screenshot(page, `enquiry-home-page-${viewport.name}`);
        const form = page.getByRole('form', { name: 'Enquiry form' });
        await form.getByRole('textbox', { name: /First name/ }).fill('Ravi');
        await form.getByRole('textbox', { name: /Mobile/ }).fill('9000000002');
        await form.getByRole('textbox', { name: /Email/ }).fill('ravi@example.in');
        await form.getByRole('button', { name: 'Request a Call Back' }).click();
        await form.getByText(SUCCESS).waitFor();

        await page.getByRole('button', { name: 'Quick home-care request' }).click();
        const dialog = page.getByRole('dialog', { name: 'Book Home Care' });
        await dialog.getByRole('button', { name: 'Request Home Care' }).waitFor();
        await screenshot(page, `enquiry-home-care-modal-${viewport.name}`);
        await dialog.getByRole('textbox', { name: /Patient name/ }).fill('Ravi');
        await dialog.getByRole('textbox', { name: /Mobile/ }).fill('9000000002');
        await dialog.getByRole('combobox', { name: /City/ }).fill('a');
        await dialog.getByRole('option').first().click();
        await dialog.getByRole('combobox', { name: /Home care service/ }).selectOption('12');
        await dialog.getByRole('button', { name: 'Request Home Care' }).click();
        await dialog.getByText(SUCCESS).waitFor();
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);
  it('dentistry, transition care, international, contact and hospitalization pages render and take an enquiry', async () => {
    const p = await openPage(browser, viewport);
    const { page } = p;
    try {
      await journey(p, `enquiry-pages-${viewport.name}`, async () => {
        const pages = [
          ['/dentistry', 'Dentistry', 'Request a Call Back'],
          ['/transition-care-center', 'Transition Care Centre', 'Request a Call Back'],
          ['/international-patient', 'International Patients', 'Get My Treatment Plan'],
          ['/contact-us', 'Contact Us', 'Send Message'],
          ['/hospitalization', 'Hospitalization Assistance', 'Request Assistance'],
        ] as const;
        for (const [path, title, submit] of pages) {
          await page.goto(`${server.baseUrl}${path}`);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await screenshot(page, `enquiry-page${path.replace(/\//g, '-')}-${viewport.name}`);
          const form = page.getByRole('form', { name: 'Enquiry form' });
          await form.getByRole('textbox', { name: /First name/ }).fill('Asha');
          await form.getByRole('textbox', { name: /Mobile/ }).fill('9876500011');
          await form.getByRole('textbox', { name: /Email/ }).fill('asha@example.in');
          await form.getByRole('button', { name: submit }).click();
          await form.getByText(SUCCESS).waitFor();
        }
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);
});
