import type { FrameLocator, Page } from 'playwright-core';
import { VIEWPORTS, journey, openPage, screenshot, setUpJourneys } from './harness';

/**
 * Lab tests (issue 5): /lab-tests frames the demo lab partner the server serves by default. A visitor gets
 * it empty; the demo patient gets their name and mobile filled in. The demo books nothing.
 */

const e2e = setUpJourneys();

const FRAME_TITLE = 'Lab test booking with our lab partner';

/** The partner's page inside the frame, once its demo label has rendered. */
async function partner(page: Page): Promise<FrameLocator> {
  const frame = page.frameLocator(`iframe[title="${FRAME_TITLE}"]`);
  await frame.getByText('Demo lab partner — not a real booking').waitFor();
  return frame;
}

describe.each(VIEWPORTS)('lab tests on $name', (viewport) => {
  it('a visitor opens lab tests from the home page: the demo partner, nothing prefilled, a demo booking', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, `lab-tests-visitor-${viewport.name}`, async () => {
        await page.goto(`${e2e.server.baseUrl}/home`);
        await page.getByRole('link', { name: /on lab tests/ }).click();
        await page.waitForURL(`${e2e.server.baseUrl}/lab-tests`);
        await page.getByRole('heading', { level: 1, name: 'Lab Tests' }).waitFor();
        const newTab = page.getByRole('link', { name: 'Open in a new tab' });
        expect(await newTab.getAttribute('href')).toBe('/partner-demo/lab-tests');

        const frame = await partner(page);
        expect(await frame.getByLabel('Patient name').inputValue()).toBe('');
        expect(await frame.getByLabel('Mobile number').inputValue()).toBe('');
        await screenshot(page, `lab-tests-visitor-${viewport.name}`);

        await frame.getByRole('button', { name: 'Book (demo)' }).click();
        await frame.getByRole('alert').filter({ hasText: 'Choose at least one test.' }).waitFor();
        await frame.getByRole('checkbox', { name: /Complete Blood Count/ }).check();
        await frame.getByRole('checkbox', { name: /Vitamin D/ }).check();
        await frame.getByText('To pay: ₹798').waitFor();
        await frame.getByLabel('Patient name').fill('Asha Rao');
        await frame.getByLabel('Mobile number').fill('9123456789');
        await frame.getByLabel('PIN code').fill('411001');
        await frame.getByRole('button', { name: 'Book (demo)' }).click();
        const done = frame.getByRole('status');
        await done.waitFor();
        expect(await done.textContent()).toMatch(
          /^Demo only: nothing was booked and nothing left this page\. .*Complete Blood Count \(CBC\), Vitamin D \(25-OH\) for Asha Rao/,
        );
        await done.scrollIntoViewIfNeeded();
        await screenshot(page, `lab-tests-visitor-booked-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  });

  it('the pharmacy page’s Book Lab Test link opens lab tests', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, `lab-tests-from-pharmacy-${viewport.name}`, async () => {
        await page.goto(`${e2e.server.baseUrl}/pharmacy`);
        await page.getByRole('link', { name: 'Book Lab Test' }).click();
        await page.waitForURL(`${e2e.server.baseUrl}/lab-tests`);
        await partner(page);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  });

  it('the demo patient gets their name and mobile filled in the partner’s form', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, `lab-tests-patient-${viewport.name}`, async () => {
        await page.goto(`${e2e.server.baseUrl}/login`);
        await page.getByLabel(/Mobile Number/).fill('9876543210');
        await page.getByLabel(/^Password/).fill('MediBridge@Demo1');
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await page.waitForURL(`${e2e.server.baseUrl}/home`);
        await page.getByRole('link', { name: /on lab tests/ }).click();
        await page.waitForURL(`${e2e.server.baseUrl}/lab-tests`);
        await page.getByText(/filled in for you and shared with our lab partner/).waitFor();

        const frame = await partner(page);
        expect(await frame.getByLabel('Patient name').inputValue()).toBe('Priya Sharma');
        expect(await frame.getByLabel('Mobile number').inputValue()).toBe('9876543210');
        expect(await page.locator(`iframe[title="${FRAME_TITLE}"]`).getAttribute('src')).toBe(
          '/partner-demo/lab-tests?name=Priya+Sharma&mobile=9876543210',
        );
        await screenshot(page, `lab-tests-patient-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  });
});
