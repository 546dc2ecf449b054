// `pnpm budget`: the bundle-size part of the benchmark alone. Exits 1 when over budget (CI runs it).
import { ensureBuilt, section } from './lib';
import { measureBundle, printSizeReport } from './size';

try {
  ensureBuilt({ web: true });
  section('Bundle budget (apps/web/dist)');
  const report = measureBundle();
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
