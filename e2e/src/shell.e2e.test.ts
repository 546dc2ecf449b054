import {
  DESKTOP,
  PHONE,
  VIEWPORTS,
  journey,
  openPage,
  screenshot,
  type JourneyPage,
  type Viewport,
  setUpJourneys,
} from './harness';

const e2e = setUpJourneys();

async function withPage(
  viewport: Viewport,
  name: string,
  run: (p: JourneyPage) => Promise<void>,
  storage?: Record<string, string>,
): Promise<void> {
  const p = await openPage(e2e.browser, viewport, storage ? { storage } : {});
  try {
    await journey(p, name, () => run(p));
    expect(p.unexpectedProblems()).toEqual([]);
  } finally {
    await p.close();
  }
}

describe.each(VIEWPORTS)('the shell at $width×$height', (viewport) => {
  const onPhone = viewport.name === 'phone';

  it(`renders the home page ${onPhone ? 'with' : 'without'} the bottom bar`, async () => {
    await withPage(viewport, 'home', async ({ page }) => {
      const response = await page.goto(`${e2e.server.baseUrl}/home`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Our Services' }).waitFor();
      expect(await page.title()).toBe('MediBridge — Treatment packages, doctors and medicines');
      await expect(page.getByRole('link', { name: 'MediBridge home' }).isVisible()).resolves.toBe(
        true,
      );
      await expect(page.getByText('5% to 10% instant discount').isVisible()).resolves.toBe(true);
      const bar = page.getByRole('navigation', { name: 'Quick links' });
      if (onPhone) {
        await expect(bar.isVisible()).resolves.toBe(true);
        await expect(bar.getByRole('listitem').allTextContents()).resolves.toEqual([
          'Home',
          'Book Appointment',
          'Refer & Earn',
          'Call',
          'Profile',
        ]);
      } else {
        await expect(bar.count()).resolves.toBe(0);
      }
      // Nothing sticks out sideways on a 360 px phone.
      // (Compared with the configured width: a mobile browser widens innerWidth to fit what overflows.)
      const contentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(contentWidth).toBeLessThanOrEqual(viewport.width);
      // The server put the anti-forgery token into the page.
      await expect(
        page.locator('meta[name="csrf-token"]').getAttribute('content'),
      ).resolves.toMatch(/.{16,}/);
      await screenshot(page, `home-${viewport.name}`);
    });
  });

  it('paints the header bar before any script runs, in the room the real header then takes', async () => {
    // With scripts off, what index.html paints by itself.
    const bare = await e2e.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.mobile,
      deviceScaleFactor: 1,
    });
    let boot: { top: number; height: number; textLeft: number; text: string };
    try {
      const page = await bare.newPage();
      await page.goto(`${e2e.server.baseUrl}/user-registration`);
      const bar = page.locator('#root > .mb-boot');
      const box = await bar.boundingBox();
      const text = await page.locator('#root > .mb-boot span').boundingBox();
      boot = {
        top: Math.round(box?.y ?? -1),
        height: box?.height ?? 0,
        textLeft: Math.round(text?.x ?? -1),
        text: await bar.innerText(),
      };
      await screenshot(page, `boot-bar-${viewport.name}`);
    } finally {
      await bare.close();
    }
    expect(boot.text.replace(/\s+/g, '')).toBe('+MediBridge');
    expect(boot.top).toBeGreaterThan(0);
    await withPage(viewport, `boot-bar-replaced-${viewport.name}`, async ({ page }) => {
      await page.goto(`${e2e.server.baseUrl}/user-registration`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('.mb-boot').count()).toBe(0);
      const header = await page.getByRole('banner').boundingBox();
      const wordmark = await page
        .getByRole('link', { name: 'MediBridge home' })
        .locator('span:not([aria-hidden])')
        .boundingBox();
      // The same place too: on this demo server the demo line sits above both.
      expect({
        top: Math.round(header?.y ?? -2),
        height: header?.height,
        textLeft: Math.round(wordmark?.x ?? -2),
      }).toEqual({ top: boot.top, height: boot.height, textLeft: boot.textLeft });
    });
  });

  it('opens the services menu', async () => {
    await withPage(viewport, 'services-menu', async ({ page }) => {
      await page.goto(`${e2e.server.baseUrl}/home`);
      await page.getByRole('button', { name: /open services menu/i }).click();
      await page.getByRole('navigation', { name: 'Ambulance', exact: true }).waitFor();
      await screenshot(page, `services-menu-${viewport.name}`);
      await page
        .getByRole('navigation', { name: 'Care at home', exact: true })
        .getByRole('link', { name: 'Nurse at Home' })
        .click();
      await page.waitForURL(/\/nurse-at-home$/);
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    });
  });

  it('loads a deep link through the SPA fallback', async () => {
    for (const path of ['/dentistry', '/contact-us']) {
      await withPage(viewport, `deep-link${path}`, async ({ page }) => {
        const response = await page.goto(`${e2e.server.baseUrl}${path}`);
        expect(response?.status()).toBe(200);
        await page.getByRole('banner').waitFor();
        await expect(page.getByRole('link', { name: 'MediBridge home' }).isVisible()).resolves.toBe(
          true,
        );
        await expect(
          page.evaluate(() => document.documentElement.scrollWidth),
        ).resolves.toBeLessThanOrEqual(viewport.width);
        // The footer loads just after the page (it is off the first load).
        await page.getByRole('contentinfo').waitFor();
        await screenshot(page, `deep-link${path.replace('/', '-')}-${viewport.name}`);
      });
    }
  });

  it('shows the 404 page for an unknown path', async () => {
    await withPage(viewport, 'not-found', async (p) => {
      const url = `${e2e.server.baseUrl}/no-such-page/really`;
      // The server answers an unknown page with 404 (and the app); Chromium logs that status as an error.
      p.allow(
        (problem) =>
          problem.kind === 'console' && problem.url === url && /status of 404/.test(problem.text),
      );
      const response = await p.page.goto(url);
      expect(response?.status()).toBe(404);
      await p.page.getByRole('heading', { name: /couldn’t find that page/i }).waitFor();
      expect(await p.page.title()).toBe('Page not found — MediBridge');
      await expect(
        p.page.getByRole('link', { name: 'Go to home' }).getAttribute('href'),
      ).resolves.toBe('/');
      await expect(
        p.page.getByRole('link', { name: /call support/i }).getAttribute('href'),
      ).resolves.toMatch(/^tel:/);
      await screenshot(p.page, `not-found-${viewport.name}`);
      await p.page.getByRole('link', { name: 'Go to home' }).click();
      // A visitor's / is the login (SPEC §2).
      await p.page.waitForURL(`${e2e.server.baseUrl}/`);
    });
  });

  it('shows a logged-in patient the account menu', async () => {
    await withPage(viewport, 'account-menu', async ({ page }) => {
      // The seeded demo patient (README), logged in through the real login screen.
      await page.goto(`${e2e.server.baseUrl}/login`);
      await page.getByLabel(/Mobile Number/).fill('9876543210');
      await page.getByLabel(/^Password/).fill('MediBridge@Demo1');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${e2e.server.baseUrl}/home`);
      await page.getByRole('button', { name: /account menu/i }).click();
      await page.getByRole('link', { name: 'Manage Profile' }).waitFor();
      const menuId = await page
        .getByRole('button', { name: /account menu/i })
        .getAttribute('aria-controls');
      const hrefs = await page
        .locator(`[id="${menuId}"] a`)
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') as string));
      expect(hrefs).toContain('/change-password');
      await screenshot(page, `account-menu-${viewport.name}`);
      // Every entry leads to a screen, none to the 404 page (the shell lists declared routes only).
      for (const href of hrefs) {
        await page.goto(`${e2e.server.baseUrl}${href}`);
        await page.locator('main h1').first().waitFor();
        await expect(
          page.getByRole('heading', { name: 'We couldn’t find that page' }).count(),
        ).resolves.toBe(0);
      }
      await page.goto(`${e2e.server.baseUrl}/home`);
      await page.getByRole('button', { name: /account menu/i }).click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      await page.waitForURL(/\/login$/);
      await expect(
        page.evaluate(() => window.localStorage.getItem('user_info')),
      ).resolves.toBeNull();
    });
  });

  it('ends a stored login the server does not know and shows the login', async () => {
    const userInfo = JSON.stringify({
      id: 1,
      name: 'Priya',
      last_name: 'Sharma',
      mobile: '9876543210',
    });
    await withPage(
      viewport,
      'stale-login',
      async (p) => {
        // The header's wallet call answers 401 without a session; Chromium logs that status.
        p.allow((problem) => problem.kind === 'console' && /status of 401/.test(problem.text));
        await p.page.goto(`${e2e.server.baseUrl}/home`);
        await p.page.waitForURL(/\/login(\?|$)/);
        await expect(
          p.page.evaluate(() => window.localStorage.getItem('user_info')),
        ).resolves.toBeNull();
      },
      { user_info: userInfo },
    );
  });
});

it('lets a visitor log in from the bottom bar without leaving the page (patient login modal)', async () => {
  await withPage(PHONE, 'login-modal', async (p) => {
    const { page } = p;
    // The wrong password first: the server answers 401 and Chromium logs that status.
    p.allow(
      (problem) =>
        problem.kind === 'console' &&
        /\/api\/login$/.test(problem.url ?? '') &&
        /status of 401/.test(problem.text),
    );
    await page.goto(`${e2e.server.baseUrl}/treatment-package`);
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await bar.getByRole('button', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Patient Login' });
    await dialog.getByLabel(/Mobile Number/).fill('9876543210');
    await dialog.getByLabel(/^Password/).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.getByText('Invalid Username or Password').waitFor();
    await dialog.getByLabel(/^Password/).fill('MediBridge@Demo1');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.getByText('Login Successfully.').waitFor();
    await screenshot(page, 'login-modal-phone');
    // After the message the login takes effect where the person was.
    await page.getByRole('button', { name: /account menu/i }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/treatment-package');
    await expect(page.evaluate(() => window.localStorage.getItem('user_info'))).resolves.toContain(
      '9876543210',
    );
  });
});

it('switches the bottom bar with the window width', async () => {
  await withPage(PHONE, 'resize', async ({ page }) => {
    await page.goto(`${e2e.server.baseUrl}/`);
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await bar.waitFor();
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
    await bar.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await bar.waitFor();
  });
});
