import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './harness';

/**
 * axe-core in a journey's page: the sweep of every landing route (axe.e2e.test.ts) and the journeys of
 * screens behind a staff login (the operator console, docs/decisions/0053) use the same check.
 */
const AXE_SOURCE = readFileSync(
  createRequire(path.join(REPO_ROOT, 'e2e', 'package.json')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical axe violations of the page as it is now, each with its nodes. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (no inline scripts) does not apply.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    // label-content-name-mismatch is tagged experimental in axe, off by default; Lighthouse reports it.
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/** Problems of the page as it is now: serious axe violations and a page wider than the screen. */
export async function screenProblems(page: Page, width: number): Promise<string[]> {
  const found = await seriousViolations(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) found.push(`${scrollWidth} px wide at ${width} px`);
  return found;
}
