import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { MEDICINE_CSV_COLUMNS } from '@medibridge/contract';
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
 * The operator's medicines (issue 32 §4, docs/decisions/0058), at 360×640 and 1280×800: an admin imports 1,000
 * medicines from a CSV with three bad rows (the check lists exactly them, by line and column), fixes the file
 * and imports it, then sets one product out of stock; a patient whose page still offers it is refused by the
 * cart in words, and the product page then says it is out of stock and offers no Add.
 */

const ADMIN: StaffUser = {
  mobile: '9000088101',
  name: 'Asha Operator',
  password: 'Operator-Medicines@E2e-2026',
  roles: ['admin'],
};
const PATIENT = { mobile: '9876543210', password: 'MediBridge@Demo1' };
const ROWS = 1000;

const e2e = setUpJourneys({ staff: [ADMIN] });

const shot = photographer('operator');

const logIn = (page: Page, mobile: string, password: string): Promise<void> =>
  signIn(page, e2e.server.baseUrl, mobile, password);

/** 1,000 products named for `run`; `bad` makes lines 6, 250 and 999 of the file wrong. */
function csvFile(run: string, bad: boolean): string {
  const lines = [MEDICINE_CSV_COLUMNS.join(',')];
  for (let i = 1; i <= ROWS; i += 1) {
    const line = i + 1;
    const row: Record<string, string> = {
      slug: `e2e-${run}-${i}`,
      title: `Operafen ${run} ${i} Tablet`,
      title_hi: '',
      brand: `Operafen ${run} ${i}`,
      composition: 'Paracetamol 650 mg',
      salts: 'Paracetamol',
      form: 'Tablet',
      pack_size: 'Strip of 15 tablets',
      manufacturer: 'Operator Remedies (fictional)',
      schedule: bad && line === 250 ? 'Z' : 'OTC',
      // Blank: the Telemedicine Practice Guidelines list by the rule (OTC → O, docs/decisions/0067).
      tpg_list: '',
      category: 'Pain and fever',
      storage: '"Store below 30°C, dry"',
      mrp: '35.00',
      sale_price: bad && line === 6 ? '40.00' : '31.50',
      gst_rate: '12',
      hsn_code: '3004',
      stock: bad && line === 999 ? 'plenty' : '40',
      discontinued: 'no',
    };
    lines.push(MEDICINE_CSV_COLUMNS.map((c) => row[c]).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function saved(name: string, text: string): string {
  const dir = path.join(ARTIFACTS_DIR, 'operator');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('the operator’s medicines', () => {
  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: imports 1,000 medicines after a check, sets one out of stock, and the cart refuses it`, async () => {
      const run = viewport.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
      const admin = await openPage(e2e.browser, viewport);
      const patient = await openPage(e2e.browser, viewport);
      const { page } = admin;
      const slug = `e2e-${run}-7`;
      try {
        await journey(admin, `operator-import-${run}`, async () => {
          await logIn(page, ADMIN.mobile, ADMIN.password);
          await page.goto(`${e2e.server.baseUrl}/staff`);
          await page.getByRole('link', { name: /Medicines/ }).click();
          await page.getByRole('heading', { level: 1, name: 'Medicines' }).waitFor();
          expect(await screenProblems(page, viewport.width)).toEqual([]);
          await shot(page, `medicines-${run}`);

          // The check lists exactly the three bad lines, with their column, and writes nothing.
          await page
            .getByLabel('CSV file')
            .setInputFiles(saved(`bad-${run}.csv`, csvFile(run, true)));
          await page.getByRole('button', { name: 'Check the file' }).click();
          const table = page.getByRole('table', { name: 'Problems in the file' });
          await table.waitFor();
          const rows = await table.getByRole('row').allInnerTexts();
          expect(rows.slice(1).map((r) => r.split(/\t|\n/).filter(Boolean))).toEqual([
            ['6', 'sale_price', 'The sale price cannot be more than the MRP.'],
            ['250', 'schedule', 'Schedule must be OTC, H, H1 or X.'],
            ['999', 'stock', 'Stock is a whole number of packs, 0 or more.'],
          ]);
          await page.getByText('3 problems: nothing was written.', { exact: false }).waitFor();
          expect(await page.getByRole('button', { name: /^Import / }).count()).toBe(0);
          expect(await screenProblems(page, viewport.width)).toEqual([]);
          await shot(page, `medicines-problems-${run}`);

          // The fixed file: no problems, then every row at once.
          await page
            .getByLabel('CSV file')
            .setInputFiles(saved(`good-${run}.csv`, csvFile(run, false)));
          await page.getByRole('button', { name: 'Check the file' }).click();
          await page.getByText('No problems found. Import to write every row.').waitFor();
          await page.getByRole('button', { name: 'Import 1000 rows' }).click();
          await page.getByText('Imported 1000 rows: 1000 new, 0 changed.').waitFor();
          await shot(page, `medicines-imported-${run}`);
        });

        // The patient opens the product page while it is still in stock.
        await journey(patient, `operator-patient-before-${run}`, async () => {
          await logIn(patient.page, PATIENT.mobile, PATIENT.password);
          await patient.page.goto(`${e2e.server.baseUrl}/products/product-detail/${slug}`);
          await patient.page
            .getByRole('heading', { level: 1, name: `Operafen ${run} 7 Tablet` })
            .waitFor();
          expect(await patient.page.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(
            true,
          );
        });

        await journey(admin, `operator-out-of-stock-${run}`, async () => {
          await page
            .getByRole('searchbox', { name: /Search medicines/ })
            .fill(`Operafen ${run} 7 Tablet`);
          await page.getByText('Page 1 of 1 (1 in all)').waitFor();
          await page.getByRole('button', { name: `Edit Operafen ${run} 7 Tablet` }).click();
          const form = page.getByRole('form', { name: `Edit Operafen ${run} 7 Tablet` });
          await form.getByLabel('Stock (packs)').fill('0');
          await form.getByRole('button', { name: 'Save' }).click();
          await page.getByText(`Saved: Operafen ${run} 7 Tablet`).waitFor();
          await page.getByText('Out of stock').first().waitFor();
          expect(await screenProblems(page, viewport.width)).toEqual([]);
          await shot(page, `medicines-out-of-stock-${run}`);
        });

        await journey(patient, `operator-patient-refused-${run}`, async () => {
          const p = patient.page;
          // The page was drawn before the change: the server refuses, in words.
          await p.getByRole('button', { name: 'Add to cart' }).click();
          await p
            .getByText(
              'This medicine is out of stock just now, so it cannot be added to your cart.',
            )
            .waitFor();
          // Reloaded (the catalogue's answers follow within seconds on every replica): said, and no Add.
          const said = p.getByText(
            'This medicine is out of stock just now. Look below for one with the same composition.',
          );
          for (let i = 0; i < 20 && !(await said.isVisible()); i += 1) {
            await p.waitForTimeout(500);
            await p.reload();
            await p.getByRole('heading', { level: 1 }).waitFor();
          }
          await said.waitFor();
          expect(await p.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
          await shot(p, `product-out-of-stock-${run}`);
        });
        expect(admin.unexpectedProblems()).toEqual([]);
        expect(patient.unexpectedProblems().filter((x) => !/status of 409/.test(x.text))).toEqual(
          [],
        );
      } finally {
        await admin.close();
        await patient.close();
      }
    }, 300_000);
  }
});
