#!/usr/bin/env node
// `pnpm cluster`: MediBridge as several machines run it, on this one. N API replicas (default 2) on one
// PostgreSQL and one Redis, behind HAProxy from Debian (installed with apt-get when missing and root): HTTP and
// the calls' WebSockets proxied, `/readyz` health checks every second, a replica draining on SIGTERM taken out
// before it closes. Plain Node; `pg` is borrowed from the API package.
//
//   pnpm cluster [--replicas 2] [--port 8080] [--database postgres://…] [--redis redis://…]
//                [--clock-start ISO] [--json] [--no-build]
//
// While it runs: SIGHUP restarts the replicas one after the other (a rolling restart: SIGTERM, wait for the
// exit, start again, wait until the proxy sends it traffic); SIGINT/SIGTERM stops everything. With --json it
// prints one line `CLUSTER {"url","replicas":[{name,url,pid}],"database","runDir"}` when ready, and
// `RESTARTED {…}` after each rolling restart, for the cluster tests (apps/api cluster suite, `pnpm e2e --cluster`).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireApi = createRequire(join(root, 'apps/api/package.json'));

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}
const flag = (name) => process.argv.includes(`--${name}`);

const REPLICAS = Number(option('replicas', '2'));
const json = flag('json');
const databaseUrl = option(
  'database',
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/medibridge_cluster',
);
const redisUrl = option('redis', process.env.REDIS_URL || 'redis://127.0.0.1:6379');
const clockStart = option('clock-start', process.env.CLOCK_START || '');
/** A replica's drain: above HAProxy's `inter 1s fall 2` (2 s to mark it down), with room to spare. */
const DRAIN_MS = 3000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

