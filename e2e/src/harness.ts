/**
 * Browser journey harness: builds the app when its sources are newer than its build, starts the real
 * server on a free port with a fresh data directory, and drives Debian's Chromium through playwright-core.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e', 'artifacts');
const WEB_DIST_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
const SERVER_BUNDLE =
  process.env.E2E_SERVER_BUNDLE ?? path.join(REPO_ROOT, 'apps/api/dist/server.cjs');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface Viewport {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
  mobile: boolean;
}

export const PHONE: Viewport = { name: 'phone', width: 360, height: 640, mobile: true };
export const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800, mobile: false };
export const VIEWPORTS: readonly Viewport[] = [PHONE, DESKTOP];

/** The newest modification time of any file under `dirs` (node_modules, dist and tests skipped). */
function newestMtime(dirs: string[]): number {
  let newest = 0;
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      newest = Math.max(newest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
        continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}

function isFresh(output: string, sources: string[]): boolean {
  return existsSync(output) && statSync(output).mtimeMs >= newestMtime(sources);
}

function pnpm(args: string[]): void {
  // Jest sets NODE_ENV=test, which would give Vite a development React build: journeys must drive what ships.
  execFileSync('pnpm', args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Builds the web app and the server unless their output is newer than every source they come from. */
export function ensureBuilt(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const packages = path.join(REPO_ROOT, 'packages');
  const webSources = [
    path.join(REPO_ROOT, 'apps/web/src'),
    path.join(REPO_ROOT, 'apps/web/index.html'),
    path.join(REPO_ROOT, 'apps/web/vite.config.ts'),
    path.join(REPO_ROOT, 'apps/web/public'),
    ...readdirSync(packages).map((p) => path.join(packages, p, 'src')),
  ];
  const apiSources = [path.join(REPO_ROOT, 'apps/api/src'), path.join(packages, 'contract/src')];
  if (!isFresh(WEB_DIST_INDEX, webSources)) pnpm(['--filter', '@medibridge/web', 'build']);
  if (!process.env.E2E_SERVER_BUNDLE && !isFresh(SERVER_BUNDLE, apiSources))
    pnpm(['--filter', '@medibridge/api', 'build']);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /**
   * Where the demo SMS outbox is read: the server itself, or with `pnpm e2e --cluster` a replica directly
   * (the outbox answers only requests made on its machine without a proxy, decision 0015).
   */
  outboxUrl: string;
  dataDir: string;
  /**
   * The app's clock now: `clockStart` run on since the server started (an estimate a few seconds ahead of
   * the server's, which starts its clock when it boots), or null when the server reads the system clock.
   */
  now(): Date | null;
  /** Everything the server printed, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * A staff user (role `staff`, logs in with /api/login like a patient) with their roles (ADR 0027); a doctor
 * also names the department they serve, their registration number and qualifications.
 */
export interface StaffUser {
  mobile: string;
  name: string;
  password: string;
  roles: readonly ('doctor' | 'coordinator' | 'pharmacist')[];
  doctor?: { department: number; registration: string; qualifications: string };
}

export interface ServerOptions {
  /** Staff users to create in the fresh database before the server starts. */
  staff?: readonly StaffUser[];
  /**
   * Where the app's clock starts (the server's CLOCK_START, ISO 8601 with offset): a journey that depends on
   * the weekday or hour fixes both instead of meeting whatever day it runs on. Pages opened with
   * `{ clock: server.now() }` run the browser's clock from the same instant.
   */
  clockStart?: string;
  /** More of the server's environment (a webhook's secret, say), on top of what the harness sets. */
  env?: Readonly<Record<string, string>>;
}

/**
 * Creates a staff user in `dataDir` through the API's own `staff:create` script. PGlite allows one process
 * per data directory, so this runs before the server opens it.
 */
function createStaffUser(dataDir: string, staff: StaffUser, databaseUrl?: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  try {
    execFileSync(
      path.join(REPO_ROOT, 'apps/api/node_modules/.bin/tsx'),
      [
        'scripts/staff-create.ts',
        '--mobile',
        staff.mobile,
        '--name',
        staff.name,
        '--password',
        staff.password,
        '--roles',
        staff.roles.join(','),
        ...(staff.doctor
          ? [
              '--department',
              String(staff.doctor.department),
              '--registration',
              staff.doctor.registration,
              '--qualifications',
              staff.doctor.qualifications,
            ]
          : []),
      ],
      { cwd: path.join(REPO_ROOT, 'apps/api'), env, stdio: 'pipe' },
    );
  } catch (error) {
    const output = (error as { stderr?: Buffer; stdout?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`staff:create failed for ${staff.mobile}: ${output}`);
  }
}

/** Starts `node apps/api/dist/server.cjs` on a free port with a fresh DATA_DIR and waits for /readyz. */
export async function startServer(
  timeoutMs = 90_000,
  options: ServerOptions = {},
): Promise<RunningServer> {
  if (process.env.E2E_CLUSTER === '1') return startCluster(Math.max(timeoutMs, 300_000), options);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medibridge-e2e-'));
  try {
    for (const staff of options.staff ?? []) createStaffUser(dataDir, staff);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  // The server reads index.html once; a copy of the build keeps a rebuild elsewhere (a bench, a second
  // terminal) from swapping the hashed assets under a running journey.
  const webDir = `${dataDir}-web`;
  cpSync(path.dirname(WEB_DIST_INDEX), webDir, {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const clockStart = options.clockStart ? Date.parse(options.clockStart) : null;
  if (clockStart !== null && Number.isNaN(clockStart))
    throw new Error(`clockStart ${options.clockStart} is not an ISO 8601 instant`);
  const spawnedAt = Date.now();
  let output = '';
  // E2E_SERVER_BUNDLE may name the TypeScript entry (apps/api/src/server.ts) to run through tsx, unbuilt.
  const [command, args] = SERVER_BUNDLE.endsWith('.ts')
    ? [path.join(REPO_ROOT, 'apps/api/node_modules/.bin/tsx'), [SERVER_BUNDLE]]
    : [process.execPath, [SERVER_BUNDLE]];
  const child: ChildProcess = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      REDIS_URL: '',
      CLOCK_START: options.clockStart ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));

  const stop = async (): Promise<void> => {
    if (exited === null) {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`The server exited with code ${exited} before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const now = (): Date | null =>
    clockStart === null ? null : new Date(clockStart + (Date.now() - spawnedAt));
  return { baseUrl, outboxUrl: baseUrl, dataDir, now, log: () => output, stop };
}

/**
 * `pnpm e2e --cluster` (E2E_CLUSTER=1): the same journeys through HAProxy in front of two replicas on
 * PostgreSQL and Redis (scripts/cluster.mjs), on a database of this file's own, dropped afterwards.
 */
async function startCluster(timeoutMs: number, options: ServerOptions): Promise<RunningServer> {
  const admin = process.env.CI_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `mb_e2e_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
  const psql = (sql: string): void => {
    execFileSync('psql', [admin, '-q', '-v', 'ON_ERROR_STOP=1', '-c', sql], { stdio: 'pipe' });
  };
  psql(`CREATE DATABASE ${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medibridge-e2e-cluster-'));
  for (const staff of options.staff ?? []) createStaffUser(dataDir, staff, databaseUrl);
  const clockStart = options.clockStart ? Date.parse(options.clockStart) : null;
  const spawnedAt = Date.now();
  let output = '';
  const child = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'scripts/cluster.mjs'),
      '--json',
      '--no-build',
      '--database',
      databaseUrl,
      ...(options.clockStart ? ['--clock-start', options.clockStart] : []),
    ],
    { cwd: REPO_ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const info = await new Promise<{ url: string; replicas: { url: string }[] }>(
    (resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The cluster was not ready within ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      let buffered = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const line = /^CLUSTER (.*)$/m.exec(buffered);
        if (!line) return;
        clearTimeout(timer);
        resolve(JSON.parse(line[1] as string) as { url: string; replicas: { url: string }[] });
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The cluster exited with code ${code} before it was ready:\n${output}`));
      });
    },
  );
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await done;
    }
    rmSync(dataDir, { recursive: true, force: true });
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  const now = (): Date | null =>
    clockStart === null ? null : new Date(clockStart + (Date.now() - spawnedAt));
  return {
    baseUrl: info.url,
    outboxUrl: (info.replicas[0] as { url: string }).url,
    dataDir,
    now,
    log: () => output,
    stop,
  };
}

/** Launches Debian's Chromium, headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** A problem the page reported: a console error, an uncaught exception or a CSP violation. */
export interface PageProblem {
  kind: 'console' | 'pageerror' | 'csp';
  text: string;
  url?: string;
}

export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  viewport: Viewport;
  /** Every problem so far. */
  problems: PageProblem[];
  /** Ignore problems matching this (for example the 404 status of a deliberately unknown page). */
  allow(match: (problem: PageProblem) => boolean): void;
  /** Problems not allowed, for `expect(…).toEqual([])`. */
  unexpectedProblems(): PageProblem[];
  close(): Promise<void>;
}

/**
 * A fresh browser context at the viewport, collecting console errors, page errors and CSP violations.
 * `clock` (a server's `now()`) starts the pages' clock there, running on in real time.
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport,
  options: {
    storage?: Record<string, string>;
    serviceWorkers?: 'allow' | 'block';
    clock?: Date | null;
  } = {},
): Promise<JourneyPage> {
  const context = await browser.newContext({
    // The service worker would answer navigations and hashed files from its cache, out of reach of
    // `page.route`; journeys see the network as it is. The installable-app journey allows it.
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    deviceScaleFactor: 1,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  if (options.clock) await context.clock.install({ time: options.clock });
  // CSP violations also reach the console, but the event names the directive, which makes failures clear.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.storage);
  }
  const page = await context.newPage();
  const problems: PageProblem[] = [];
  const allowed: ((problem: PageProblem) => boolean)[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    problems.push({
      kind:
        text.startsWith('CSP violation') || text.includes('Content Security Policy')
          ? 'csp'
          : 'console',
      text,
      url: message.location().url,
    });
  });
  page.on('pageerror', (error) =>
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}` }),
  );
  return {
    context,
    page,
    viewport,
    problems,
    allow: (match) => allowed.push(match),
    unexpectedProblems: () =>
      problems.filter((problem) => !allowed.some((match) => match(problem))),
    close: () => context.close(),
  };
}

/**
 * Saves e2e/artifacts/<name>.png (the whole page) and <name>-screen.png (what the viewport shows, with
 * fixed bars where a person sees them) and returns the first path.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const base = path.join(ARTIFACTS_DIR, name.replace(/[^a-z0-9-]+/gi, '-'));
  await page.screenshot({ path: `${base}-screen.png` });
  await page.screenshot({ path: `${base}.png`, fullPage: true });
  return `${base}.png`;
}

/** Runs a journey step; on failure saves `FAILED-<name>.png` before passing the error on. */
export async function journey<T>(
  journeyPage: JourneyPage,
  name: string,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    try {
      const file = await screenshot(
        journeyPage.page,
        `FAILED-${name}-${journeyPage.viewport.name}`,
      );
      if (error instanceof Error) error.message += `\nScreenshot: ${file}`;
    } catch {
      // the page may be gone; the original error matters more
    }
    throw error;
  }
}

