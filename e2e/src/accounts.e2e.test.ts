import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  journey,
  makePng,
  openPage,
  screenshot,
  type JourneyPage,
  setUpJourneys,
} from './harness';

/**
 * Patient accounts end to end (issue 3): a referrer registers on a desktop, a friend registers on a phone
 * with the referrer's share code (OTPs read from the dev SMS outbox), both wallets show the bonus, the
 * friend edits the profile with a photo, changes the password, logs out, logs in again and recovers the
 * password through the link the server sends by SMS.
 */

const e2e = setUpJourneys();

/** A mobile number no other run uses (the seeded demo patient is 9876543210). */
function freshMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The newest SMS the dev outbox holds for a mobile. */
async function newestSms(page: Page, mobile: string): Promise<string> {
  const response = await page.request.get(
    `${e2e.server.outboxUrl}/api/dev/sms-outbox?mobile=${mobile}`,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { text: string }[] };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0]?.text ?? '';
}

async function shot(p: JourneyPage, name: string): Promise<void> {
  await p.page.waitForLoadState('networkidle');
  await screenshot(p.page, `accounts-${name}-${p.viewport.name}`);
}

/** Registers through the screens: mobile, OTP from the outbox, details; ends on /home. */
async function register(
  p: JourneyPage,
  mobile: string,
  name: string,
  password: string,
  shareCode?: string,
): Promise<void> {
  const { page } = p;
  await page.goto(
    `${e2e.server.baseUrl}/mobile-verification${shareCode ? `?shareCode=${shareCode}` : ''}`,
  );
  await page.getByRole('heading', { name: 'Verify Your Phone Number' }).waitFor();
  await shot(p, 'mobile-verification');
  await page.getByLabel(/Mobile Number/).fill(mobile);
  await page.getByRole('button', { name: 'Send Code via SMS' }).click();
  await page.getByRole('heading', { name: 'Enter Your OTP' }).waitFor();
  await page.getByRole('link', { name: new RegExp(`SMS outbox for ${mobile}`) }).waitFor();
  await shot(p, 'otp-varification');
  const code = /\b(\d{6})\b/.exec(await newestSms(page, mobile))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel(/^OTP/).fill(code ?? '');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  // The privacy notice comes first (docs/decisions/0060): agree to care and payments, then the form.
  await page.getByRole('heading', { name: 'Your data and your consent' }).waitFor();
  await page.getByRole('checkbox', { name: /I agree: Consultations and medicines/ }).check();
  await page.getByRole('checkbox', { name: /I agree: Payments and refunds/ }).check();
  await page.getByRole('button', { name: 'Continue with my choices' }).click();
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await expect(page.getByLabel(/Mobile Number/).inputValue()).resolves.toBe(mobile);
  await page.getByLabel(/^Name/).fill(name);
  await page
    .getByLabel(/^Email/)
    .fill(`${name.toLowerCase().replace(/\W+/g, '.')}.${mobile}@example.in`);
  await page.getByLabel(/^Password/).fill(password);
  await shot(p, 'user-registration');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/home`);
  const stored = await page.evaluate(() => localStorage.getItem('user_info') ?? '');
  expect(stored).toContain(mobile);
  expect(stored).not.toMatch(/token/i);
}

async function wallet(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: /Wallet balance/ });
  await link.waitFor();
  return (await link.textContent()) ?? '';
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/login`);
  await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
}

