import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT, VIEWPORTS, journey, openPage, screenshot, setUpJourneys } from './harness';

/** The built chunk of a source module, from the build manifest (chunk file names are hashes: ADR 0024). */
function chunkOf(sourceFile: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string }>;
  const entry = Object.values(manifest).find((chunk) => chunk.src?.endsWith(`/${sourceFile}`));
  if (!entry) throw new Error(`No chunk for ${sourceFile} in the build manifest`);
  return entry.file;
}

/**
 * Layout of the enquiry pages on a 360 px phone and a desktop: nothing wider than the screen, SPEC's mobile
 * placeholder shown whole, the card grids set off from the text above them, and the home quick requests
 * opening their modals.
 */

const e2e = setUpJourneys();

const PAGES = [
  '/dentistry',
  '/transition-care-center',
  '/doctors-at-home',
  '/nurse-at-home',
  '/physiotherapist-at-home',
  '/icuSetup-at-home',
  '/air-ambulance',
  '/ambulance-with-icu',
  '/ambulance-with-doctor',
  '/ambulance-with-nurse',
  '/ambulance-for-deadBody',
  '/international-patient',
  '/contact-us',
  '/hospitalization',
];

/** How much of the mobile field's placeholder does not fit its box, in px (0 when it is shown whole). */
function placeholderOverflow(page: Page): Promise<number> {
  return page
    .getByRole('form', { name: 'Enquiry form' })
    .locator('input[type="tel"]')
    .evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input, '::placeholder');
      const box = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const spacing = Number.parseFloat(style.letterSpacing) || 0;
      const text =
        context.measureText(input.placeholder).width + spacing * input.placeholder.length;
      const room =
        input.clientWidth -
        Number.parseFloat(box.paddingLeft) -
        Number.parseFloat(box.paddingRight);
      return Math.max(0, Math.ceil(text - room));
    });
}

describe.each(VIEWPORTS)('enquiry page layout on $name', (viewport) => {
  it('every enquiry page fits the screen and shows the whole mobile placeholder', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      for (const path of PAGES) {
        await journey(p, `enquiry-layout${path.replace(/\//g, '-')}-${viewport.name}`, async () => {
          await page.goto(`${e2e.server.baseUrl}${path}`);
          await page.getByRole('form', { name: 'Enquiry form' }).waitFor();
          const widths = await page.evaluate(() => [
            document.documentElement.scrollWidth,
            document.documentElement.clientWidth,
          ]);
          expect([path, widths[0]]).toEqual([path, widths[1]]);
          expect([path, await placeholderOverflow(page)]).toEqual([path, 0]);
        });
      }
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 180_000);

  it('the dentistry treatments and transition-care features stand apart from the lead text', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      for (const [path, cards] of [
        ['/dentistry', 'Dentistry services'],
        ['/transition-care-center', 'Transition Care Centre services'],
      ] as const) {
        await journey(p, `enquiry-cards${path.replace(/\//g, '-')}-${viewport.name}`, async () => {
          await page.goto(`${e2e.server.baseUrl}${path}`);
          const list = page.getByRole('list', { name: cards });
          await list.waitFor();
          expect(await list.getByRole('listitem').count()).toBe(path === '/dentistry' ? 8 : 6);
          const gap = await list.evaluate((ul) => {
            const lead = ul.previousElementSibling;
            if (!lead) return -1;
            return ul.getBoundingClientRect().top - lead.getBoundingClientRect().bottom;
          });
          expect(gap).toBeGreaterThanOrEqual(16);
        });
      }
    } finally {
      await p.close();
    }
  }, 120_000);

  it('the service text paints before the form, whose skeleton holds about the form’s height', async () => {
    for (const path of [
      '/dentistry',
      '/nurse-at-home',
      '/ambulance-with-icu',
      '/international-patient',
    ]) {
      const p = await openPage(e2e.browser, viewport);
      const { page } = p;
      try {
        await journey(
          p,
          `enquiry-form-skeleton${path.replace(/\//g, '-')}-${viewport.name}`,
          async () => {
            // Hold the form's chunk (formik and the fields) until the page has been looked at without it.
            let release = (): void => undefined;
            const held = new Promise<void>((resolve) => (release = resolve));
            await page.route(
              `${e2e.server.baseUrl}/${chunkOf('PageEnquiryForm.tsx')}`,
              async (route) => {
                await held;
                await route.continue();
              },
            );
            await page.goto(`${e2e.server.baseUrl}${path}`);
            await page.getByRole('heading', { level: 1 }).waitFor();
            const skeleton = page.getByTestId('enquiry-form-skeleton');
            await skeleton.waitFor();
            const waiting = await skeleton.evaluate((el) => el.getBoundingClientRect().height);
            if (path === '/dentistry')
              await screenshot(page, `enquiry-form-skeleton-dentistry-${viewport.name}`);
            release();
            const form = page.getByRole('form', { name: 'Enquiry form' });
            await form.waitFor();
            await skeleton.waitFor({ state: 'detached' });
            const arrived = await form.evaluate((el) => el.getBoundingClientRect().height);
            // Nothing below the card jumps by more than a line when the form replaces its skeleton.
            expect(arrived).toBeGreaterThanOrEqual(waiting - 24);
            expect(arrived).toBeLessThanOrEqual(waiting + 24);
          },
        );
        expect(p.unexpectedProblems()).toEqual([]);
      } finally {
        await p.close();
      }
    }
  }, 180_000);

  it('the services menu’s last item, Pharmacy, can be tapped and opens the pharmacy', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, `menu-pharmacy-${viewport.name}`, async () => {
        await page.goto(`${e2e.server.baseUrl}/contact-us`);
        await page.getByRole('button', { name: /Open services menu/ }).click();
        // A click fails when something (the phone's bottom bar) covers the item.
        await page
          .getByRole('navigation')
          .getByRole('link', { name: 'Pharmacy', exact: true })
          .last()
          .click({ timeout: 5000 });
        await page.waitForURL(`${e2e.server.baseUrl}/pharmacy`);
        await page.getByRole('heading', { level: 1, name: 'Pharmacy' }).waitFor();
        await screenshot(page, `menu-pharmacy-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  it('the home quick requests open the ambulance and home-care modals', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, `home-quick-requests-${viewport.name}`, async () => {
        await page.goto(`${e2e.server.baseUrl}/home`);
        const quick = page.getByRole('group', { name: 'Quick requests' });
        await quick.getByRole('button', { name: /^Book an ambulance/ }).click();
        const ambulance = page.getByRole('dialog', { name: 'Book an Ambulance' });
        const type = ambulance.getByRole('combobox', { name: /Ambulance type/ });
        await type.waitFor();
        expect(
          await type
            .locator('option')
            .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
        ).toEqual(['', '5', '6', '7', '8', '9']);
        await screenshot(page, `home-quick-ambulance-${viewport.name}`);
        await page.keyboard.press('Escape');
        await ambulance.waitFor({ state: 'detached' });
        await quick.getByRole('button', { name: /^Care at home/ }).click();
        const homeCare = page.getByRole('dialog', { name: 'Book Home Care' });
        const service = homeCare.getByRole('combobox', { name: /Home care service/ });
        await service.waitFor();
        expect(
          await service
            .locator('option')
            .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
        ).toEqual(['', '11', '12', '13', '14']);
        await screenshot(page, `home-quick-home-care-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);
});
