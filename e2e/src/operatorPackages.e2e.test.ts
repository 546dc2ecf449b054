import type { Page } from 'playwright-core';
import { screenProblems } from './axe';
import { PHONE, VIEWPORTS, type StaffUser, journey, openPage, setUpJourneys } from './harness';
import { photographer, logIn as signIn } from './session';

/**
 * The operator's treatment packages (issue 32 §3, docs/decisions/0062): an admin opens a package in
 * /staff/packages and changes its price at one hospital; a visitor's search for that package in that city then
 * shows the new price. The admin also adds a hospital from /staff/hospitals. Once at 360×640 and once at
 * 1280×800, with axe on each console screen; screenshots in e2e/artifacts/operator-packages.
 */

const ADMIN: StaffUser = {
  mobile: '9000088102',
  name: 'Ravi Operator',
  password: 'Operator-Packages@E2e-2026',
  roles: ['admin'],
};

const e2e = setUpJourneys({ staff: [ADMIN] });

interface Offer {
  shop_name: string;
  package_name: string;
  package_id: number;
  price: string;
}

async function get<T>(p: string): Promise<T> {
  const response = await fetch(`${e2e.server.baseUrl}/api/${p}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A hospital city where a 'knee' package is offered by at least two hospitals (from the real API). */
async function kneeOffers(): Promise<{ cityId: number; packageId: number; offers: Offer[] }> {
  const { data: cities } = await get<{ data: { cityRowId: number }[] }>('get-hospital-cities');
  const { data: packages } = await get<{ data: { id: number }[] }>('search-active-packages/knee');
  for (const pkg of packages)
    for (const city of cities) {
      const offers = await get<Offer[]>(`search-hospital-packages/${city.cityRowId}/${pkg.id}`);
      if (offers.length >= 2) return { cityId: city.cityRowId, packageId: pkg.id, offers };
    }
  throw new Error('No city offers a knee package at two hospitals');
}

const shot = photographer('operator-packages');

const logIn = (page: Page): Promise<void> =>
  signIn(page, e2e.server.baseUrl, ADMIN.mobile, ADMIN.password);

describe.each(VIEWPORTS)('the operator’s packages at $width×$height', (viewport) => {
  it('an admin changes a package’s price at a hospital; the visitor’s search shows it at once', async () => {
    const { cityId, packageId, offers } = await kneeOffers();
    // Each viewport changes the price at a hospital of its own.
    const offer = offers[viewport === PHONE ? 0 : 1] as Offer;
    const rupees = viewport === PHONE ? 131000 : 132500;
    const shown = viewport === PHONE ? '1,31,000' : '1,32,500';

    const admin = await openPage(e2e.browser, viewport);
    try {
      await journey(admin, 'operator-packages', async () => {
        const { page } = admin;
        await logIn(page);
        await page.goto(`${e2e.server.baseUrl}/staff/packages`);
        await page.getByRole('heading', { level: 1, name: 'Treatment packages' }).waitFor();
        await page.getByRole('list', { name: 'Treatment packages' }).waitFor();
        expect(await screenProblems(page, viewport.width)).toEqual([]);
        await shot(page, `packages-${viewport.name}`);

        await page.getByRole('textbox', { name: 'Package name' }).fill(offer.package_name);
        await page.getByRole('button', { name: `Edit ${offer.package_name}`, exact: true }).click();
        await page.getByRole('heading', { level: 2, name: offer.package_name }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'Price at each hospital' }).waitFor();
        // Dozens of hospitals offer it: the list shows ten, and finds the rest by name.
        await page
          .getByRole('textbox', { name: 'Find a hospital that offers it' })
          .fill(offer.shop_name);
        const price = page.getByRole('textbox', { name: `Price in rupees at ${offer.shop_name}` });
        await price.fill(String(rupees));
        await price
          .locator('xpath=ancestor::form[1]')
          .getByRole('button', { name: 'Save the price' })
          .click();
        await page.getByText('The price is saved.').waitFor();
        expect(await screenProblems(page, viewport.width)).toEqual([]);
        await shot(page, `package-form-${viewport.name}`);
      });
      expect(admin.unexpectedProblems()).toEqual([]);
    } finally {
      await admin.close();
    }

    // The public answer has the new price at once (no cache outlives an edit, docs/decisions/0062) ...
    const after = await get<Offer[]>(`search-hospital-packages/${cityId}/${packageId}`);
    expect(after.find((o) => o.shop_name === offer.shop_name)?.price).toBe(`${rupees}.00`);

    // ... and so has the visitor's page.
    const visitor = await openPage(e2e.browser, viewport);
    try {
      await journey(visitor, 'operator-packages-visitor', async () => {
        const { page } = visitor;
        await page.goto(`${e2e.server.baseUrl}/search-package-results/${cityId}/${packageId}`);
        await page.getByRole('article').first().waitFor();
        const card = page.getByRole('article').filter({ hasText: offer.shop_name });
        expect(await card.textContent()).toContain(shown);
        await shot(page, `visitor-search-${viewport.name}`);
      });
      expect(visitor.unexpectedProblems()).toEqual([]);
    } finally {
      await visitor.close();
    }
  }, 300_000);

  it('an admin adds a hospital from /staff/hospitals', async () => {
    const name = viewport === PHONE ? 'Lotus Care Hospital' : 'Banyan Heart Hospital';
    const admin = await openPage(e2e.browser, viewport);
    try {
      await journey(admin, 'operator-new-hospital', async () => {
        const { page } = admin;
        await logIn(page);
        await page.goto(`${e2e.server.baseUrl}/staff/hospitals`);
        await page.getByRole('button', { name: 'New hospital' }).click();
        await page.getByRole('heading', { level: 2, name: 'New hospital' }).waitFor();
        await page.getByLabel(/^Name/).fill(name);
        const city = page.getByLabel(/^City/);
        await city.locator('option').nth(1).waitFor({ state: 'attached' });
        await city.selectOption({ index: 1 });
        await page.getByLabel(/^Address/).fill('14 Residency Road');
        await page.getByLabel(/^PIN code/).fill('560025');
        await page.getByLabel(/^Beds/).fill('80');
        await page.getByLabel(/^Established in/).fill('2005');
        expect(await screenProblems(page, viewport.width)).toEqual([]);
        await shot(page, `new-hospital-${viewport.name}`);
        await page.getByRole('button', { name: 'Add the hospital' }).click();
        await page.getByText('The hospital is added.').waitFor();
        await page.getByRole('heading', { level: 2, name }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'Package prices' }).waitFor();
        await shot(page, `hospital-added-${viewport.name}`);
      });
      expect(admin.unexpectedProblems()).toEqual([]);
    } finally {
      await admin.close();
    }
  }, 300_000);
});
