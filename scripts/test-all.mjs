#!/usr/bin/env node
// Runs every test suite of the workspace — each package's Jest tests (unit, component, API on PGlite, or on
// PostgreSQL when TEST_DATABASE_URL is set) and the e2e browser journeys — and adds up what Jest reports in its
// JSON output. Prints a table per suite and ends with exactly one line `N passed, N failed`, the line CI reads.
// Exit code 1 when any test failed or any suite crashed without results.
//
// Usage: node scripts/test-all.mjs [--only a,b] [--skip a,b] [--results FILE] [--concurrency N]
//   --only / --skip  suite names (folder names: contract, ui-kit, api, web, e2e …) or package names
//   --results FILE   also write the per-suite results and totals as JSON (used by .ci/run); the environment
//                    variable TEST_ALL_RESULTS does the same, so `npm test` can be asked for it too
//
// On 2 cores: the light package suites run two at a time with one Jest worker each; the API suite and the
// browser journeys, the heaviest, run afterwards on their own with the whole machine.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const opts = {
    only: null,
    skip: [],
    results: process.env.TEST_ALL_RESULTS ? resolve(process.env.TEST_ALL_RESULTS) : null,
    concurrency: Math.max(1, Math.min(2, availableParallelism())),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const value = () => {
      const v = argv[i + 1];
      if (v === undefined) throw new Error(`${a} needs a value`);
      i += 1;
      return v;
    };
    if (a === '--only') opts.only = value().split(',').filter(Boolean);
    else if (a === '--skip') opts.skip = value().split(',').filter(Boolean);
    else if (a === '--results') opts.results = resolve(value());
    else if (a === '--concurrency') opts.concurrency = Math.max(1, Number(value()) || 1);
    else if (a === '--help' || a === '-h') {
      console.log(
        readFileSync(fileURLToPath(import.meta.url), 'utf8')
          .split('\n')
          .slice(1, 15)
          .join('\n'),
      );
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error(`test-all: ${err.message}`);
  process.exit(2);
}

const SUITE_TIMEOUT_MS = Number(process.env.TEST_SUITE_TIMEOUT_MS) || 30 * 60 * 1000;
const EXIT_GRACE_MS = Number(process.env.TEST_EXIT_GRACE_MS) || 60 * 1000;
const HEAVY = new Set(['@medibridge/api', '@medibridge/e2e']);

/** Workspace packages that have a `test` script, in a stable order: light ones, then api, then e2e. */
function discoverSuites() {
  const dirs = [];
  for (const group of ['packages', 'apps']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base).sort()) dirs.push(join(base, name));
  }
  for (const single of ['e2e', 'bench']) dirs.push(join(root, single));

  const suites = [];
  for (const dir of dirs) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    if (!pkg.scripts?.test) continue;
    const short = relative(root, dir).split('/').pop();
    suites.push({
      pkg: pkg.name,
      short,
      dir,
      kind: kindOf(pkg.name, dir),
      script: pkg.scripts.test,
    });
  }
  const rank = (s) => (s.pkg === '@medibridge/e2e' ? 2 : s.pkg === '@medibridge/api' ? 1 : 0);
  return suites.sort((a, b) => rank(a) - rank(b));
}

function kindOf(pkgName, dir) {
  if (pkgName === '@medibridge/e2e') return 'browser';
  if (pkgName === '@medibridge/api')
    return process.env.TEST_DATABASE_URL ? 'API (PostgreSQL)' : 'API (PGlite)';
  const config = ['jest.config.cjs', 'jest.config.js']
    .map((f) => join(dir, f))
    .find((f) => existsSync(f));
  if (config && /jsdom/.test(readFileSync(config, 'utf8'))) return 'component';
  return 'unit';
}

const matches = (s, names) => names.some((n) => n === s.short || n === s.pkg);

let suites = discoverSuites();
if (opts.only) {
  const unknown = opts.only.filter((n) => !suites.some((s) => matches(s, [n])));
  if (unknown.length) {
    console.error(`test-all: no suite named ${unknown.join(', ')}`);
    process.exit(2);
  }
  suites = suites.filter((s) => matches(s, opts.only));
}
suites = suites.filter((s) => !matches(s, opts.skip));

