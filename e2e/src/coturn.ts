/**
 * A TURN relay for the journeys: Debian's coturn (`turnserver`), installed with apt-get when missing (as
 * root; otherwise the suite says which command to run), started on loopback with coturn's REST credentials
 * (`use-auth-secret`), the way production runs it (docs/coturn.md) minus TLS. Its log is kept, so a test can
 * count the allocations coturn granted and the bytes it relayed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The relay's own ports: loopback only, a small range of relayed ports above the listening one. */
const RELAY_PORTS = 40;

export interface RunningCoturn {
  /** `turn:127.0.0.1:<port>?transport=udp` and `…?transport=tcp`, for the server's TURN_URLS. */
  urls: string[];
  /** The ports coturn relays from (its min-port … max-port). */
  relayPorts: { min: number; max: number };
  /** coturn's static-auth-secret, for the server's TURN_SECRET. */
  secret: string;
  /** Everything coturn logged so far. */
  log(): string;
  /** The TURN usernames coturn granted an allocation to, one entry per allocation (its log). */
  allocations(): string[];
  /**
   * Bytes coturn relayed between a user's allocations and their peers, by TURN username: the `peer usage:`
   * lines it logs when an allocation ends (received from peers + sent to them).
   */
  peerBytes(): Map<string, number>;
  /** Allocations granted and not yet ended (an ended one has logged its `peer usage:` line). */
  openAllocations(): number;
  stop(): Promise<void>;
}

/** Why coturn cannot run here, or null when `turnserver` is installed (installed now if root and missing). */
export function ensureCoturn(): string | null {
  if (spawnSync('turnserver', ['--help'], { stdio: 'ignore' }).error === undefined) return null;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot)
    return 'coturn is not installed and this is not root. Run: sudo apt-get update && sudo apt-get install -y coturn';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]): number | null =>
    spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env }).status;
  if (apt(['update', '-q']) !== 0 || apt(['install', '-y', '-q', 'coturn']) !== 0)
    throw new Error('apt-get install -y coturn failed');
  if (spawnSync('turnserver', ['--help'], { stdio: 'ignore' }).error !== undefined)
    throw new Error('apt-get installed coturn but turnserver is not on the PATH');
  return null;
}

/**
 * A port on loopback free now, for coturn's listener; its relayed ports are the RELAY_PORTS above it (coturn
 * skips any of those another process holds).
 */
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

/** Starts coturn on 127.0.0.1 and waits until it listens. `ensureCoturn()` first. */
export async function startCoturn(): Promise<RunningCoturn> {
  let port = await freePort();
  if (port + RELAY_PORTS + 1 > 65_535) port -= RELAY_PORTS + 1;
  const runDir = mkdtempSync(path.join(tmpdir(), 'medibridge-coturn-'));
  const secret = randomBytes(24).toString('hex');
  const args = [
    '-n', // no configuration file: everything is on this line
    `--listening-ip=127.0.0.1`,
    `--relay-ip=127.0.0.1`,
    `--listening-port=${String(port)}`,
    `--min-port=${String(port + 1)}`,
    `--max-port=${String(port + RELAY_PORTS)}`,
    '--realm=turn.medibridge.test',
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--fingerprint',
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    '--no-multicast-peers',
    // Both browsers are on this machine: their relayed addresses are 127.0.0.1, which coturn refuses as a
    // peer unless told otherwise (production keeps loopback and private ranges denied, docs/coturn.md).
    '--allow-loopback-peers',
    '--log-file=stdout',
    '--simple-log',
    '--verbose',
    `--pidfile=${path.join(runDir, 'turnserver.pid')}`,
    `--userdb=${path.join(runDir, 'turndb')}`,
  ];
  let output = '';
  const child = spawn('turnserver', args, { cwd: runDir, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: number | null = null;
  // Never outlives the test process, whatever ends it.
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  child.on('exit', (code) => {
    exited = code ?? -1;
    process.removeListener('exit', killOnExit);
  });

  const stop = async (): Promise<void> => {
    if (exited === null) {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await done;
      clearTimeout(timer);
    }
    rmSync(runDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  while (!listening(output)) {
    if (exited !== null) {
      await stop();
      throw new Error(`coturn exited with code ${String(exited)}:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`coturn did not start listening within 15 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    urls: [
      `turn:127.0.0.1:${String(port)}?transport=udp`,
      `turn:127.0.0.1:${String(port)}?transport=tcp`,
    ],
    secret,
    log: () => output,
    relayPorts: { min: port + 1, max: port + RELAY_PORTS },
    allocations: () =>
      [...output.matchAll(/user <([^>]*)>: incoming packet ALLOCATE processed, success/g)].map(
        (m) => m[1] as string,
      ),
    peerBytes: () => {
      const bytes = new Map<string, number>();
      for (const m of output.matchAll(
        /peer usage: realm=<[^>]*>, username=<([^>]*)>, rp=\d+, rb=(\d+), sp=\d+, sb=(\d+)/g,
      )) {
        const user = m[1] as string;
        bytes.set(user, (bytes.get(user) ?? 0) + Number(m[2]) + Number(m[3]));
      }
      return bytes;
    },
    openAllocations: () =>
      (output.match(/incoming packet ALLOCATE processed, success/g) ?? []).length -
      (output.match(/: peer usage: /g) ?? []).length,
    stop,
  };
}

/** coturn says so once its listeners are open and its relay threads started. */
function listening(output: string): boolean {
  return /UDP listener opened on/.test(output) && /Total General servers/.test(output);
}
