#!/usr/bin/env node
// Proves the import-boundary rules of eslint.config.mjs (docs/architecture.md, "The layers") work:
// each fixture in scripts/lint-fixtures/ is linted with ESLint's Node API as if it lived at a path inside a
// package (the path need not exist), and must fail with the named rule — or, for a good fixture, pass clean.
// The fixtures themselves are ignored by the normal lint run (see `ignores` in eslint.config.mjs).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'scripts', 'lint-fixtures');

const RESTRICTED = 'no-restricted-imports';
/** The query wall (queries only in repository files) is typescript-eslint's copy, so it adds to the others. */
const QUERY_WALL = '@typescript-eslint/no-restricted-imports';

/** fixture file → where it is linted as → the rule that must report it (null: must lint clean). */
const CASES = [
  {
    file: 'feature-imports-feature.ts',
    as: 'packages/pharmacy/src/__fixture__.ts',
    rule: RESTRICTED,
  },
  { file: 'reach-into-src.ts', as: 'packages/pharmacy/src/__fixture__.ts', rule: RESTRICTED },
  {
    file: 'feature-imports-schemas.ts',
    as: 'packages/pharmacy/src/__fixture__.ts',
    rule: RESTRICTED,
  },
  { file: 'feature-imports-schemas.ts', as: 'apps/web/src/__fixture__.ts', rule: RESTRICTED },
  { file: 'web-reach-into-feature-file.ts', as: 'apps/web/src/__fixture__.ts', rule: RESTRICTED },
  { file: 'ui-kit-imports-feature.ts', as: 'packages/ui-kit/src/__fixture__.ts', rule: RESTRICTED },
  { file: 'api-imports-ui-kit.ts', as: 'apps/api/src/__fixture__.ts', rule: RESTRICTED },
  {
    file: 'contract-imports-api-client.ts',
    as: 'packages/contract/src/__fixture__.ts',
    rule: RESTRICTED,
  },
  {
    file: 'relative-into-other-package.ts',
    as: 'packages/pharmacy/src/__fixture__.ts',
    rule: 'import-x/no-relative-packages',
  },
  {
    file: 'api-module-reaches-into-another.ts',
    as: 'apps/api/src/modules/enquiries/__fixture__.ts',
    rule: RESTRICTED,
  },
  { file: 'good-api-module.ts', as: 'apps/api/src/modules/enquiries/__fixture__.ts', rule: null },
  { file: 'db-imports-module.ts', as: 'apps/api/src/db/__fixture__.ts', rule: RESTRICTED },
  {
    file: 'module-imports-seed.ts',
    as: 'apps/api/src/modules/enquiries/__fixture__.ts',
    rule: RESTRICTED,
  },
  { file: 'good-db-file.ts', as: 'apps/api/src/db/schema/__fixture__.ts', rule: null },
  {
    file: 'service-imports-drizzle.ts',
    as: 'apps/api/src/modules/enquiries/service.ts',
    rule: QUERY_WALL,
  },
  {
    file: 'service-imports-drizzle.ts',
    as: 'apps/api/src/plugins/__fixture__.ts',
    rule: QUERY_WALL,
  },
  {
    file: 'service-imports-schema.ts',
    as: 'apps/api/src/modules/enquiries/service.ts',
    rule: QUERY_WALL,
  },
  {
    file: 'good-repository.ts',
    as: 'apps/api/src/modules/enquiries/fixtureRepository.ts',
    rule: null,
  },
  { file: 'good-repository.ts', as: 'apps/api/src/modules/enquiries/repository.ts', rule: null },
  { file: 'good-feature.ts', as: 'packages/pharmacy/src/__fixture__.ts', rule: null },
  { file: 'good-web-shell.ts', as: 'apps/web/src/__fixture__.ts', rule: null },
];

const eslint = new ESLint({ cwd: root });
let broken = 0;

console.log(
  'Import-boundary check: deliberately bad fixtures must fail lint, good ones must pass.\n',
);
// An API module file one line past the limit (made here: a 401-line fixture file would say nothing more).
const OVERSIZED = Array.from({ length: 401 }, (_, i) => `export const line${i} = ${i};`).join('\n');
CASES.push(
  {
    file: '(401 lines)',
    code: OVERSIZED,
    as: 'apps/api/src/modules/enquiries/__fixture__.ts',
    rule: 'max-lines',
  },
  {
    file: '(401-line test)',
    code: OVERSIZED,
    as: 'apps/api/src/modules/enquiries/__fixture__.test.ts',
    rule: null,
  },
);

for (const c of CASES) {
  const code = c.code ?? readFileSync(join(fixtures, c.file), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(root, c.as) });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal);
  const hits = messages.filter((m) => m.ruleId === c.rule);

  let ok;
  let detail;
  if (fatal.length) {
    ok = false;
    detail = `parse error: ${fatal[0].message}`;
  } else if (c.rule === null) {
    ok = messages.length === 0;
    detail = ok
      ? 'no problems'
      : messages.map((m) => `${m.ruleId ?? 'eslint'}: ${m.message}`).join('; ');
  } else {
    ok = hits.length > 0 && hits.every((m) => m.severity === 2);
    detail = ok
      ? `${c.rule}: ${hits[0].message.split('\n')[0]}`
      : `expected an error from ${c.rule}, got ${messages.length ? messages.map((m) => m.ruleId).join(', ') : 'none'}`;
  }
  if (!ok) broken += 1;
  const expectation = c.rule === null ? 'expect pass' : 'expect FAIL';
  console.log(
    `${ok ? 'ok  ' : 'BAD '} ${c.file.padEnd(34)} as ${c.as.padEnd(38)} ${expectation}  → ${detail}`,
  );
}

console.log(
  broken === 0
    ? `\nBoundary rules hold: ${CASES.length} of ${CASES.length} fixtures behaved as expected.`
    : `\nBoundary check FAILED: ${broken} of ${CASES.length} fixtures did not behave as expected.`,
);
process.exit(broken === 0 ? 0 : 1);
