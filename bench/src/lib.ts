// Small helpers shared by the benchmarks: repository paths, child processes, ports and table printing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEB_DIST = join(ROOT, 'apps', 'web', 'dist');
export const API_SERVER = join(ROOT, 'apps', 'api', 'dist', 'server.cjs');

export const KiB = 1024;

/** Formats a byte count as KiB with one decimal. */
export function kib(bytes: number): string {
  return `${(bytes / KiB).toFixed(1)} KiB`;
}

/** Prints a plain pipe table (readable in a terminal, pastable into Markdown). */
export function printTable(head: string[], rows: string[][], rightAligned: number[] = []): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const cell = (text: string, i: number): string =>
    rightAligned.includes(i) ? text.padStart(widths[i]!) : text.padEnd(widths[i]!);
  const line = (cells: string[]): string => `| ${cells.map((c, i) => cell(c, i)).join(' | ')} |`;
  console.log(line(head));
  console.log(
    `|${widths.map((w, i) => (rightAligned.includes(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
  );
  for (const r of rows) console.log(line(r));
}

/** Prints a section title. */
export function section(title: string): void {
  console.log(`\n## ${title}\n`);
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** A child process with its recent output kept for error messages. */
export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: () => boolean;
}

/** Starts a long-running process (a server) with its output captured. */
export function startProcess(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = ROOT,
): Started {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let gone = false;
  const keep = (d: Buffer): void => {
    out = (out + d.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', () => {
    gone = true;
  });
  return { child, output: () => out, exited: () => gone };
}

/** Polls `url` until it answers 200, the process exits or the time runs out. */
export async function waitForOk(url: string, proc: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exited()) throw new Error(`server exited before ${url} answered:\n${proc.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops a process politely (SIGTERM), then firmly after a few seconds. */
export async function stopProcess(proc: Started): Promise<void> {
  if (proc.exited()) return;
  const done = new Promise<void>((r) => proc.child.once('exit', () => r()));
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

/** Builds the workspace (turbo, cached) when the web app or the API bundle is missing. */
export function ensureBuilt(what: { web?: boolean; api?: boolean }): void {
  const missing: string[] = [];
  // The manifest too: the per-route budget reads it, and a dist from before `build.manifest` lacks it.
  if (what.web && !existsSync(join(WEB_DIST, '.vite', 'manifest.json')))
    missing.push('apps/web/dist');
  if (what.api && !existsSync(API_SERVER)) missing.push('apps/api/dist/server.cjs');
  if (!missing.length) return;
  console.log(`${missing.join(' and ')} missing: running \`pnpm build\` first`);
  const res = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('`pnpm build` failed');
}
