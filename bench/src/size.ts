// Bundle size: the bytes of JavaScript a first visit downloads (brotli, as the server sends it) and the gzip
// size of every lazily loaded chunk (docs/decisions/0044).
//
// A first visit to any path (`/`, `/home`, …) gets the same index.html (SPA fallback), which names the
// shell: `<script type="module" src>` plus `<link rel="modulepreload" href>`. The router then loads the
// lazy chunk of the page the path matches, with every chunk it statically imports, before the page can
// render. So a route's first load is the shell plus that graph, read from Vite's build manifest
// (dist/.vite/manifest.json, `build.manifest` in apps/web/vite.config.ts) for each page in
// bench/src/landing.ts. Every other .js file under dist/assets is a lazy chunk.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANDING_ROUTES, type LandingRoute } from './landing';
import { KiB, kib, printTable, ROOT, WEB_DIST } from './lib';

export const FIRST_LOAD_BUDGET = 150 * KiB;
export const LAZY_CHUNK_BUDGET = 40 * KiB;
/**
 * Lazy chunks with a ceiling of their own, by their name in the build manifest (a `manualChunks` name in
 * apps/web/vite.config.ts). `livekit-vendor` is the LiveKit client (livekit-client ships one prebuilt module
 * that cannot be split): only the call page loads it, and only when the server runs calls on LiveKit
 * (VIDEO_PROVIDER=livekit, docs/decisions/0028); no first load and no service-worker precache holds it.
 */
export const OWN_CHUNK_BUDGETS: Readonly<Record<string, number>> = { 'livekit-vendor': 140 * KiB };
/**
 * A route's first load in Hindi (its Hindi catalogues on top) has the same budget as in English (issue 10):
 * met since the catalogues are keyed, split by screen and bundled by what loads together (docs/decisions/0034,
 * 0035).
 */
export const HINDI_FIRST_LOAD_BUDGET = FIRST_LOAD_BUDGET;

export interface SizedFile {
  file: string;
  raw: number;
  gzip: number;
  /**
   * What the server sends a browser that takes brotli (every current one): the build's brotli copy beside
   * the file (`.br`, docs/decisions/0020), else its gzip.
   */
  sent: number;
}

/** A landing route's first load: the shell plus its page chunk and that chunk's static imports. */
export interface RouteLoad extends LandingRoute {
  /** The files beyond the shell, largest first. */
  extra: SizedFile[];
  gzip: number;
  /** The same first load for a patient who reads Hindi: plus the Hindi texts the route shows. */
  hindiExtra: SizedFile[];
  hindiGzip: number;
  /** The bytes a browser downloads for it (SizedFile.sent), in English and in Hindi. */
  sent: number;
  hindiSent: number;
}

/**
 * The Hindi catalogue modules a route needs beyond what its modules and the shell's register: a service page's
 * own content (one per page, chosen at run time by the page's path).
 */
export function hindiModules(routeModule: string, url: string): string[] {
  return routeModule.endsWith('/ServicePage.tsx')
    ? [`packages/enquiries/src/i18n/pages/${url.split('/').filter(Boolean).pop() ?? ''}.ts`]
    : [];
}

/** The modules a landing route loads before it shows: its page module and what that page loads itself. */
export function routeModules(route: LandingRoute): string[] {
  return [route.module, ...(route.alsoLoads ? [route.alsoLoads] : [])];
}

export interface SizeReport {
  /** The shell: index.html's script and modulepreloads. */
  firstLoad: SizedFile[];
  firstLoadGzip: number;
  /** Per landing route (shell included); the budget applies to each. */
  routes: RouteLoad[];
  /** Every other chunk, with its budget (LAZY_CHUNK_BUDGET unless OWN_CHUNK_BUDGETS names it). */
  lazy: (SizedFile & { budget: number })[];
  overBudget: string[];
}

/** One chunk of Vite's build manifest (only the fields we read). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (a `manualChunks` name, or the module's). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of a chunk and of everything it imports statically. */
export function staticKeys(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string): void => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`build manifest has no chunk ${k}`);
    seen.add(k);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return [...seen];
}

