import type { Page } from 'playwright-core';
import { firstDataUrls } from '@medibridge/contract';
import { PHONE, VIEWPORTS, journey, openPage, screenshot, setUpJourneys } from './harness';

const e2e = setUpJourneys();

interface City {
  cityRowId: number;
  cityName: string;
}
interface ActivePackage {
  id: number;
  name: string;
}

/** A hospital city where the first 'knee' package is offered by at least two hospitals (from the real API). */
async function findCityWithKneeHospitals(): Promise<{
  city: City;
  pkg: ActivePackage;
  hospitals: number;
}> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${e2e.server.baseUrl}/api/${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const { data: cities } = await get<{ data: City[] }>('get-hospital-cities');
  const { data: packages } = await get<{ data: ActivePackage[] }>('search-active-packages/knee');
  expect(packages.length).toBeGreaterThan(0);
  for (const pkg of packages) {
    for (const city of cities) {
      const rows = await get<unknown[]>(`search-hospital-packages/${city.cityRowId}/${pkg.id}`);
      if (rows.length >= 2) return { city, pkg, hospitals: rows.length };
    }
  }
  throw new Error('No city offers a knee package at two hospitals');
}

async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  const contentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(contentWidth).toBeLessThanOrEqual(width);
}

/** These buttons of the page's main area show their label on one line (a label broken in two reads badly). */
async function noWrappedLabels(page: Page, labels: string[]): Promise<void> {
  const wrapped = await page.evaluate(
    (names) =>
      [...document.querySelectorAll('main button, main a')]
        .filter((button) => names.includes(button.textContent?.trim() ?? ''))
        .filter((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          return tops.size > 1;
        })
        .map((button) => button.textContent?.trim()),
    labels,
  );
  expect(wrapped).toEqual([]);
}

