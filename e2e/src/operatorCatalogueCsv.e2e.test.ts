import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PACKAGE_CSV_COLUMNS } from '@medibridge/contract';
import { screenProblems } from './axe';
import {
  ARTIFACTS_DIR,
  VIEWPORTS,
  type StaffUser,
  journey,
  openPage,
  setUpJourneys,
} from './harness';
import { photographer, logIn as signIn } from './session';

/**
 * The catalogue's CSV (issue 32 §3, docs/decisions/0064), at 360×640 and 1280×800: an admin downloads the
 * packages, imports a file with three bad rows (the check lists exactly them, by line and column, and nothing
 * is written), fixes it and imports it; the patients' package search shows the renamed package at once.
 */

const ADMIN: StaffUser = {
  mobile: '9000088131',
  name: 'Asha Operator',
  password: 'Operator-Catalogue-Csv@E2e-2026',
  roles: ['admin'],
};

const e2e = setUpJourneys({ staff: [ADMIN] });

const shot = photographer('operator');

function saved(name: string, text: string): string {
  const dir = path.join(ARTIFACTS_DIR, 'operator');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

const logIn = (page: Page): Promise<void> =>
  signIn(page, e2e.server.baseUrl, ADMIN.mobile, ADMIN.password);

/** The file to import: one exported package renamed, and three new ones (lines 3 to 5), bad when `bad`. */
function importFile(header: string, renamed: string, master: string, run: string, bad: boolean) {
  const added = (i: number, name: string, price: string, active: string) =>
    [
      `e2e-csv-${run}-${i}`,
      name,
      '',
      master,
      'Added from a spreadsheet.',
      '',
      '2',
      price,
      'no',
      active,
    ].join(',');
  return [
    header,
    renamed,
    added(1, bad ? 'X' : `Csv Added ${run} One`, '1500', 'yes'),
    added(2, `Csv Added ${run} Two`, bad ? 'lots' : '2500', 'yes'),
    added(3, `Csv Added ${run} Three`, '3500', bad ? 'maybe' : 'no'),
    '',
  ].join('\r\n');
}

describe.each(VIEWPORTS)('the catalogue CSV at $width×$height', (viewport) => {
  it('downloads the packages, lists a file’s three bad rows, imports the fixed file, and search shows it', async () => {
    const run = viewport.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const admin = await openPage(e2e.browser, viewport);
    const { page } = admin;
    try {
      await journey(admin, `operator-catalogue-csv-${run}`, async () => {
        await logIn(page);
        await page.goto(`${e2e.server.baseUrl}/staff`);
        await page.getByRole('link', { name: /Catalogue import and export/ }).click();
        await page
          .getByRole('heading', { level: 1, name: 'Catalogue import and export' })
          .waitFor();
        expect(await screenProblems(page, viewport.width)).toEqual([]);
        await shot(page, `catalogue-csv-${run}`);

        const packages = page.getByRole('region', { name: 'Packages' });
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          packages.getByRole('link', { name: 'Download the packages as CSV' }).click(),
        ]);
        const exported = readFileSync(await download.path(), 'utf8').split('\r\n');
        const [header = ''] = exported;
        expect(header).toBe(PACKAGE_CSV_COLUMNS.join(','));
        // A package whose line has no quoted field, renamed so that search finds it by the run's word.
        const plain = exported.slice(1).find((l) => l !== '' && !l.includes('"')) ?? '';
        const [slug = '', name = '', ...rest] = plain.split(',');
        const master = rest[1] ?? '1';
        const renamed = [slug, `Csv${run} ${name}`.slice(0, 150), ...rest].join(',');

        await packages
          .getByLabel('CSV file')
          .setInputFiles(
            saved(`packages-bad-${run}.csv`, importFile(header, renamed, master, run, true)),
          );
        await packages.getByRole('button', { name: 'Check the file' }).click();
        const table = packages.getByRole('table', { name: 'Problems in the file' });
        await table.waitFor();
        const rows = await table.getByRole('row').allInnerTexts();
        expect(rows.slice(1).map((r) => r.split(/\t|\n/).filter(Boolean))).toEqual([
          ['3', 'name', 'Write a name of 2 to 150 characters.'],
          [
            '4',
            'base_price',
            'The price must be in rupees, from ₹1 to ₹1,00,00,000, with at most two decimals.',
          ],
          ['5', 'active', 'Write yes or no.'],
        ]);
        expect(await packages.getByRole('button', { name: /^Import / }).count()).toBe(0);
        expect(await screenProblems(page, viewport.width)).toEqual([]);
        await shot(page, `catalogue-csv-problems-${run}`);

        await packages
          .getByLabel('CSV file')
          .setInputFiles(
            saved(`packages-good-${run}.csv`, importFile(header, renamed, master, run, false)),
          );
        await packages.getByRole('button', { name: 'Check the file' }).click();
        await packages.getByText('No problems found. Import to write every row.').waitFor();
        await packages.getByRole('button', { name: 'Import 4 rows' }).click();
        await packages.getByText('Imported 4 rows: 3 new, 1 changed.').waitFor();
        expect(await screenProblems(page, viewport.width)).toEqual([]);
        await shot(page, `catalogue-csv-imported-${run}`);

        // The patients' package search finds the renamed package and the offered new ones at once.
        const found = await fetch(`${e2e.server.baseUrl}/api/search-active-packages/csv${run}`);
        expect(found.status).toBe(200);
        const names = ((await found.json()) as { data: { name: string }[] }).data.map(
          (p) => p.name,
        );
        expect(names).toEqual(expect.arrayContaining([`Csv${run} ${name}`.slice(0, 150)]));
        const added = await fetch(
          `${e2e.server.baseUrl}/api/search-active-packages/Csv%20Added%20${run}`,
        );
        const addedNames = ((await added.json()) as { data: { name: string }[] }).data.map(
          (p) => p.name,
        );
        expect(addedNames).toEqual(
          expect.arrayContaining([`Csv Added ${run} One`, `Csv Added ${run} Two`]),
        );
        expect(addedNames).not.toContain(`Csv Added ${run} Three`);
      });
      expect(admin.unexpectedProblems()).toEqual([]);
    } finally {
      await admin.close();
    }
  }, 180_000);
});