/**
 * A Hindi catalogue module: a package's `i18n/hi.ts` or `i18n/hi-<group>.ts`, or one of contract's `hi*.ts`.
 * A service page's own content (`i18n/pages/<page>.ts`) is not: one is chosen per page (`hindiModules`).
 */
const CATALOGUE = /(\/i18n\/hi(-[\w-]+)?\.ts|\/contract\/src\/hi(-[\w-]+)?\.ts)$/;

/**
 * Whether a chunk of the manifest is Hindi catalogues: one catalogue module, or a set that always loads
 * together (a `manualChunks` set of apps/web/vite.config.ts, named `hi-…`, which has no module of its own).
 */
function isCatalogue(manifest: Manifest, key: string): boolean {
  const chunk = manifest[key];
  if (chunk?.src) return CATALOGUE.test(chunk.src);
  return CATALOGUE.test(key) || /^hi-/.test(chunk?.name ?? '');
}

/**
 * The Hindi catalogues the chunks of a route's static graph import dynamically. `defineTexts` starts loading
 * its catalogue when its module is evaluated in Hindi (packages/ui-kit/src/i18n/texts.ts), so every catalogue
 * a module of the route registers is downloaded with the route, whichever screen's texts it holds. The shell's
 * modules (index.html's entry) are part of every route: what they register, every route loads.
 */
export function registeredCatalogues(manifest: Manifest, keys: readonly string[]): string[] {
  const found = new Set<string>();
  for (const key of keys)
    for (const k of staticKeys(manifest, key))
      for (const dynamic of manifest[k]?.dynamicImports ?? [])
        if (isCatalogue(manifest, dynamic)) found.add(dynamic);
  return [...found];
}

/** The output files of a manifest chunk and of everything it imports statically (not its dynamic imports). */
export function staticGraph(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string): void => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`build manifest has no chunk ${k}`);
    seen.add(k);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return [...seen].map((k) => manifest[k]!.file);
}

/**
 * The manifest key of a source module (repository-relative path): manifest keys are relative to the
 * web app's Vite root, so packages' files appear as `../../packages/…`.
 */
