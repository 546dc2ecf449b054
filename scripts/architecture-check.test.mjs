// node --test scripts/architecture-check.test.mjs — runs scripts/architecture-check.mjs against small fake
// trees (--root) and proves it passes when the page and the tree agree and fails, naming the entry, when the
// page leaves a package or module out or names one that does not exist. Run by `pnpm lint`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), 'architecture-check.mjs');
const made = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const table = (rows) => ['| name | what |', '| --- | --- |', ...rows.map((r) => `| ${r} | x |`)];

/** A fake repository: package folders (with package.json), app folders, API module folders and the page. */
function fakeTree({ packages, apps, modules, listed, listedModules, extra = [] }) {
  const root = mkdtempSync(join(tmpdir(), 'architecture-check-'));
  made.push(root);
  for (const dir of [...packages.map((p) => `packages/${p}`), ...apps.map((a) => `apps/${a}`)]) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), '{}\n');
  }
  for (const m of modules) mkdirSync(join(root, 'apps/api/src/modules', m), { recursive: true });
  mkdirSync(join(root, 'docs'), { recursive: true });
  const page = [
    '# Architecture',
    '',
    '## Packages and apps',
    '',
    ...table(listed.map((n) => `\`${n}\``)),
    '',
    '## API modules',
    '',
    ...table(listedModules.map((n) => `\`${n}\``)),
    '',
    ...extra,
    '',
  ];
  writeFileSync(join(root, 'docs/architecture.md'), page.join('\n'));
  return root;
}

const run = (root) => spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });

const agreeing = {
  packages: ['contract', 'staff'],
  apps: ['api', 'web'],
  modules: ['accounts', 'staff'],
  listed: ['packages/contract', 'packages/staff', 'apps/api', 'apps/web'],
  listedModules: ['accounts', 'staff'],
};

test('passes when the page names exactly what the tree has', () => {
  const result = run(fakeTree(agreeing));
  assert.equal(result.status, 0, result.stderr);
});

test('a folder under packages/ without a package.json is not a package', () => {
  const root = fakeTree(agreeing);
  mkdirSync(join(root, 'packages/leftover'));
  assert.equal(run(root).status, 0);
});

test('fails when the page leaves out a package', () => {
  const result = run(fakeTree({ ...agreeing, packages: [...agreeing.packages, 'billing'] }));
  assert.equal(result.status, 1);
  assert.match(result.stderr, /leaves out packages\/billing/);
});

test('fails when the page leaves out an app or an API module', () => {
  const result = run(
    fakeTree({
      ...agreeing,
      apps: [...agreeing.apps, 'admin'],
      modules: ['accounts', 'staff', 'sms'],
    }),
  );
  assert.equal(result.status, 1);
  assert.match(result.stderr, /leaves out apps\/admin/);
  assert.match(result.stderr, /leaves out apps\/api\/src\/modules\/sms/);
});

test('fails when a table names a package or module that does not exist', () => {
  const result = run(
    fakeTree({
      ...agreeing,
      listed: [...agreeing.listed, 'packages/foo'],
      listedModules: [...agreeing.listedModules, 'bar'],
    }),
  );
  assert.equal(result.status, 1);
  assert.match(result.stderr, /names packages\/foo, which does not exist/);
  assert.match(result.stderr, /names apps\/api\/src\/modules\/bar, which does not exist/);
});

test('fails when the prose mentions a path that does not exist, or links to a missing file', () => {
  const result = run(
    fakeTree({
      ...agreeing,
      extra: [
        'See `packages/gone/src/index.ts` and `apps/api/src/modules/ghost/routes.ts`.',
        'Placeholders such as `packages/<feature>` and `@medibridge/packages-search` are fine.',
        'Read [the decision](decisions/0001-missing.md).',
      ],
    }),
  );
  assert.equal(result.status, 1);
  assert.match(result.stderr, /:\d+ names packages\/gone, which does not exist/);
  assert.match(result.stderr, /:\d+ names apps\/api\/src\/modules\/ghost, which does not exist/);
  assert.match(result.stderr, /links to decisions\/0001-missing\.md, which does not exist/);
  assert.doesNotMatch(result.stderr, /packages-search|<feature>/);
});

test('fails when a table row has no name in backticks, or a section has no table', () => {
  const root = fakeTree(agreeing);
  const page = join(root, 'docs/architecture.md');
  writeFileSync(
    page,
    '## Packages and apps\n\n| name | what |\n| --- | --- |\n| contract | x |\n\n## API modules\n',
  );
  const broken = run(root);
  assert.equal(broken.status, 1);
  assert.match(broken.stderr, /first column must hold one name in backticks, not "contract"/);
  assert.match(broken.stderr, /"API modules" section has no table/);
});