const say = (msg) => (json ? process.stderr : process.stdout).write(`[cluster] ${msg}\n`);
function fail(msg) {
  process.stderr.write(`[cluster] ERROR: ${msg}\n`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// 1. HAProxy from Debian.
function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot)
    fail('HAProxy is not installed. Run: sudo apt-get update && sudo apt-get install -y haproxy');
  say('haproxy: missing, installing Debian haproxy with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env }).status;
  if (apt(['update', '-q']) !== 0 || apt(['install', '-y', '-q', 'haproxy']) !== 0)
    fail('apt-get install -y haproxy failed');
}

// 2. The database (created when missing) and Redis, reachable.
async function ensureDatabase() {
  const { Client } = requireApi('pg');
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name))
    fail(`database name "${name}": use lower-case letters, digits, _`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    fail(
      `PostgreSQL at ${admin.host} is unreachable (${error.message}). The cluster needs PostgreSQL and Redis: see README "Several machines".`,
    );
  }
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount === 0) {
    say(`creating database ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
  }
  await client.end();
}

async function ensureRedis() {
  const Redis = requireApi('ioredis');
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    fail(`Redis at ${redisUrl} is unreachable (${error.message}).`);
  } finally {
    redis.disconnect();
  }
}

// 3. The build, once.
function ensureBuilt() {
  if (flag('no-build')) return;
  if (
    existsSync(join(root, 'apps/api/dist/server.cjs')) &&
    existsSync(join(root, 'apps/web/dist/index.html'))
  )
    return;
  say('building (pnpm build)');
  const res = spawnSync('pnpm', ['build'], {
    cwd: root,
    stdio: ['ignore', json ? 2 : 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) fail('pnpm build failed');
}

/** HAProxy's configuration: round robin, health checks on /readyz, WebSockets as tunnels. */
function haproxyConfig(port, replicas) {
  return `# Written by scripts/cluster.mjs. The production equivalent is docs/deployment/haproxy.cfg.
global
  log stderr format raw local0 notice
  maxconn 4096

defaults
  mode http
  log global
  option httplog
  option dontlognull
  timeout connect 3s
  timeout client 75s
  timeout server 60s
  timeout http-keep-alive 10s
  # A call's signalling WebSocket is a tunnel once upgraded; it lives as long as the call.
  timeout tunnel 1h
  # Every request on its own connection to the replica: no request lands on a connection the replica is
  # closing as it drains.
  option http-server-close
  option forwardfor
  # A request that never reached a replica (connection refused: it just died) goes to another one. Only
  # connection failures: a request a replica may have acted on is never sent twice.
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend medibridge
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  # A cookie the cluster tests set to put a browser or a socket on a chosen replica (the app itself keeps no
  # state in a replica: sessions are in PostgreSQL, call signalling crosses replicas through Redis).
  cookie mb_replica indirect nocache
  option httpchk
  http-check send meth GET uri /readyz
  http-check expect status 200
  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2
${replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port} check cookie ${r.name}`).join('\n')}
`;
}

async function main() {
  if (!Number.isInteger(REPLICAS) || REPLICAS < 1 || REPLICAS > 8)
    fail('--replicas must be 1 to 8');
  ensureHaproxy();
  await ensureDatabase();
  await ensureRedis();
  ensureBuilt();

  const runDir = mkdtempSync(join(tmpdir(), 'medibridge-cluster-'));
  const uploads = join(runDir, 'uploads');
  mkdirSync(uploads);
  // The replicas read index.html once; a copy keeps a rebuild elsewhere from swapping assets under them.
  const webDir = join(runDir, 'web');
  cpSync(join(root, 'apps/web/dist'), webDir, {
    recursive: true,
    filter: (s) => !s.endsWith('.map'),
  });
  const port = Number(option('port', '0')) || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const replicas = [];
  for (let i = 1; i <= REPLICAS; i += 1)
    replicas.push({ name: `r${i}`, port: await freePort(), child: null, exited: null });

  const startReplica = (replica) => {
    const log = openSync(join(runDir, `${replica.name}.log`), 'a');
    replica.exited = null;
    replica.child = spawn(process.execPath, [join(root, 'apps/api/dist/server.cjs')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO_MODE: 'true',
        HOST: '127.0.0.1',
        PORT: String(replica.port),
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        // The proxy on this machine adds X-Forwarded-For: rate limits count the browser's address.
        TRUST_PROXY: '127.0.0.1',
        DATA_DIR: join(runDir, replica.name),
        UPLOAD_DIR: uploads,
        WEB_DIST_DIR: webDir,
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        CLOCK_START: clockStart,
        LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      },
      stdio: ['ignore', log, log],
    });
    replica.child.on('exit', (code, signal) => {
      replica.exited = { code, signal };
    });
  };

  const ready = async (target, timeoutMs = 180_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        if ((await fetch(`${target}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${target} not ready within ${timeoutMs} ms`);
      await wait(250);
    }
  };

  // The first replica migrates and seeds alone (the advisory lock would serialise them anyway), then the rest.
  say(
    `starting ${REPLICAS} replicas on ${databaseUrl.replace(/\/\/[^@]*@/, '//')} and ${redisUrl}`,
  );
  for (const replica of replicas) startReplica(replica);
  try {
    await Promise.all(replicas.map((r) => ready(`http://127.0.0.1:${r.port}`)));
  } catch (error) {
    fail(`${error.message}; logs in ${runDir}`);
  }

  const cfg = join(runDir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(port, replicas));
  const proxyLog = openSync(join(runDir, 'haproxy.log'), 'a');
  const proxy = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', proxyLog, proxyLog] });
  let proxyExited = false;
  proxy.on('exit', () => (proxyExited = true));
  await ready(url, 30_000).catch((error) => fail(`${error.message}; logs in ${runDir}`));

  const describe = () => ({
    url,
    database: databaseUrl,
    runDir,
    replicas: replicas.map((r) => ({
      name: r.name,
      url: `http://127.0.0.1:${r.port}`,
      pid: r.child?.pid ?? null,
    })),
  });
  if (json) process.stdout.write(`CLUSTER ${JSON.stringify(describe())}\n`);
  else {
    say(
      `MediBridge is ready on ${url} (HAProxy → ${replicas.map((r) => `${r.name} :${r.port}`).join(', ')})`,
    );
    say(
      `demo SMS outbox (this machine, not through the proxy): http://127.0.0.1:${replicas[0].port}/api/dev/sms-outbox?mobile=…`,
    );
    say(`logs: ${runDir}; kill -HUP ${process.pid} for a rolling restart; Ctrl-C stops`);
  }

  /** Until HAProxy's checks have seen the replica up again (rise 2 × 1 s), with margin. */
  const PROXY_RISE_MS = 3000;
  let restarting = false;
  const rollingRestart = async () => {
    if (restarting) return;
    restarting = true;
    const report = [];
    for (const replica of replicas) {
      const began = Date.now();
      const exited = new Promise((resolve) => replica.child.once('exit', (code) => resolve(code)));
      replica.child.kill('SIGTERM');
      const code = await exited;
      const stopMs = Date.now() - began;
      startReplica(replica);
      await ready(`http://127.0.0.1:${replica.port}`);
      await wait(PROXY_RISE_MS);
      report.push({ name: replica.name, exitCode: code, stopMs, pid: replica.child.pid });
      say(`${replica.name} restarted (stopped in ${stopMs} ms, exit ${code})`);
    }
    restarting = false;
    if (json)
      process.stdout.write(`RESTARTED ${JSON.stringify({ restarts: report, ...describe() })}\n`);
  };
  process.on(
    'SIGHUP',
    () => void rollingRestart().catch((e) => say(`rolling restart failed: ${e.message}`)),
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      replicas.map(
        (r) =>
          new Promise((resolve) => {
            if (!r.child || r.exited) return resolve();
            r.child.once('exit', resolve);
            r.child.kill('SIGTERM');
            setTimeout(
              () => r.child.kill('SIGKILL'),
              DRAIN_MS + SHUTDOWN_TIMEOUT_MS + 2000,
            ).unref();
          }),
      ),
    );
    if (!proxyExited) proxy.kill('SIGTERM');
    if (!flag('keep-logs')) rmSync(runDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => fail(error.stack ?? String(error)));