async function logIn(page: Page, mobile: string, password: string): Promise<void> {
  await page.getByLabel(/Mobile Number/).fill(mobile);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/home`);
}

it('registers with a share code, credits both wallets, edits the profile, changes and recovers the password', async () => {
  const referrer = await openPage(e2e.browser, DESKTOP);
  const friend = await openPage(e2e.browser, PHONE);
  try {
    const referrerMobile = freshMobile();
    const friendMobile = freshMobile();
    const first = 'Kesari#Chai2026';
    const second = 'Monsoon@Rain77';
    const third = 'Nilgiri$Tea1990';

    // The referrer registers on a desktop and finds the share code.
    const shareCode = await journey(referrer, 'referrer-registers', async () => {
      await register(referrer, referrerMobile, 'Meera Iyer', first);
      await expect(wallet(referrer.page)).resolves.toContain('₹0.00');
      await referrer.page.goto(`${e2e.server.baseUrl}/refer-and-earn`);
      const code = referrer.page.getByLabel(/Your share code/);
      await code.waitFor();
      await shot(referrer, 'refer-and-earn');
      return ((await code.textContent()) ?? '').trim();
    });
    expect(shareCode).toMatch(/^[A-Z0-9]{4,}$/);

    // The friend registers on a phone with that code and lands on /home with the bonus.
    await journey(friend, 'friend-registers', async () => {
      await register(friend, friendMobile, 'Arjun Nair', first, shareCode);
      await expect(
        friend.page.evaluate(() => localStorage.getItem('shareCode')),
      ).resolves.toBeNull();
      await expect(wallet(friend.page)).resolves.toContain('₹100.00');
      await shot(friend, 'home-after-registration');
    });
    await journey(referrer, 'referrer-wallet', async () => {
      await referrer.page.goto(`${e2e.server.baseUrl}/home`);
      await expect(wallet(referrer.page)).resolves.toContain('₹100.00');
      await shot(referrer, 'home-with-bonus');
    });

    // Profile with a photo.
    await journey(friend, 'profile', async () => {
      const { page } = friend;
      await page.goto(`${e2e.server.baseUrl}/manage-profile`);
      await page.getByLabel(/^First Name/).waitFor();
      await shot(friend, 'manage-profile');
      await page.getByLabel(/^Last Name/).fill('Menon');
      await page.getByLabel(/Blood Group/).selectOption('O+');
      await page.getByLabel(/^Date of Birth/).fill('1992-08-15');
      await page.getByLabel(/^Address/).fill('14 Marine Drive, Ernakulam');
      await page.getByLabel(/^State/).selectOption({ label: 'Kerala' });
      await page.getByLabel(/^City/).selectOption({ index: 1 });
      await page.getByLabel(/^Pin Code/).fill('682011');
      await page
        .getByLabel(/Profile Photo/)
        .setInputFiles({ name: 'arjun.png', mimeType: 'image/png', buffer: makePng() });
      await page.getByRole('img', { name: 'Preview of your new photo' }).waitFor();
      await shot(friend, 'manage-profile-preview');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Profile Update Successfully.').waitFor();
      // After 5 s the message goes and the fresh profile (with the stored photo) is shown.
      await page
        .getByText('Profile Update Successfully.')
        .waitFor({ state: 'detached', timeout: 8000 });
      const photo = page.getByRole('img', { name: 'Your profile photo' });
      await photo.waitFor();
      expect(await photo.getAttribute('src')).toMatch(/^\/api\//);
      // decode() waits for the stored photo to arrive (and rejects if it cannot load).
      await expect(
        photo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
      ).resolves.toBeGreaterThan(0);
      await expect(page.getByLabel(/^Last Name/).inputValue()).resolves.toBe('Menon');
      await shot(friend, 'manage-profile-saved');
    });

    // Change the password, log out, log in with the new one.
    await journey(friend, 'change-password', async () => {
      const { page } = friend;
      await page.goto(`${e2e.server.baseUrl}/change-password`);
      await page.getByLabel(/^Old Password/).fill(first);
      await page.getByLabel(/^New Password/).fill(second);
      await page.getByLabel(/^Confirm Password/).fill(second);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText(/Password changed successfully/).waitFor();
      await shot(friend, 'change-password');
      await logOut(page);
      await shot(friend, 'login');
      await logIn(page, friendMobile, second);
    });

    // Forgot password through the link the server sends.
    await journey(friend, 'forgot-password', async () => {
      const { page } = friend;
      await logOut(page);
      await page.getByRole('link', { name: 'Forgot Password ?' }).click();
      await page.getByLabel(/Registered Mobile Number/).fill(friendMobile);
      await page.getByRole('button', { name: 'Get Password' }).click();
      await page.getByText(/We have sent a link/).waitFor();
      await shot(friend, 'forget-password');
      // A short link on our own domain (DLT, decision 0049) that leads to the reset page.
      const link = /https?:\/\/\S+\/s\/[A-Za-z0-9]+/.exec(await newestSms(page, friendMobile))?.[0];
      expect(link).toBeDefined();
      await page.goto(link ?? '');
      await page.waitForURL(/\/reset-password\/[A-Za-z0-9_-]+$/);
      await page.getByLabel(/^New Password/).fill(third);
      await page.getByLabel(/^Confirm Password/).fill(third);
      await shot(friend, 'reset-password');
      await page.getByRole('button', { name: 'Save New Password' }).click();
      await page.waitForURL(`${e2e.server.baseUrl}/login`);
      await page.getByText(/Your password has been changed/).waitFor();
      await shot(friend, 'login-after-reset');
      await logIn(page, friendMobile, third);
      await expect(wallet(page)).resolves.toContain('₹100.00');
    });

    // The same screens at the other size.
    await journey(referrer, 'desktop-screens', async () => {
      const { page } = referrer;
      await page.goto(`${e2e.server.baseUrl}/manage-profile`);
      await page.getByLabel(/^First Name/).waitFor();
      await shot(referrer, 'manage-profile');
      await page.goto(`${e2e.server.baseUrl}/change-password`);
      await page.getByLabel(/^Old Password/).waitFor();
      await shot(referrer, 'change-password');
      await logOut(page);
      await shot(referrer, 'login');
      await page.goto(`${e2e.server.baseUrl}/forget-password`);
      await page.getByRole('button', { name: 'Get Password' }).waitFor();
      await shot(referrer, 'forget-password');
      await page.goto(`${e2e.server.baseUrl}/PhonePayLogin`);
      await page.getByRole('main').getByRole('link', { name: 'Register', exact: true }).waitFor();
      await shot(referrer, 'phonepay-login');
    });
    await journey(friend, 'phone-phonepay', async () => {
      await logOut(friend.page);
      await friend.page.goto(`${e2e.server.baseUrl}/PhonePayLogin`);
      await friend.page
        .getByRole('main')
        .getByRole('link', { name: 'Register', exact: true })
        .waitFor();
      await shot(friend, 'phonepay-login');
      await friend.page.goto(`${e2e.server.baseUrl}/refer-and-earn`);
      await friend.page.waitForURL(/\/login\?next=/);
    });

    expect(referrer.unexpectedProblems()).toEqual([]);
    expect(friend.unexpectedProblems()).toEqual([]);
  } finally {
    await referrer.close();
    await friend.close();
  }
}, 300_000);
