import path from 'node:path';
import type { Page } from 'playwright-core';
import { LANGUAGE_STORAGE_KEY } from '@medibridge/contract';
import { seriousViolations } from './axe';
import { REPO_ROOT, VIEWPORTS, journey, openPage, setUpJourneys } from './harness';

/**
 * Accessibility and width on every route, in English and in Hindi: axe-core at 360×640 and 1280×800 on each landing route of both route sets
 * (bench/src/landing.ts, which a web test keeps true to the route tree: every lazily loaded page has an
 * entry) and on the 404 page. Any serious or critical violation fails, named with its nodes.
 */

interface LandingRoute {
  url: string;
  session: 'visitor' | 'patient';
}
// Plain data shared with the bundle budget and the web app's landing test: one list of routes.
const { LANDING_ROUTES } = jest.requireActual<{ LANDING_ROUTES: readonly LandingRoute[] }>(
  path.join(REPO_ROOT, 'bench', 'src', 'landing.ts'),
);
const ROUTES: readonly LandingRoute[] = [
  ...LANDING_ROUTES,
  { url: '/no-such-page', session: 'visitor' },
  { url: '/no-such-page', session: 'patient' },
];

const e2e = setUpJourneys();

/** Waits until the route has rendered its content: a heading in main, the network quiet. */
async function settle(page: Page): Promise<void> {
  await page.locator('main :is(h1, h2)').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * The landing list names a plausible hospital for the bundle budget; the demo catalogue is generated, so the
 * journey opens the first hospital that really offers the package in Pune instead.
 */
async function realUrl(url: string): Promise<string> {
  if (!url.includes('ruby-hall-clinic-pune')) return url;
  const res = await fetch(
    `${e2e.server.baseUrl}/api/search-hospital-packages/pune/total-knee-replacement-unilateral`,
  );
  const [first] = (await res.json()) as { shop_slug: string }[];
  if (!first) throw new Error('No hospital offers total knee replacement in Pune in the demo data');
  return url.replace('ruby-hall-clinic-pune', first.shop_slug);
}

/** What `<html lang>` says in each language: axe then checks the page as a reader of it meets it. */
const HTML_LANG = { en: 'en-IN', hi: 'hi' } as const;

const RUNS = (['en', 'hi'] as const).flatMap((language) =>
  VIEWPORTS.map((viewport) => ({ language, viewport, name: `${viewport.name} in ${language}` })),
);

describe.each(RUNS)('axe on every route at $name', ({ language, viewport }) => {
  it('finds no serious or critical violation on any route of either route set', async () => {
    const visitor = await openPage(e2e.browser, viewport);
    const patient = await openPage(e2e.browser, viewport);
    // The deliberate 404s and an unknown reset link answer with error statuses the console reports.
    for (const p of [visitor, patient]) p.allow((problem) => /status of 40[04]/.test(problem.text));
    try {
      await journey(patient, `axe-login-${viewport.name}-${language}`, async () => {
        await patient.page.goto(`${e2e.server.baseUrl}/login`);
        await patient.page.getByLabel(/Mobile Number/).fill('9876543210');
        await patient.page.getByLabel(/^Password/).fill('MediBridge@Demo1');
        await patient.page.getByRole('button', { name: 'Login', exact: true }).click();
        await patient.page.waitForURL(`${e2e.server.baseUrl}/home`);
      });
      // Hindi is the stored choice from the next page on (what the header switch stores).
      for (const p of [visitor, patient]) {
        if (p === visitor) await visitor.page.goto(`${e2e.server.baseUrl}/home`);
        await p.page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          LANGUAGE_STORAGE_KEY,
          language,
        ] as const);
      }
      const found: string[] = [];
      for (const route of ROUTES) {
        const p = route.session === 'patient' ? patient : visitor;
        await journey(
          p,
          `axe-${route.session}-${route.url}-${viewport.name}-${language}`,
          async () => {
            await p.page.goto(`${e2e.server.baseUrl}${await realUrl(route.url)}`);
            await settle(p.page);
            expect(await p.page.getAttribute('html', 'lang')).toBe(HTML_LANG[language]);
            for (const v of await seriousViolations(p.page))
              found.push(`${route.session} ${route.url}: ${v}`);
            // Nothing wider than the screen: a page that scrolls sideways cuts off inputs and buttons.
            const width = await p.page.evaluate(() => document.documentElement.scrollWidth);
            if (width > viewport.width)
              found.push(`${route.session} ${route.url}: ${width} px wide at ${viewport.width} px`);
          },
        );
      }
      expect(found).toEqual([]);
    } finally {
      await visitor.close();
      await patient.close();
    }
  }, 300_000);
});