export function manifestKeyOf(
  manifest: Manifest,
  module: string,
  viteRoot: string,
): string | undefined {
  const wanted = resolve(ROOT, module);
  return Object.keys(manifest).find((k) => resolve(viteRoot, k) === wanted);
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
  const gzip = gzipSync(bytes).length;
  const br = `${path}.br`;
  const sent = existsSync(br) ? Math.min(statSync(br).size, gzip) : gzip;
  return { file: relative(dist, path), raw: bytes.length, gzip, sent };
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

export const MANIFEST = join('.vite', 'manifest.json');

/**
 * Measures the built web app in `dist` against the budgets. `viteRoot` is the folder the manifest's keys
 * are relative to (the web app's Vite root).
 */
export function measureBundle(
  dist = WEB_DIST,
  routes: readonly LandingRoute[] = LANDING_ROUTES,
  viteRoot = join(ROOT, 'apps', 'web'),
): SizeReport {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstPaths = firstLoadScripts(html).map((url) =>
    join(dist, url.replace(/^\.?\//, '').split(/[?#]/)[0]!),
  );
  const sized = new Map<string, SizedFile>();
  const size = (p: string): SizedFile => {
    let f = sized.get(p);
    if (!f) sized.set(p, (f = gzipSize(dist, p)));
    return f;
  };
  const firstLoad = firstPaths.map(size);
  const firstSet = new Set(firstPaths);
  const firstLoadGzip = firstLoad.reduce((n, f) => n + f.gzip, 0);

  const manifestPath = join(dist, MANIFEST);
  if (!existsSync(manifestPath)) {
    throw new Error(
      `${relative(ROOT, manifestPath)} is missing: build with \`build.manifest: true\` (pnpm build)`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // The shell: index.html's entry chunk (its static graph is the first load every route shares).
  const shellKeys = Object.keys(manifest).filter(
    (k) => manifest[k]!.isEntry && k.endsWith('index.html'),
  );
  const overBudget: string[] = [];
  const routeLoads: RouteLoad[] = [];
  for (const route of routes) {
    const modules = routeModules(route);
    const keys = modules.map((module) => manifestKeyOf(manifest, module, viteRoot));
    const missing = modules.filter((_, i) => {
      const key = keys[i];
      return !key || !manifest[key]!.isDynamicEntry;
    });
    if (missing.length) {
      for (const module of missing)
        overBudget.push(
          `${route.url} (${route.session}): ${module} is not a lazy chunk of the build; is the page still imported lazily?`,
        );
      continue;
    }
    const graph = new Set(keys.flatMap((key) => staticGraph(manifest, key!)));
    const extra = [...graph]
      .map((file) => join(dist, file))
      .filter((p) => !firstSet.has(p))
      .map(size)
      .sort((a, b) => b.gzip - a.gzip);
    const gzip = firstLoadGzip + extra.reduce((n, f) => n + f.gzip, 0);
    const counted = new Set([...firstSet, ...extra.map((f) => join(dist, f.file))]);
    const hindiFiles = new Set<string>();
    const hindiKeys = new Set(
      registeredCatalogues(manifest, [...(keys as string[]), ...shellKeys]),
    );
    for (const module of hindiModules(route.module, route.url)) {
      const hindiKey = manifestKeyOf(manifest, module, viteRoot);
      if (!hindiKey) {
        overBudget.push(`${route.url}: ${module} is not in the build (is its package translated?)`);
        continue;
      }
      hindiKeys.add(hindiKey);
    }
    for (const hindiKey of hindiKeys) {
      for (const file of staticGraph(manifest, hindiKey)) {
        const p = join(dist, file);
        if (!counted.has(p)) hindiFiles.add(p);
      }
    }
    const hindiExtra = [...hindiFiles].map(size).sort((a, b) => b.gzip - a.gzip);
    const hindiGzip = gzip + hindiExtra.reduce((n, f) => n + f.gzip, 0);
    const sum = (files: SizedFile[]): number => files.reduce((n, f) => n + f.sent, 0);
    const sent = sum(firstLoad) + sum(extra);
    const hindiSent = sent + sum(hindiExtra);
    routeLoads.push({ ...route, extra, gzip, hindiExtra, hindiGzip, sent, hindiSent });
  }

  const budgetOf = new Map(
    Object.values(manifest).map((c) => [
      c.file,
      OWN_CHUNK_BUDGETS[c.name ?? ''] ?? LAZY_CHUNK_BUDGET,
    ]),
  );
  const lazy = allJs(join(dist, 'assets'))
    .filter((p) => !firstSet.has(p))
    .map(size)
    .map((f) => ({ ...f, budget: budgetOf.get(f.file) ?? LAZY_CHUNK_BUDGET }))
    .sort((a, b) => b.gzip - a.gzip);

  if (firstLoad.length === 0)
    overBudget.push('index.html names no script: cannot measure the first load');
  // Every screen's Hindi starts with what the shell registers: finding none means the build's catalogue files
  // are no longer what `isCatalogue` recognises, and every Hindi figure would be too small.
  if (!registeredCatalogues(manifest, shellKeys).length)
    overBudget.push(
      'the shell registers no Hindi catalogue that this measure recognises (i18n/hi*.ts modules or hi-… sets): the Hindi figures would be too small',
    );
  const shellSent = firstLoad.reduce((n, f) => n + f.sent, 0);
  if (shellSent > FIRST_LOAD_BUDGET) {
    overBudget.push(`shell alone ${kib(shellSent)} sent > ${kib(FIRST_LOAD_BUDGET)}`);
  }
  // The budgets count what a browser receives (docs/decisions/0044): the brotli copies the server sends.
  for (const r of routeLoads) {
    if (r.sent > FIRST_LOAD_BUDGET)
      overBudget.push(
        `first load of ${r.url} (${r.session}) ${kib(r.sent)} sent > ${kib(FIRST_LOAD_BUDGET)}`,
      );
    if (r.hindiSent > HINDI_FIRST_LOAD_BUDGET)
      overBudget.push(
        `first load of ${r.url} (${r.session}) in Hindi ${kib(r.hindiSent)} sent > ${kib(HINDI_FIRST_LOAD_BUDGET)}`,
      );
  }
  for (const f of lazy) {
    if (f.gzip > f.budget)
      overBudget.push(`lazy chunk ${f.file} ${kib(f.gzip)} > ${kib(f.budget)}`);
  }
  return { firstLoad, firstLoadGzip, routes: routeLoads, lazy, overBudget };
}

/** Prints the size table. */
export function printSizeReport(r: SizeReport): void {
  const rows: string[][] = [];
  for (const f of r.firstLoad) rows.push(['first load', f.file, kib(f.raw), kib(f.gzip), '']);
  rows.push([
    'shell (index.html) total',
    `${r.firstLoad.length} file(s)`,
    kib(r.firstLoad.reduce((n, f) => n + f.raw, 0)),
    kib(r.firstLoadGzip),
    '',
  ]);
  for (const f of r.lazy) {
    rows.push([
      'lazy chunk',
      f.file,
      kib(f.raw),
      kib(f.gzip),
      `${kib(f.budget)} ${f.gzip <= f.budget ? 'ok' : 'OVER'}`,
    ]);
  }
  if (!r.lazy.length) rows.push(['lazy chunk', '(none)', '', '', '']);
  printTable(['what', 'file', 'minified', 'gzip', 'budget'], rows, [2, 3]);
  console.log('');
  printTable(
    [
      'first load of',
      'session',
      'shell +',
      'sent (br)',
      'budget',
      'Hindi sent (br)',
      'Hindi budget',
      'gzip',
      'Hindi gzip',
    ],
    r.routes.map((route) => {
      const spare = FIRST_LOAD_BUDGET - route.sent;
      const hindiSpare = HINDI_FIRST_LOAD_BUDGET - route.hindiSent;
      return [
        route.url,
        route.session,
        `${routeModules(route)
          .map((m) =>
            m
              .split('/')
              .pop()!
              .replace(/\.tsx?$/, ''),
          )
          .join(' + ')} + ${route.extra.length - routeModules(route).length} chunk(s)`,
        kib(route.sent),
        `${kib(FIRST_LOAD_BUDGET)} ${spare >= 0 ? `ok, ${kib(spare)} spare` : 'OVER'}`,
        kib(route.hindiSent),
        hindiSpare >= 0 ? `ok, ${kib(hindiSpare)} spare` : `${kib(-hindiSpare)} OVER`,
        kib(route.gzip),
        kib(route.hindiGzip),
      ];
    }),
    [3, 5, 7, 8],
  );
  console.log(
    '\nSent (br), the budget: the bytes a browser downloads, from the brotli copies the build writes beside each ' +
      'file and the server sends (docs/decisions/0044). First load of a route = the shell (scripts and ' +
      "modulepreloads in index.html) + the route's page chunk and its static imports (build manifest); " +
      "in Hindi, plus every Hindi catalogue a module of the shell or of the route registers (defineTexts loads it when the module is evaluated), and a service page's content. " +
      'gzip: zlib level 6, for comparison with earlier figures (a browser that takes only gzip); lazy chunks are budgeted on gzip.',
  );
  const worst = [...r.routes].sort((a, b) => b.hindiSent - a.hindiSent)[0];
  if (worst) {
    const shellSent = r.firstLoad.reduce((n, f) => n + f.sent, 0);
    console.log(
      `Largest first load (Hindi, sent): ${worst.url} (${worst.session}), ${kib(worst.hindiSent)}: shell ${kib(shellSent)} + ` +
        [...worst.extra, ...worst.hindiExtra]
          .map((f) => `${f.file.replace(/^assets\//, '')} ${kib(f.sent)}`)
          .join(', '),
    );
  }
}
