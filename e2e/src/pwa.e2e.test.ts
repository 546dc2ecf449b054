import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  journey,
  openPage,
  PHONE,
  screenshot,
  setUpJourneys,
} from './harness';

/**
 * The installable app (issue 10 §2, docs/decisions/0018) against the production build: Chromium's own
 * installability check (the one Lighthouse's PWA audits used before Lighthouse 12 dropped them) finds
 * nothing missing; the service worker takes over, opens the app offline with the offline notice, and
 * keeps no API answer — a patient's or anyone's — in its caches.
 */
const e2e = setUpJourneys();

describe('installable app', () => {
  it('is installable, works offline and caches no API answer', async () => {
    const p = await openPage(e2e.browser, PHONE, { serviceWorkers: 'allow' });
    // Offline, the page's own API reads fail: that is what the offline notice is for.
    p.allow((problem) =>
      /ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 40[14]/.test(problem.text),
    );
    try {
      await journey(p, 'pwa-install-offline', async () => {
        const { page, context } = p;
        await page.goto(`${e2e.server.baseUrl}/login`);
        await page.getByLabel(/Mobile Number/).fill('9876543210');
        await page.getByLabel(/^Password/).fill('MediBridge@Demo1');
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await page.waitForURL(`${e2e.server.baseUrl}/home`);
        await page.getByRole('main').getByRole('heading').first().waitFor();

        const cdp = await context.newCDPSession(page);
        const manifest = (await cdp.send('Page.getAppManifest')) as {
          url: string;
          errors: { message: string }[];
        };
        expect(manifest.url).toBe(`${e2e.server.baseUrl}/manifest.webmanifest`);
        expect(manifest.errors).toEqual([]);
        const parsed = (await (await fetch(manifest.url)).json()) as {
          start_url: string;
          theme_color: string;
          icons: { sizes: string; purpose: string }[];
        };
        expect(parsed.start_url).toBe('/home');
        expect(parsed.theme_color).toBe('#0B6B6B');
        expect(parsed.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
          expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
        );
        expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
          '#0B6B6B',
        );

        // The worker registers a moment after load and precaches the deploy.
        await page.waitForFunction(
          async () => Boolean(await navigator.serviceWorker.getRegistration()),
          null,
          {
            timeout: 20_000,
          },
        );
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        // (Installability itself is checked below, in a profile that is not incognito.)

        // Browse a little as the patient (profile and catalogue calls go out), then look in every cache.
        await page.goto(`${e2e.server.baseUrl}/manage-profile`);
        await page.getByRole('main').getByRole('heading').first().waitFor();
        await page.goto(`${e2e.server.baseUrl}/treatment-package`);
        await page.getByRole('main').getByRole('heading').first().waitFor();
        const cached = await page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
          }
          return urls;
        });
        expect(cached.length).toBeGreaterThan(10);
        expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);
        expect(cached).toEqual(
          expect.arrayContaining(['/manifest.webmanifest', '/icons/icon-192.png']),
        );

        // Offline: a page never opened before still opens (the saved shell) and says the network is gone.
        await context.setOffline(true);
        await page.goto(`${e2e.server.baseUrl}/dentistry`);
        await page.getByText('You are offline').waitFor({ timeout: 15_000 });
        await screenshot(page, 'pwa-offline-phone');
        await context.setOffline(false);
      });
    } finally {
      await p.close();
    }
  });

  it("passes Chromium's installability check in an ordinary (not incognito) profile", async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'medibridge-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: PHONE.width, height: PHONE.height },
      isMobile: true,
      hasTouch: true,
      locale: 'en-IN',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${e2e.server.baseUrl}/home`);
      await page.waitForFunction(
        async () => Boolean(await navigator.serviceWorker.getRegistration()),
        null,
        {
          timeout: 20_000,
        },
      );
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installability.installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
