import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, makePng } from './harness';

/** Fills the login form and presses Login; does not wait (for a login that is meant to be refused). */
export async function submitLogin(
  page: Page,
  baseUrl: string,
  mobile: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/Mobile Number/).fill(mobile);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in and waits until the app has left the login page. */
export async function logIn(
  page: Page,
  baseUrl: string,
  mobile: string,
  password: string,
): Promise<void> {
  await submitLogin(page, baseUrl, mobile, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Books Consult Now (no slot: the call opens at the payment) and pays on the sandbox; its number. */
export async function bookConsultNow(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/appointment/step-first`);
  await page.getByRole('heading', { level: 1, name: 'Make Appointment' }).waitFor();
  await page.getByLabel(/^Age/).selectOption('34');
  await page.getByLabel(/^Weight/).selectOption('62');
  await page.getByRole('button', { name: 'Confirm and Next' }).click();
  await page.waitForURL(/\/appointment\/step-second$/);
  await page.getByLabel(/^Department/).selectOption('12');
  await page
    .getByLabel(/^Describe Your Symptoms\?/)
    .fill('Fever and a sore throat since yesterday.');
  await page.getByRole('radio', { name: 'Video' }).check({ force: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/(sandbox-gateway\/|appointment\/success-response\/)/);
  if (page.url().includes('/sandbox-gateway/'))
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/appointment\/success-response\/APT-/);
  return /APT-[A-Z0-9]{8}/.exec(page.url())?.[0] ?? '';
}

/**
 * A journey's camera: `shot(page, name)` writes e2e/artifacts/<folder>/<name>-screen.png (what the viewport
 * shows) and <name>.png (the whole page).
 */
export function photographer(folder: string): (page: Page, name: string) => Promise<void> {
  const dir = path.join(ARTIFACTS_DIR, folder);
  return async (page, name) => {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}-screen.png`) });
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  };
}

/**
 * From the cart the page's patient has filled: Place Order, the demo patient's delivery address (Pune),
 * cash on delivery with a prescription uploaded, Confirm; the order's number.
 */
export async function orderCartCashOnDelivery(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/pharmacy/my-cart`);
  await page.getByText(/^Selected items: \d+$/).waitFor();
  await page
    .getByRole('link', { name: 'Place Order' })
    .or(page.getByRole('button', { name: 'Place Order' }))
    .first()
    .click();
  await page.waitForURL(`${baseUrl}/pharmacy/place-order`);
  await page.getByLabel(/^First Name/).fill('Priya');
  await page.getByLabel(/^Mobile Number/).fill('9876543210');
  await page.getByLabel(/^Email/).fill('priya.sharma@example.in');
  await page.getByLabel(/^Address/).fill('Flat 12, Sai Residency, Ganeshkhind Road');
  await page.getByLabel(/^Pin Code/).fill('411005');
  await page.waitForFunction(
    () =>
      (document.querySelector('input[name="state"]') as HTMLInputElement | null)?.value ===
      'Maharashtra',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(`${baseUrl}/pharmacy/order-summary`);
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: makePng() });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/pharmacy\/orders\/ORD-[A-Z0-9]{8}$/);
  return /ORD-[A-Z0-9]{8}/.exec(page.url())?.[0] ?? '';
}

/**
 * Chooses a radio by its accessible name with a DOM click (what a tap does), then waits until it is checked.
 * A forced pointer click can land beside the hidden input when the form's layout moves under it (a
 * department's note arriving); the DOM click cannot.
 */
export async function chooseRadio(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.evaluate((input) => (input as HTMLInputElement).click());
  await page.waitForFunction(
    (el) => (el as HTMLInputElement | null)?.checked === true,
    await radio.elementHandle(),
  );
}
