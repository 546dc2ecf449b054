// Bundle size: the gzip size of the JavaScript a first visit loads and of every lazily loaded chunk.
//
// A first visit to any path (`/`, `/home`, …) gets the same index.html (SPA fallback), so its first-load
// JavaScript is what that page names: `<script type="module" src>` plus `<link rel="modulepreload" href>`.
// Every other .js file under dist/assets is a lazy chunk, loaded when a route or modal needs it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { KiB, kib, printTable, WEB_DIST } from './lib';

export const FIRST_LOAD_BUDGET = 150 * KiB;
export const LAZY_CHUNK_BUDGET = 40 * KiB;

export interface SizedFile {
  file: string;
  raw: number;
  gzip: number;
}

export interface SizeReport {
  firstLoad: SizedFile[];
  firstLoadGzip: number;
  lazy: SizedFile[];
  overBudget: string[];
}

/** The `src`/`href` values of index.html's script tags and modulepreload links, in document order. */
export function firstLoadScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string): string | undefined =>
      new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
        .exec(tag)
        ?.slice(1)
        .find((v) => v !== undefined);
    const isScript = /^<script/i.test(tag);
    const url = isScript
      ? attr('src')
      : attr('rel')?.toLowerCase() === 'modulepreload'
        ? attr('href')
        : undefined;
    if (url && !/^(https?:)?\/\//i.test(url) && !found.includes(url)) found.push(url);
  }
  return found;
}

function gzipSize(dist: string, path: string): SizedFile {
  const bytes = readFileSync(path);
  return { file: relative(dist, path), raw: bytes.length, gzip: gzipSync(bytes).length };
}

function allJs(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...allJs(path));
    else if (name.endsWith('.js')) out.push(path);
  }
  return out;
}

/** Measures the built web app in apps/web/dist against the budgets. */
export function measureBundle(dist = WEB_DIST): SizeReport {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstPaths = firstLoadScripts(html).map((url) =>
    join(dist, url.replace(/^\.?\//, '').split(/[?#]/)[0]!),
  );
  const firstLoad = firstPaths.map((p) => gzipSize(dist, p));
  const firstSet = new Set(firstPaths);
  const lazy = allJs(join(dist, 'assets'))
    .filter((p) => !firstSet.has(p))
    .map((p) => gzipSize(dist, p))
    .sort((a, b) => b.gzip - a.gzip);
  const firstLoadGzip = firstLoad.reduce((n, f) => n + f.gzip, 0);

  const overBudget: string[] = [];
  if (firstLoad.length === 0)
    overBudget.push('index.html names no script: cannot measure the first load');
  if (firstLoadGzip > FIRST_LOAD_BUDGET) {
    overBudget.push(`first load ${kib(firstLoadGzip)} > ${kib(FIRST_LOAD_BUDGET)}`);
  }
  for (const f of lazy) {
    if (f.gzip > LAZY_CHUNK_BUDGET)
      overBudget.push(`lazy chunk ${f.file} ${kib(f.gzip)} > ${kib(LAZY_CHUNK_BUDGET)}`);
  }
  return { firstLoad, firstLoadGzip, lazy, overBudget };
}

/** Prints the size table. */
export function printSizeReport(r: SizeReport): void {
  const rows: string[][] = [];
  for (const f of r.firstLoad) rows.push(['first load', f.file, kib(f.raw), kib(f.gzip), '']);
  rows.push([
    'first load (`/`, `/home`) total',
    `${r.firstLoad.length} file(s)`,
    kib(r.firstLoad.reduce((n, f) => n + f.raw, 0)),
    kib(r.firstLoadGzip),
    `${kib(FIRST_LOAD_BUDGET)} ${r.firstLoadGzip <= FIRST_LOAD_BUDGET ? 'ok' : 'OVER'}`,
  ]);
  for (const f of r.lazy) {
    rows.push([
      'lazy chunk',
      f.file,
      kib(f.raw),
      kib(f.gzip),
      `${kib(LAZY_CHUNK_BUDGET)} ${f.gzip <= LAZY_CHUNK_BUDGET ? 'ok' : 'OVER'}`,
    ]);
  }
  if (!r.lazy.length) rows.push(['lazy chunk', '(none)', '', '', '']);
  printTable(['what', 'file', 'minified', 'gzip', 'budget'], rows, [2, 3]);
  console.log(
    '\ngzip at zlib level 6 (what the server sends); first load = scripts and modulepreloads in index.html.',
  );
}
