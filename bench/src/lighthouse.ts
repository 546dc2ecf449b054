// Lighthouse 12 (mobile, its default form factor and simulated throttling) on the running production server,
// through Lighthouse's own CLI with Debian's chromium.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox';
/** The bench's TLS front (tlsFront.ts) has a certificate made for the run, which no authority signed. */
const TLS_FRONT_FLAGS = `${CHROME_FLAGS} --ignore-certificate-errors`;

export interface LighthouseResult {
  url: string;
  score: number;
  /** Lighthouse's accessibility score, 0–100. */
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  scriptTransferBytes: number;
}

interface LhAudit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}
interface LhReport {
  categories: { performance: { score: number | null }; accessibility?: { score: number | null } };
  audits: Record<string, LhAudit | undefined>;
  runtimeError?: { code: string; message: string };
}

/** True when a chromium binary is there to drive. */
export function chromiumAvailable(): boolean {
  return existsSync(CHROME_PATH);
}

/**
 * Runs one Lighthouse audit of `url`. Chromium now and then fails to record the trace (NO_NAVSTART,
 * NO_FCP on a busy machine): that run is repeated, up to `attempts` in all.
 */
export async function runLighthouse(url: string, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts || !/Runtime error|NO_NAVSTART|NO_FCP/.test(String(error)))
        throw error;
      console.log(
        `lighthouse: ${url} attempt ${attempt} failed (${String(error).slice(0, 160)}); again`,
      );
    }
  }
}

/** Lighthouse's CLI as a child process; asynchronous, so the bench's TLS front keeps answering meanwhile. */
function lighthouseCli(args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      {
        cwd: ROOT,
        env: { ...process.env, CHROME_PATH },
        encoding: 'utf8',
        timeout: 180_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ status, output: stderr || stdout || error?.message || '' });
      },
    );
  });
}

async function runLighthouseOnce(url: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'medibridge-lighthouse-'));
  const out = join(dir, 'report.json');
  try {
    const cli = join(ROOT, 'bench', 'node_modules', 'lighthouse', 'cli', 'index.js');
    const res = await lighthouseCli([
      cli,
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${url.startsWith('https:') ? TLS_FRONT_FLAGS : CHROME_FLAGS}`,
    ]);
    if (res.status !== 0 || !existsSync(out)) {
      throw new Error(`lighthouse failed (exit ${res.status}): ${res.output.slice(-1500)}`);
    }
    const report = JSON.parse(readFileSync(out, 'utf8')) as LhReport;
    if (report.runtimeError)
      throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
    const num = (id: string): number => report.audits[id]?.numericValue ?? Number.NaN;
    const items = report.audits['network-requests']?.details?.items ?? [];
    return {
      url,
      score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
      accessibility: Math.round((report.categories.accessibility?.score ?? Number.NaN) * 100),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      fcpMs: num('first-contentful-paint'),
      scriptTransferBytes: items
        .filter((i) => i.resourceType === 'Script')
        .reduce((n, i) => n + (i.transferSize ?? 0), 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const LIGHTHOUSE_NOTE = `Lighthouse 12.8.2, mobile (default emulation and simulated throttling), CHROME_PATH=${CHROME_PATH}, --chrome-flags="${CHROME_FLAGS}" (and --ignore-certificate-errors through the TLS front)`;