const work = mkdtempSync(join(tmpdir(), 'medibridge-test-all-'));

// Suites run in their own process groups; if this runner is stopped, stop them too.
const active = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of active) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
}

/** Runs one suite's own `test` script with Jest's JSON output added; resolves to its result row. */
function runSuite(suite, { buffered, maxWorkers }) {
  const jsonFile = join(work, `${suite.short}.json`);
  const extra = ['--json', `--outputFile=${jsonFile}`, '--passWithNoTests'];
  if (maxWorkers) extra.push(`--maxWorkers=${maxWorkers}`);
  // The package's own script is what runs (the e2e harness builds the app first if it must).
  const args = ['run', '--silent', 'test', ...extra];
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('pnpm', args, {
      cwd: suite.dir,
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : (process.env.FORCE_COLOR ?? '1') },
      stdio: ['ignore', buffered ? 'pipe' : 'inherit', buffered ? 'pipe' : 'inherit'],
      detached: true,
    });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    active.add(child);
    let timedOut = false;
    let hungAfterResults = false;
    const killGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, SUITE_TIMEOUT_MS);
    // Jest writes its JSON just before exiting. A process still alive well after that is held open by a
    // leaked handle (a server, a timer, a database): it would hang CI, so it is ended and reported.
    let graceTimer = null;
    const watcher = setInterval(() => {
      if (graceTimer || !existsSync(jsonFile)) return;
      graceTimer = setTimeout(() => {
        hungAfterResults = true;
        killGroup();
      }, EXIT_GRACE_MS);
    }, 1000);
    const finish = (code, spawnError) => {
      active.delete(child);
      clearTimeout(timer);
      clearInterval(watcher);
      if (graceTimer) clearTimeout(graceTimer);
      const seconds = (Date.now() - started) / 1000;
      if (buffered) {
        console.log(`\n──── ${suite.short} (${suite.pkg}) ────`);
        process.stdout.write(output);
      }
      done(summarise(suite, jsonFile, code, seconds, { timedOut, hungAfterResults, spawnError }));
    };
    child.on('error', (err) => finish(127, err));
    child.on('close', (code) => finish(code ?? 1));
  });
}

function summarise(suite, jsonFile, code, seconds, { timedOut, hungAfterResults, spawnError }) {
  const row = { suite: suite.short, pkg: suite.pkg, kind: suite.kind, seconds, exitCode: code };
  let report = null;
  if (existsSync(jsonFile)) {
    try {
      report = JSON.parse(readFileSync(jsonFile, 'utf8'));
    } catch {
      report = null;
    }
  }
  if (!report) {
    const why = spawnError
      ? `could not start: ${spawnError.message}`
      : timedOut
        ? `timed out after ${SUITE_TIMEOUT_MS / 1000} s`
        : `crashed: exit ${code} without Jest results`;
    return {
      ...row,
      tests: 0,
      passed: 0,
      failed: 1,
      skipped: 0,
      files: 0,
      note: why,
      crashed: true,
    };
  }
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A test file that fails to load or throws outside a test counts as a failure even though no test failed.
  const brokenFiles = report.numRuntimeErrorTestSuites ?? 0;
  let failed = (report.numFailedTests ?? 0) + brokenFiles;
  const notes = [];
  if (brokenFiles) notes.push(`${brokenFiles} test file(s) failed to run`);
  if (report.numTotalTestSuites === 0) notes.push('no test files yet');
  if (timedOut) {
    failed += 1;
    notes.push(`timed out after ${SUITE_TIMEOUT_MS / 1000} s`);
  } else if (hungAfterResults) {
    failed += 1;
    notes.push(
      `Jest did not exit within ${EXIT_GRACE_MS / 1000} s of finishing (open handles): ended`,
    );
  } else if (code !== 0 && failed === 0) {
    failed += 1;
    notes.push(`exit ${code} although no test failed`);
  }
  return {
    ...row,
    tests: report.numTotalTests ?? 0,
    passed: report.numPassedTests ?? 0,
    failed,
    skipped,
    files: report.numTotalTestSuites ?? 0,
    note: notes.join('; '),
    crashed: false,
  };
}

