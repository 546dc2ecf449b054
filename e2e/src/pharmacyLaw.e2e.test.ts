import type { Page } from 'playwright-core';
import { screenProblems } from './axe';
import { DESKTOP, PHONE, type StaffUser, journey, openPage, setUpJourneys } from './harness';
import { photographer, logIn as signIn, orderCartCashOnDelivery } from './session';

/**
 * The pharmacy's legal limits (issue 33 §3, docs/decisions/0068) at 360×640 with axe: a patient cannot order
 * morphine (its page says why; the API refuses with words); an order of a Schedule H1 medicine, approved with
 * its prescriber and dispatched, appears in the H1 register and its CSV. Screens photographed at 360×640 and
 * 1280×800 (e2e/artifacts/pharmacy-law).
 */

const PHARMACIST: StaffUser = {
  mobile: '9000088331',
  name: 'Farah Register',
  password: 'Pharmacy-Law@E2e-2026',
  roles: ['pharmacist'],
};
const PATIENT = { mobile: '9876543210', password: 'MediBridge@Demo1' };

const e2e = setUpJourneys({ staff: [PHARMACIST] });

const shot = photographer('pharmacy-law');

const logIn = (page: Page, mobile: string, password: string): Promise<void> =>
  signIn(page, e2e.server.baseUrl, mobile, password);

/** Empties the cart through its own screen (a journey before this one may have left lines). */
async function emptyCart(page: Page): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/pharmacy/my-cart`);
  await page
    .getByText(/^Selected items: \d+$/)
    .or(page.getByText('Your cart is empty.'))
    .first()
    .waitFor();
  for (;;) {
    const buttons = page.getByRole('button', { name: /^Remove / });
    const before = await buttons.count();
    if (before === 0) return;
    await buttons.first().click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('button[aria-label^="Remove "]').length < n,
      before,
      { timeout: 10_000 },
    );
  }
}

let orderNo = '';

describe('the pharmacy’s legal limits', () => {
  it('a patient cannot order morphine: its page says why and the API refuses', async () => {
    const p = await openPage(e2e.browser, PHONE);
    const { page } = p;
    try {
      await journey(p, 'pharmacy-law-morphine', async () => {
        await logIn(page, PATIENT.mobile, PATIENT.password);
        await page.goto(`${e2e.server.baseUrl}/search-product-list/morphine`);
        await page
          .getByText(/\d+ products for/)
          .first()
          .waitFor();
        await page.getByText('Not sold online').first().waitFor();
        expect(
          await page.getByRole('button', { name: /^Add .*Morphine.* to cart$/i }).count(),
        ).toBe(0);
        await page.locator('[id^="product-"] a').first().click();
        await page.waitForURL(/\/products\/product-detail\//);
        const note = page.getByRole('status').filter({ hasText: 'Not sold online' });
        await note.waitFor();
        expect(await note.textContent()).toMatch(/Schedule X and narcotic \(NDPS\) medicines/);
        expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
        await shot(page, 'morphine-360');
        expect(await screenProblems(page, PHONE.width)).toEqual([]);

        // The API itself refuses, whatever a screen shows.
        const slug = page.url().split('/').pop() ?? '';
        const product = await page.request.get(`${e2e.server.baseUrl}/api/product-detail/${slug}`);
        const id = ((await product.json()) as { data: { id: number } }).data.id;
        const csrf =
          (await page.context().cookies()).find((c) => c.name.endsWith('mb_csrf'))?.value ?? '';
        const refused = await page.request.post(
          `${e2e.server.baseUrl}/api/add-product-in-session-cart/`,
          { data: { product_id: id }, headers: { 'x-csrf-token': csrf } },
        );
        expect(refused.status()).toBe(409);
        expect(((await refused.json()) as { message: string }).message).toMatch(/not sold online/);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 180_000);

  it('a patient orders a Schedule H1 medicine with a prescription', async () => {
    const p = await openPage(e2e.browser, PHONE);
    const { page } = p;
    try {
      await journey(p, 'pharmacy-law-h1-order', async () => {
        await logIn(page, PATIENT.mobile, PATIENT.password);
        await emptyCart(page);
        await page.goto(`${e2e.server.baseUrl}/search-product-list/isoniazid`);
        await page
          .getByText(/\d+ products for/)
          .first()
          .waitFor();
        await page
          .getByRole('button', { name: /^Add .+ to cart$/ })
          .first()
          .click();
        await page
          .getByText(/Added to your cart\./)
          .first()
          .waitFor();
        orderNo = await orderCartCashOnDelivery(page, e2e.server.baseUrl);
        expect(orderNo).not.toBe('');
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 180_000);

  it.each([PHONE, DESKTOP])(
    'the pharmacist approves it with the prescriber, dispatches it, and finds it in the H1 register ($name)',
    async (viewport) => {
      const p = await openPage(e2e.browser, viewport);
      const { page } = p;
      const name = viewport.name;
      try {
        await journey(p, `pharmacy-law-register-${name}`, async () => {
          await logIn(page, PHARMACIST.mobile, PHARMACIST.password);
          if (viewport === PHONE) {
            await page.goto(`${e2e.server.baseUrl}/staff/pharmacy`);
            await page.getByRole('heading', { level: 1, name: 'Pharmacy desk' }).waitFor();
            await page.getByRole('searchbox', { name: /Search orders/ }).fill(orderNo);
            await page.getByRole('button', { name: new RegExp(orderNo) }).click();
            const detail = page.getByRole('region', { name: `Order ${orderNo}` });
            await detail.getByRole('link', { name: 'Open the uploaded prescription' }).waitFor();
            const form = detail.getByRole('form', { name: 'Schedule H1: the prescriber' });
            await form.getByLabel('Doctor’s name').fill('Dr Meera Rao');
            await form.getByLabel('Doctor’s registration number').fill('MMC-2011-12345');
            await shot(page, `approve-h1-${name}`);
            expect(await screenProblems(page, viewport.width)).toEqual([]);
            await form.getByRole('button', { name: 'Approve prescription' }).click();
            await detail.getByRole('button', { name: 'Mark packed' }).click();
            await detail.getByRole('button', { name: 'Mark dispatched' }).click();
            await detail.getByText('On the way').first().waitFor();
          }
          await page.goto(`${e2e.server.baseUrl}/staff/h1-register`);
          await page.getByRole('heading', { level: 1, name: 'Schedule H1 register' }).waitFor();
          const list = page.getByRole('list', { name: 'Register entries' });
          await list.getByText(new RegExp(`Order ${orderNo}`)).waitFor();
          await list.getByText(/Prescriber: Dr Meera Rao, registration MMC-2011-12345/).waitFor();
          await shot(page, `h1-register-${name}`);
          expect(await screenProblems(page, viewport.width)).toEqual([]);
          const href =
            (await page.getByRole('link', { name: 'Export as CSV' }).getAttribute('href')) ?? '';
          const csv = await page.request.get(`${e2e.server.baseUrl}${href}`);
          expect(csv.status()).toBe(200);
          const text = await csv.text();
          expect(text.split('\r\n')[0]).toBe(
            'date,order_no,medicine,quantity,prescriber_name,prescriber_reg_no,patient_name,patient_address',
          );
          expect(text).toContain(orderNo);
          expect(text).toContain('MMC-2011-12345');
        });
        expect(p.unexpectedProblems()).toEqual([]);
      } finally {
        await p.close();
      }
    },
    180_000,
  );
});
