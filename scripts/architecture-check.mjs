#!/usr/bin/env node
// Keeps docs/architecture.md true to the tree: the page's "Packages and apps" table must name every workspace
// package under packages/ (a folder with a package.json) and every folder under apps/, and its "API modules"
// table every folder under apps/api/src/modules/; and whatever those tables name, or any packages/…, apps/…
// or apps/api/src/modules/… path written anywhere on the page, must exist. Relative Markdown links must point
// at files that exist. Each table's names are the first column's, one name in backticks per row.
//
// Usage: node scripts/architecture-check.mjs [--root DIR]   (DIR: the repository root; default this one)
// Exit code 1 with one line per problem; 0 and a one-line summary when the page and the tree agree.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PAGE = 'docs/architecture.md';
const PACKAGES_HEADING = 'Packages and apps';
const MODULES_HEADING = 'API modules';
const MODULES_DIR = 'apps/api/src/modules';

function parseArgs(argv) {
  let root = join(dirname(fileURLToPath(import.meta.url)), '..');
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--root' && argv[i + 1] !== undefined) {
      root = resolve(argv[i + 1]);
      i += 1;
    } else {
      throw new Error(`unknown option ${argv[i]} (usage: architecture-check.mjs [--root DIR])`);
    }
  }
  return { root };
}

const isDir = (path) => existsSync(path) && statSync(path).isDirectory();
const subdirs = (path) =>
  isDir(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];

/**
 * The first column of the first table under the `## <heading>` section, one entry per body row; `problems`
 * collects rows whose first cell is not exactly one name in backticks, or a missing section or table.
 */
function tableNames(lines, heading, problems) {
  const start = lines.findIndex((l) => l.trim() === `## ${heading}`);
  if (start === -1) {
    problems.push(`${PAGE} has no "## ${heading}" section`);
    return [];
  }
  let i = start + 1;
  while (i < lines.length && !lines[i].startsWith('|') && !lines[i].startsWith('## ')) i += 1;
  if (i >= lines.length || !lines[i].startsWith('|')) {
    problems.push(`${PAGE}'s "${heading}" section has no table`);
    return [];
  }
  const names = [];
  // Skip the header row and the |---| row; the table ends at the first line not starting with '|'.
  for (i += 2; i < lines.length && lines[i].startsWith('|'); i += 1) {
    const cell = lines[i].split('|')[1].trim();
    const match = /^`([^`]+)`$/.exec(cell);
    if (match) names.push({ name: match[1], line: i + 1 });
    else
      problems.push(
        `${PAGE}:${i + 1}: the "${heading}" table's first column must hold one name in backticks, not "${cell}"`,
      );
  }
  return names;
}

/** Every problem found, as sentences; empty when the page and the tree agree. */
export function checkArchitecture(root) {
  const pagePath = join(root, PAGE);
  if (!existsSync(pagePath)) return [`${PAGE} does not exist`];
  const text = readFileSync(pagePath, 'utf8');
  const lines = text.split('\n');
  const problems = [];

  const listed = new Set(tableNames(lines, PACKAGES_HEADING, problems).map((e) => e.name));
  const modules = new Set(tableNames(lines, MODULES_HEADING, problems).map((e) => e.name));

  // Left out: what the tree has and the tables do not name.
  const packages = subdirs(join(root, 'packages')).filter((d) =>
    existsSync(join(root, 'packages', d, 'package.json')),
  );
  for (const dir of packages.map((d) => `packages/${d}`))
    if (!listed.has(dir))
      problems.push(`${PAGE} leaves out ${dir} (add it to the "${PACKAGES_HEADING}" table)`);
  for (const dir of subdirs(join(root, 'apps')).map((d) => `apps/${d}`))
    if (!listed.has(dir))
      problems.push(`${PAGE} leaves out ${dir} (add it to the "${PACKAGES_HEADING}" table)`);
  for (const name of subdirs(join(root, MODULES_DIR)))
    if (!modules.has(name))
      problems.push(
        `${PAGE} leaves out ${MODULES_DIR}/${name} (add it to the "${MODULES_HEADING}" table)`,
      );

  // Named but absent: table entries, then paths mentioned anywhere on the page.
  const named = new Set();
  for (const dir of listed) {
    if (!isDir(join(root, dir)) || !existsSync(join(root, dir, 'package.json')))
      problems.push(`${PAGE} names ${dir}, which does not exist (no package.json there)`);
    named.add(dir);
  }
  for (const name of modules) {
    const dir = `${MODULES_DIR}/${name}`;
    if (!isDir(join(root, dir))) problems.push(`${PAGE} names ${dir}, which does not exist`);
    named.add(dir);
  }
  // `packages/x`, `apps/x` and `…src/modules/x` as written in prose, code blocks and paths; a placeholder such
  // as `packages/<feature>` does not match. `(?<![\w@./-])` skips `@medibridge/…` and the middle of a path.
  const mentions = [
    [/(?<![\w@./-])packages\/([A-Za-z0-9][\w.-]*)/g, (n) => `packages/${n}`],
    [/(?<![\w@./-])apps\/([A-Za-z0-9][\w.-]*)/g, (n) => `apps/${n}`],
    [
      /(?<![\w@./-])(?:apps\/api\/)?src\/modules\/([A-Za-z0-9][\w.-]*)/g,
      (n) => `${MODULES_DIR}/${n}`,
    ],
  ];
  lines.forEach((line, index) => {
    for (const [pattern, toDir] of mentions) {
      for (const match of line.matchAll(pattern)) {
        const dir = toDir(match[1].replace(/[.]+$/, ''));
        if (named.has(dir) || isDir(join(root, dir))) continue;
        problems.push(`${PAGE}:${index + 1} names ${dir}, which does not exist`);
        named.add(dir);
      }
    }
    // Relative Markdown links, [text](path#anchor): the file must exist beside the page.
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1].split('#')[0];
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      if (!existsSync(join(root, dirname(PAGE), target)))
        problems.push(`${PAGE}:${index + 1} links to ${target}, which does not exist`);
    }
  });
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`architecture-check: ${err.message}`);
    process.exit(2);
  }
  const problems = checkArchitecture(opts.root);
  if (problems.length) {
    for (const p of problems) console.error(`architecture-check: ${p}`);
    console.error(
      `architecture-check: ${problems.length} problem(s); docs/architecture.md must name what the tree has`,
    );
    process.exit(1);
  }
  console.log('architecture-check: docs/architecture.md names every package, app and API module');
}