async function main() {
  if (suites.length === 0) {
    console.log('test-all: no suites selected');
    console.log('0 passed, 0 failed');
    return 1;
  }
  console.log(`Running ${suites.length} suite(s): ${suites.map((s) => s.short).join(', ')}`);
  const started = Date.now();
  const rows = [];

  const light = suites.filter((s) => !HEAVY.has(s.pkg));
  const heavy = suites.filter((s) => HEAVY.has(s.pkg));

  // Light suites: a small pool, one Jest worker each, output printed whole when each suite ends.
  const queue = [...light];
  const pool = Array.from({ length: Math.min(opts.concurrency, queue.length) }, async () => {
    while (queue.length) {
      const suite = queue.shift();
      rows.push(
        await runSuite(suite, {
          buffered: opts.concurrency > 1,
          maxWorkers: opts.concurrency > 1 ? 1 : 0,
        }),
      );
    }
  });
  await Promise.all(pool);

  // Heavy suites: one at a time, streamed. The API suite takes a worker per core: Jest's default (cores − 1)
  // left one of CI's two cores idle, and its files are independent (each starts from its own copy of the
  // template database, on PGlite or PostgreSQL): 369 → 174 s on PGlite, 179 → 106 s on PostgreSQL. The browser
  // journeys' own script takes two workers: they mostly wait (on the browser, the server, SPEC's timings), and
  // one worker used under one core; each file runs its own server and browser (790 → 477 s).
  for (const suite of heavy) {
    console.log(`\n──── ${suite.short} (${suite.pkg}) ────`);
    const maxWorkers = suite.pkg === '@medibridge/api' ? availableParallelism() : 0;
    rows.push(await runSuite(suite, { buffered: false, maxWorkers }));
  }

  const order = new Map(suites.map((s, i) => [s.short, i]));
  rows.sort((a, b) => order.get(a.suite) - order.get(b.suite));
  const passed = rows.reduce((n, r) => n + r.passed, 0);
  const failed = rows.reduce((n, r) => n + r.failed, 0);
  const skipped = rows.reduce((n, r) => n + r.skipped, 0);
  const seconds = (Date.now() - started) / 1000;

  printTable(rows, { passed, failed, skipped, seconds });

  if (opts.results) {
    mkdirSync(dirname(opts.results), { recursive: true });
    writeFileSync(
      opts.results,
      `${JSON.stringify({ passed, failed, skipped, seconds, suites: rows }, null, 2)}\n`,
    );
  }
  rmSync(work, { recursive: true, force: true });

  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 || rows.some((r) => r.crashed) ? 1 : 0;
}

function printTable(rows, total) {
  const head = ['suite', 'kind', 'files', 'tests', 'passed', 'failed', 'skipped', 'time', 'result'];
  const body = rows.map((r) => [
    r.suite,
    r.kind,
    String(r.files),
    String(r.tests),
    String(r.passed),
    String(r.failed),
    String(r.skipped),
    `${r.seconds.toFixed(1)} s`,
    (r.failed ? 'FAIL' : 'ok') + (r.note ? ` (${r.note})` : ''),
  ]);
  const foot = [
    'total',
    '',
    String(rows.reduce((n, r) => n + r.files, 0)),
    String(rows.reduce((n, r) => n + r.tests, 0)),
    String(total.passed),
    String(total.failed),
    String(total.skipped),
    `${total.seconds.toFixed(1)} s`,
    total.failed ? 'FAIL' : 'ok',
  ];
  const widths = head.map((h, i) =>
    Math.max(h.length, ...body.map((b) => b[i].length), foot[i].length),
  );
  const numeric = new Set([2, 3, 4, 5, 6, 7]);
  const line = (cells) =>
    cells
      .map((c, i) =>
        i === cells.length - 1 ? c : numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]),
      )
      .join('  ');
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  console.log(`\n${line(head)}\n${rule}`);
  for (const b of body) console.log(line(b));
  console.log(`${rule}\n${line(foot)}\n`);
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