/** What a journey file shares: the running server and the browser. */
export interface JourneySetup {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Registers the suite's beforeAll/afterAll: start a server (with `options`) and launch Chromium; stop both
 * afterwards. The build is checked once for all files, by Jest's global setup (src/globalSetup.ts). Read
 * `server` and `browser` inside tests (they exist once beforeAll ran).
 */
export function setUpJourneys(options: ServerOptions = {}): JourneySetup {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // E2E_SERVER_START_MS: a longer wait for the fresh database's seed on a loaded machine.
    const startMs = Number(process.env.E2E_SERVER_START_MS) || undefined;
    server = await startServer(startMs, options);
    browser = await launchBrowser();
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The journey ${what} is not up: did beforeAll fail?`);
    return value;
  };
  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
  };
}

/** PNG's chunk checksum (CRC-32), for `makePng`. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small real PNG for uploads (a teal-to-green gradient with a light circle), made here rather than read
 * from disk.
 */
export function makePng(size = 64): Buffer {
  const row = size * 3 + 1;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y += 1) {
    raw[y * row] = 0;
    for (let x = 0; x < size; x += 1) {
      const inCircle = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 4) ** 2;
      const at = y * row + 1 + x * 3;
      raw[at] = inCircle ? 250 : 20 + x;
      raw[at + 1] = inCircle ? 250 : 110 + y;
      raw[at + 2] = inCircle ? 250 : 140;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