describe.each(VIEWPORTS)('catalogue journey as a visitor at $width×$height', (viewport) => {
  it("searches 'knee' in a city from /home, compares two hospitals, opens one, reads Locations and asks for a quote", async () => {
    const { city, pkg } = await findCityWithKneeHospitals();
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, 'catalogue', async () => {
        await page.goto(`${e2e.server.baseUrl}/home`);
        await page.getByRole('heading', { name: 'Our Services' }).waitFor();
        await noSidewaysScroll(page, viewport.width);
        await noWrappedLabels(page, ['Book Free Appointment', 'Call us', 'Search']);
        await screenshot(page, `catalogue-home-${viewport.name}`);

        const search = page.getByRole('button', { name: 'Search', exact: true });
        expect(await search.isDisabled()).toBe(true);
        await page.getByRole('combobox', { name: 'City' }).fill(city.cityName.slice(0, 3));
        await page.getByRole('option', { name: city.cityName, exact: true }).click();
        await page
          .getByRole('combobox', { name: 'Treatment or package' })
          .pressSequentially('knee', { delay: 40 });
        await page.getByRole('option', { name: pkg.name, exact: true }).click();
        await screenshot(page, `catalogue-home-chosen-${viewport.name}`);
        await search.click();

        await page.waitForURL(`**/search-package-results/${city.cityRowId}/${pkg.id}`);
        const rows = page.getByRole('article');
        await rows.first().waitFor();
        await noSidewaysScroll(page, viewport.width);
        await screenshot(page, `catalogue-results-${viewport.name}`);

        const names = (
          await page.getByRole('list', { name: 'Hospitals' }).getByRole('heading').allTextContents()
        ).slice(0, 2);
        for (const name of names)
          await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
        await page.getByRole('button', { name: 'Compare 2' }).click();
        const compare = page.getByRole('dialog', { name: 'Compare hospitals' });
        await compare.waitFor();
        expect(await compare.getByRole('columnheader').allTextContents()).toEqual(names);
        expect(await compare.getByRole('rowheader', { name: 'Inclusions' }).count()).toBe(1);
        // The row labels keep a narrow column, so a phone shows a whole hospital beside them.
        const labelWidth = await compare
          .getByRole('rowheader', { name: 'Inclusions' })
          .evaluate((el) => el.getBoundingClientRect().width);
        expect(labelWidth).toBeLessThanOrEqual(124);
        await screenshot(page, `catalogue-compare-${viewport.name}`);
        await compare.getByRole('button', { name: 'Close' }).click();

        await page.getByRole('link', { name: `View Details of ${names[0]}` }).click();
        await page.waitForURL(/-package-detail\//);
        await page.getByRole('heading', { level: 1, name: names[0] }).waitFor();
        await noSidewaysScroll(page, viewport.width);
        await noWrappedLabels(page, ['Get Quote', 'Call us']);
        await screenshot(page, `catalogue-vendor-package-${viewport.name}`);

        await page.getByRole('tab', { name: 'Locations' }).click();
        const locations = page.getByRole('tabpanel', { name: 'Locations' });
        await locations.getByText(/PIN code \d{6}/).waitFor();
        await screenshot(page, `catalogue-locations-${viewport.name}`);

        await page.getByRole('button', { name: 'Get Quote' }).click();
        // The quote modal (SPEC: 'Book Your FREE Consultation Now'): the enquiries form, naming the hospital
        // and starting from the package; name and mobile are the person's, the city is picked from the list.
        const quote = page.getByRole('dialog', { name: 'Book Your FREE Consultation Now' });
        await quote.getByRole('button', { name: 'Get My Free Quote' }).waitFor();
        expect(await quote.textContent()).toContain(names[0]);
        await screenshot(page, `catalogue-quote-${viewport.name}`);
        await quote.getByRole('textbox', { name: /Patient name/ }).fill('Ravi Kumar');
        await quote.getByRole('textbox', { name: /Mobile/ }).fill('9123456780');
        const quoteCity = quote.getByRole('combobox', { name: /City/ });
        if ((await quoteCity.inputValue()) === '') {
          await quoteCity.fill('a');
          await quote.getByRole('option').first().click();
        }
        await quote.getByRole('button', { name: 'Get My Free Quote' }).click();
        await quote
          .getByText(
            'Your request has been registered successfully. One of our agent will get in touch soon. Thank You!',
          )
          .waitFor();
        await screenshot(page, `catalogue-quote-sent-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  it('browses treatment packages, a package detail, a group and a hospital profile', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, 'catalogue-browse', async () => {
        await page.goto(`${e2e.server.baseUrl}/treatment-package`);
        await page.getByRole('heading', { level: 1, name: 'Treatment Packages' }).waitFor();
        await page.getByRole('article').first().waitFor();
        await noSidewaysScroll(page, viewport.width);
        await screenshot(page, `catalogue-treatment-packages-${viewport.name}`);

        // The full list already shows Angioplasty: wait for the search's own answer and its render, or the
        // click can land on a card that the search results are replacing.
        const searched = page.waitForResponse(
          (r) => r.url().includes('/angioplsty') && r.request().method() === 'GET' && r.ok(),
        );
        await page.getByRole('searchbox', { name: 'Search package By Name' }).fill('angioplsty');
        await searched;
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
        );
        await page
          .getByRole('article', { name: /Angioplasty/ })
          .first()
          .waitFor();

        await page
          .getByRole('link', { name: /^View Details of .*Angioplasty/ })
          .first()
          .click();
        await page.waitForURL(/\/package-details\//);
        await page.getByRole('heading', { name: 'What the package includes' }).waitFor();
        await noSidewaysScroll(page, viewport.width);
        await screenshot(page, `catalogue-package-details-${viewport.name}`);

        await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(1).click();
        await page.waitForURL(/\/group-treatment-package\//);
        await page.getByRole('article').first().waitFor();
        await screenshot(page, `catalogue-group-${viewport.name}`);

        const { city, pkg } = await findCityWithKneeHospitals();
        const rows = (await (
          await fetch(
            `${e2e.server.baseUrl}/api/search-hospital-packages/${city.cityRowId}/${pkg.id}`,
          )
        ).json()) as { role_name: string; shop_slug: string; shop_name: string }[];
        const vendor = rows[0]!;
        await page.goto(`${e2e.server.baseUrl}/${vendor.role_name}-detail/${vendor.shop_slug}`);
        await page.getByRole('heading', { level: 1, name: vendor.shop_name }).waitFor();
        await noSidewaysScroll(page, viewport.width);
        await screenshot(page, `catalogue-vendor-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);
});

describe('first data of the treatment package list (decision 0038)', () => {
  it.each(['/treatment-package', '/treatment-package/1'])(
    '%s: the page takes the answers its HTML preloaded, each call made once',
    async (path) => {
      const p = await openPage(e2e.browser, PHONE);
      const { page } = p;
      const unusedPreloads: string[] = [];
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) unusedPreloads.push(message.text());
      });
      try {
        await journey(p, 'catalogue-first-data', async () => {
          await page.goto(`${e2e.server.baseUrl}${path}`);
          await page.getByRole('heading', { level: 1, name: 'Treatment Packages' }).waitFor();
          await page.getByRole('article').first().waitFor();
          const urls = firstDataUrls(path);
          expect(urls.length).toBeGreaterThan(0);
          const counts = await page.evaluate(
            (names) =>
              names.map(
                (name) =>
                  performance
                    .getEntriesByType('resource')
                    .filter((entry) => new URL(entry.name).pathname === name).length,
              ),
            urls,
          );
          // A preload the page's call did not take shows as a second download of the same URL.
          expect(Object.fromEntries(urls.map((url, i) => [url, counts[i]]))).toEqual(
            Object.fromEntries(urls.map((url) => [url, 1])),
          );
          expect(unusedPreloads).toEqual([]);
          expect(p.unexpectedProblems()).toEqual([]);
        });
      } finally {
        await p.close();
      }
    },
    60_000,
  );
});
