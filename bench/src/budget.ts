// `pnpm budget`: the bundle-size part of the benchmark alone. Exits 1 when over budget (CI runs it).
// `pnpm budget --dist DIR` measures another build of the web app (e.g. `vite build --outDir DIR`).
import { resolve } from 'node:path';
import { ensureBuilt, section } from './lib';
import { measureBundle, printSizeReport } from './size';

try {
  const at = process.argv.indexOf('--dist');
  const dist = at > 0 ? process.argv[at + 1] : undefined;
  if (at > 0 && !dist) throw new Error('--dist needs a folder');
  if (!dist) ensureBuilt({ web: true });
  section(`Bundle budget (${dist ?? 'apps/web/dist'})`);
  const report = measureBundle(dist ? resolve(dist) : undefined);
  printSizeReport(report);
  if (report.overBudget.length) {
    console.log(`\nOVER BUDGET:\n${report.overBudget.map((o) => `  - ${o}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nWithin budget.');
} catch (err) {
  console.error(`budget: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
