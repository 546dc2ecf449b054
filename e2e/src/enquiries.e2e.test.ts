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
});
