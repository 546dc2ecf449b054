import type { Page } from 'playwright-core';
import { screenProblems } from './axe';
import { PHONE, VIEWPORTS, type StaffUser, journey, openPage, setUpJourneys } from './harness';
import { photographer, logIn as signIn } from './session';

/**
 * The operator's catalogue (issue 32 §3, docs/decisions/0062): an admin changes one hospital's price for a
 * package and withdraws another hospital in /staff/hospitals; a visitor's search for that package in that city
 * then shows the new price and not the withdrawn hospital. Once at 360×640 and once at 1280×800 (each run
 * withdraws a different hospital), with axe on the console screen; screenshots in e2e/artifacts/operator.
 */

const ADMIN: StaffUser = {
  mobile: '9000088101',
  name: 'Asha Operator',
  password: 'Operator-Catalogue@E2e-2026',
  roles: ['admin'],
};

const e2e = setUpJourneys({ staff: [ADMIN] });

interface Offer {
  shop_name: string;
  package_name: string;
  package_id: number;
}

/** A hospital city where one 'knee' package is offered by at least three hospitals (from the real API). */
async function cityWithThreeHospitals(): Promise<{
  cityId: number;
  packageId: number;
  offers: Offer[];
}> {
  const get = async <T>(p: string): Promise<T> => {
    const response = await fetch(`${e2e.server.baseUrl}/api/${p}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const { data: cities } = await get<{ data: { cityRowId: number }[] }>('get-hospital-cities');
  const { data: packages } = await get<{ data: { id: number }[] }>('search-active-packages/knee');
  for (const pkg of packages)
    for (const city of cities) {
      const offers = await get<Offer[]>(`search-hospital-packages/${city.cityRowId}/${pkg.id}`);
      if (offers.length >= 3) return { cityId: city.cityRowId, packageId: pkg.id, offers };
    }
  throw new Error('No city offers a knee package at three hospitals');
}

const shot = photographer('operator');

const logIn = (page: Page): Promise<void> =>
  signIn(page, e2e.server.baseUrl, ADMIN.mobile, ADMIN.password);

/** Finds a hospital in the console's list by name and opens its form. */
async function openHospital(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Hospital or city' }).fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

describe.each(VIEWPORTS)('the operator’s catalogue at $width×$height', (viewport) => {
  it('an admin changes a hospital’s price and withdraws another; the visitor’s search shows both at once', async () => {
    const { cityId, packageId, offers } = await cityWithThreeHospitals();
    const [kept, ...others] = offers as [Offer, ...Offer[]];
    // Each viewport withdraws a hospital of its own; the first keeps its place with a new price.
    const withdrawn = others[viewport === PHONE ? 0 : 1] as Offer;
    const rupees = viewport === PHONE ? 142000 : 143500;
    const shown = viewport === PHONE ? '1,42,000' : '1,43,500';

    const admin = await openPage(e2e.browser, viewport);
    try {
      await journey(admin, 'operator-catalogue', async () => {
        const { page } = admin;
        await logIn(page);
        await page.goto(`${e2e.server.baseUrl}/staff/hospitals`);
        await page.getByRole('heading', { level: 1, name: 'Hospitals and prices' }).waitFor();
        await page.getByRole('list', { name: 'Hospitals' }).waitFor();
        expect(await screenProblems(page, viewport.width)).toEqual([]);
        await shot(page, `hospitals-${viewport.name}`);

        await openHospital(page, kept.shop_name);
        const price = page.getByRole('textbox', {
          name: `Price in rupees for ${kept.package_name}`,
        });
        await price.fill(String(rupees));
        await price
          .locator('xpath=ancestor::form[1]')
          .getByRole('button', { name: 'Save the price' })
          .click();
        await page.getByText('The price is saved.').waitFor();
        expect(await screenProblems(page, viewport.width)).toEqual([]);
        await shot(page, `hospital-form-${viewport.name}`);

        await page.getByRole('button', { name: 'Back to the list' }).click();
        await openHospital(page, withdrawn.shop_name);
        await page.getByRole('radio', { name: 'Withdrawn' }).check();
        await page.getByRole('button', { name: 'Save the hospital' }).click();
        await page.getByText('Saved. Patients see it on their next visit.').waitFor();
        await shot(page, `hospital-withdrawn-${viewport.name}`);
      });
      expect(admin.unexpectedProblems()).toEqual([]);
    } finally {
      await admin.close();
    }

    const visitor = await openPage(e2e.browser, viewport);
    try {
      await journey(visitor, 'operator-catalogue-visitor', async () => {
        const { page } = visitor;
        await page.goto(`${e2e.server.baseUrl}/search-package-results/${cityId}/${packageId}`);
        const list = page.getByRole('list', { name: 'Hospitals' });
        await page.getByRole('article').first().waitFor();
        const names = await list.getByRole('heading').allTextContents();
        expect(names).toContain(kept.shop_name);
        expect(names).not.toContain(withdrawn.shop_name);
        const card = page.getByRole('article').filter({ hasText: kept.shop_name });
        expect(await card.textContent()).toContain(shown);
        await shot(page, `visitor-search-${viewport.name}`);
      });
      expect(visitor.unexpectedProblems()).toEqual([]);
    } finally {
      await visitor.close();
    }
  }, 300_000);
});
