import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, VIEWPORTS, journey, makePng, openPage, setUpJourneys } from './harness';

/**
 * The pharmacy as a patient meets it (issue 12): a search with a typo, a product with its substitutes, two
 * products in the cart, quantities changed, the delivery address filled from the PIN code, an online payment
 * in the sandbox and the order in My Orders; then a prescription medicine ordered with an uploaded
 * prescription, paid in cash on delivery.
 */

const e2e = setUpJourneys();

async function logIn(page: Page): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/login`);
  await page.getByLabel(/Mobile Number/).fill('9876543210');
  await page.getByLabel(/^Password/).fill('MediBridge@Demo1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/home`);
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = path.join(ARTIFACTS_DIR, 'pharmacy');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-screen.png`) });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Empties the cart through its own screen (a journey before this one may have left lines). */
async function emptyCart(page: Page): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/pharmacy/my-cart`);
  await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
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

/** The number the cart screen counts ("Selected items: N"). */
async function selectedItems(page: Page): Promise<number> {
  const text = (await page.getByText(/^Selected items: \d+$/).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? NaN);
}

/** Place Order → the form (PIN code fills town, district and state) → the order summary. */
async function fillAddress(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: 'Place Order' })
    .or(page.getByRole('button', { name: 'Place Order' }))
    .first()
    .click();
  await page.waitForURL(`${e2e.server.baseUrl}/pharmacy/place-order`);
  await page.getByRole('heading', { level: 1, name: 'Place Your Order' }).waitFor();
  await page.getByLabel(/^First Name/).fill('Priya');
  await page.getByLabel(/^Mobile Number/).fill('9876543210');
  await page.getByLabel(/^Email/).fill('priya.sharma@example.in');
  await page.getByLabel(/^Address/).fill('Flat 12, Sai Residency, Ganeshkhind Road');
  // The PIN code fills town, district and state from the post-office directory: a Delhi PIN, then Pune's.
  const stateIs = (state: string) =>
    page.waitForFunction(
      (wanted) =>
        (document.querySelector('input[name="state"]') as HTMLInputElement | null)?.value ===
        wanted,
      state,
    );
  await page.getByLabel(/^Pin Code/).fill('110001');
  await stateIs('Delhi');
  await page.getByLabel(/^Pin Code/).fill('411005');
  await stateIs('Maharashtra');
  expect(await page.getByLabel(/^Town \/ Locality/).inputValue()).not.toBe('');
  expect(await page.getByLabel(/^City \/ District/).inputValue()).toBe('Pune');
  expect(await page.getByLabel(/^Country/).inputValue()).toBe('India');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/pharmacy/order-summary`);
  await page.getByRole('heading', { level: 1, name: 'Order Summary' }).waitFor();
}

describe.each(VIEWPORTS)('the pharmacy on $name', (viewport) => {
  it('finds a medicine through a typo, compares substitutes, orders two and pays online', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    const name = viewport.name;
    try {
      await journey(p, `pharmacy-${name}`, async () => {
        await logIn(page);
        await emptyCart(page);
        await page.goto(`${e2e.server.baseUrl}/pharmacy`);
        await page.getByRole('heading', { level: 1, name: 'Pharmacy' }).waitFor();

        // A salt typed with a typo still finds it.
        await page.getByRole('combobox', { name: 'Search medicines' }).fill('paracetmol');
        const options = page.getByRole('option');
        await options.first().waitFor();
        expect(await options.first().textContent()).toMatch(/Paracetamol/i);
        await shot(page, `suggestions-${name}`);
        // Search for the typed text: the list holds every match; open the first that needs no prescription.
        await page.getByRole('combobox', { name: 'Search medicines' }).press('Escape');
        await page.getByRole('button', { name: 'Order Medicines' }).click();
        await page.waitForURL(/\/search-product-list\//);
        await page
          .getByText(/\d+ products for/)
          .first()
          .waitFor();
        await page
          .locator('[aria-labelledby^="product-"]')
          .filter({ hasNotText: 'Rx' })
          .first()
          .locator('[id^="product-"] a')
          .click();
        await page.waitForURL(/\/products\/product-detail\//);
        await page.getByRole('heading', { name: 'Substitutes' }).waitFor();
        const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
        expect(title).not.toBe('');
        await shot(page, `product-${name}`);
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await page
          .getByText(/Added to your cart\./)
          .first()
          .waitFor();
        const substitute = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
        const substituteName = ((await substitute.getAttribute('aria-label')) ?? '')
          .replace(/^Add /, '')
          .replace(/ to cart$/, '');
        await substitute.click();
        await page
          .getByText(/Added to your cart\./)
          .first()
          .waitFor();

        // The cart: two lines; one more of the first twice, one fewer once.
        await page.goto(`${e2e.server.baseUrl}/pharmacy/my-cart`);
        await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
        await page.getByText(/^Selected items: 2$/).waitFor();
        await page.getByRole('button', { name: `One more ${title}` }).click();
        await page.getByText(/^Selected items: 3$/).waitFor();
        await page.getByRole('button', { name: `One more ${title}` }).click();
        await page.getByText(/^Selected items: 4$/).waitFor();
        await page.getByRole('button', { name: `One fewer ${title}` }).click();
        await page.getByText(/^Selected items: 3$/).waitFor();
        expect(await selectedItems(page)).toBe(3);
        await page.getByRole('group', { name: `Quantity of ${substituteName}` }).waitFor();
        await shot(page, `cart-${name}`);

        await fillAddress(page);
        await page
          .getByText('Flat 12, Sai Residency, Ganeshkhind Road', { exact: false })
          .first()
          .waitFor();
        await page.getByRole('radio', { name: 'Pay online (UPI, card, net banking)' }).check();
        await shot(page, `summary-${name}`);
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.waitForURL(/\/sandbox-gateway\//);
        await page.getByRole('button', { name: /^Pay ₹/ }).click();

        await page.waitForURL(/\/pharmacy\/orders\/ORD-[A-Z0-9]{8}$/);
        const orderNo = /ORD-[A-Z0-9]{8}/.exec(page.url())?.[0] ?? '';
        await page.getByRole('heading', { level: 1, name: `Order ${orderNo}` }).waitFor();
        await page.getByText('Order placed').first().waitFor();
        await page.getByRole('link', { name: title }).waitFor();
        await shot(page, `order-${name}`);

        await page.goto(`${e2e.server.baseUrl}/pharmacy/my-orders`);
        await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
        await page.getByText(orderNo).first().waitFor();
        await shot(page, `my-orders-${name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 180_000);

  it('orders a prescription medicine with an uploaded prescription, cash on delivery', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    const name = viewport.name;
    try {
      await journey(p, `pharmacy-rx-${name}`, async () => {
        await logIn(page);
        await emptyCart(page);
        await page.goto(`${e2e.server.baseUrl}/search-product-list/amoxicillin`);
        await page
          .getByText(/\d+ products for/)
          .first()
          .waitFor();
        const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
        await add.click();
        await page
          .getByText(/Added to your cart\./)
          .first()
          .waitFor();
        await page.goto(`${e2e.server.baseUrl}/pharmacy/my-cart`);
        await page.getByText(/^Selected items: 1$/).waitFor();

        await fillAddress(page);
        await page.getByRole('heading', { name: 'Prescription' }).waitFor();
        await page.getByRole('radio', { name: 'Cash on delivery' }).check();
        // Confirm without a prescription is refused with words, and nothing is lost.
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page
          .getByText(/Please upload one, or choose one from your consultations\./)
          .waitFor();
        expect(page.url()).toBe(`${e2e.server.baseUrl}/pharmacy/order-summary`);
        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: makePng() });
        await shot(page, `rx-summary-${name}`);
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.waitForURL(/\/pharmacy\/orders\/ORD-[A-Z0-9]{8}$/);
        await page.getByText('A pharmacist will check your prescription before packing.').waitFor();
        const href =
          (await page.getByRole('link', { name: 'View prescription' }).getAttribute('href')) ?? '';
        const file = await page.request.get(`${e2e.server.baseUrl}${href}`);
        expect(file.status()).toBe(200);
        expect(Buffer.compare(await file.body(), makePng())).toBe(0);
        await shot(page, `rx-order-${name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 180_000);
});
