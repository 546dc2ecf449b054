#!/usr/bin/env node
// Installs what a fresh Debian machine with only Node 20 + npm lacks: pnpm, the workspace's dependencies and,
// with --browser, Debian's chromium for the browser journeys. Plain Node, no dependencies, so it runs before
// anything is installed. Idempotent: when everything is present it only checks and returns in well under a second.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const CHROMIUM = '/usr/bin/chromium';
const STAMP = join(root, 'node_modules', '.medibridge-install-stamp');

const args = new Set(process.argv.slice(2));
const wantBrowser = args.has('--browser');
const started = Date.now();

const say = (msg) => console.log(`[bootstrap] ${msg}`);

function fail(msg) {
  console.error(`[bootstrap] ERROR: ${msg}`);
  process.exit(1);
}

/** Runs a command with inherited output; returns its exit status. */
function run(cmd, cmdArgs, extraEnv = {}) {
  const res = spawnSync(cmd, cmdArgs, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...extraEnv },
  });
  if (res.error) return { status: 127, error: res.error };
  return { status: res.status ?? 1 };
}

/** True when `cmd --version` runs. */
function has(cmd) {
  const res = spawnSync(cmd, ['--version'], { stdio: 'ignore' });
  return !res.error && res.status === 0;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

// 1. pnpm. corepack is not used: its registry signature check fails on these machines.
if (has('pnpm')) {
  say('pnpm: present');
} else {
  say(`pnpm: missing, installing pnpm@${PNPM_VERSION} with npm`);
  const res = run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit']);
  if (res.status !== 0) {
    fail(
      isRoot
        ? `npm install -g pnpm@${PNPM_VERSION} failed (exit ${res.status})`
        : `npm install -g pnpm@${PNPM_VERSION} failed; run it as root (sudo npm install -g pnpm@${PNPM_VERSION}) and retry`,
    );
  }
  if (!has('pnpm')) {
    const prefix = spawnSync('npm', ['prefix', '-g'], { encoding: 'utf8' }).stdout?.trim();
    fail(
      `pnpm was installed but is not on PATH; add ${prefix ? join(prefix, 'bin') : "npm's global bin"} to PATH`,
    );
  }
}

// 2. Dependencies. The stamp holds the hash of the lockfile the last successful install used.
function lockHash() {
  const lock = join(root, 'pnpm-lock.yaml');
  if (!existsSync(lock))
    fail('pnpm-lock.yaml is missing: run `pnpm install` once and commit the lockfile');
  return createHash('sha256').update(readFileSync(lock)).digest('hex');
}

const wanted = lockHash();
const stamp = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
if (existsSync(join(root, 'node_modules', '.pnpm')) && stamp === wanted) {
  say('dependencies: up to date');
} else {
  say(
    !existsSync(join(root, 'node_modules'))
      ? 'dependencies: not installed, running pnpm install --frozen-lockfile'
      : stamp
        ? 'dependencies: pnpm-lock.yaml changed since the last install, running pnpm install --frozen-lockfile'
        : 'dependencies: no install stamp yet, running pnpm install --frozen-lockfile',
  );
  // CI=true keeps pnpm from asking questions when it must rebuild node_modules without a terminal.
  const res = run('pnpm', ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false'], {
    CI: 'true',
  });
  if (res.status !== 0) fail(`pnpm install --frozen-lockfile failed (exit ${res.status})`);
  writeFileSync(STAMP, `${wanted}\n`);
}

// 3. Chromium for the browser journeys (Debian's package; no browser download host is reachable).
if (wantBrowser) {
  if (existsSync(CHROMIUM)) {
    say(`chromium: present (${CHROMIUM})`);
  } else if (!isRoot) {
    fail(
      `chromium is not installed and this is not root. Run:\n` +
        `    sudo apt-get update && sudo apt-get install -y chromium\n` +
        `then run this command again.`,
    );
  } else {
    say('chromium: missing, installing Debian chromium with apt-get (about a minute)');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-q'], env).status !== 0) fail('apt-get update failed');
    if (run('apt-get', ['install', '-y', '-q', 'chromium'], env).status !== 0) {
      fail('apt-get install -y chromium failed');
    }
    if (!existsSync(CHROMIUM)) fail(`apt-get installed chromium but ${CHROMIUM} is still missing`);
  }
}

say(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
