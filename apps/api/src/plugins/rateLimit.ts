import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { HttpError } from '../errors';
import { isPublicRead } from '../publicRead';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: this route is never rate limited (probes, metrics). */
    rateLimit?: false;
  }
}

const EXEMPT = new Set(['/healthz', '/readyz', '/metrics']);

/** Most client addresses counted in memory at once; the oldest window is dropped first. */
export const MEMORY_MAX_CLIENTS = 50_000;

function humanDuration(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Expands an IPv6 address (no zone, no embedded IPv4) to its eight 16-bit groups; null when malformed. */
function ipv6Groups(ip: string): number[] | null {
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined): number[] | null => {
    if (!part) return [];
    const groups = part.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
    return groups.some(Number.isNaN) ? null : groups;
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...new Array<number>(halves.length === 1 ? 0 : missing).fill(0), ...tail];
}

/**
 * Whom a request is counted against: its IPv4 address, or for IPv6 its /64 network (one household or phone
 * is given a whole /64, so counting single addresses would let it rotate through them). An IPv4 address in
 * IPv6 form (`::ffff:10.0.0.1`) counts as the IPv4 address.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const bare = ip.toLowerCase().split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1] as string;
  const groups = ipv6Groups(bare);
  if (!groups) return bare;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** Where the counts of the current window are kept. */
interface Counter {
  /** Requests in the window so far, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Fixed windows per client in this process: a Map kept in window-start order, bounded in size. */
export class MemoryWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly maxClients = MEMORY_MAX_CLIENTS,
  ) {}

  hit(key: string, now: number): Counter {
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      // A new window goes to the end of the Map, so the first entry is always the oldest window.
      if (w) this.windows.delete(key);
      else if (this.windows.size >= this.maxClients)
        this.windows.delete(this.windows.keys().next().value as string);
      w = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, ttlMs: w.endsAt - now };
  }

  get size(): number {
    return this.windows.size;
  }
}

/** INCR with the window set on the first hit, in one round trip: the count and the window's time left. */
const REDIS_HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/**
 * Per-client rate limit on every route (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS, fixed windows; 0 turns it
 * off for benchmarks). Counts live in memory, or in Redis when REDIS_URL is set so replicas share them; while
 * Redis is unreachable each replica counts in its own memory (a warning is logged when it goes and when it
 * comes back, docs/decisions/0051): the API neither goes down with Redis nor stops limiting.
 * Health, readiness, metrics and hashed assets are exempt. Answers carry `x-ratelimit-limit`, `-remaining`
 * and `-reset`, except public reads, which shared caches may keep and so carry nothing per client
 * (docs/decisions/0014); a refused request gets 429 with the wait in words and `Retry-After`.
 * The in-memory path is synchronous: no promise per request (docs/decisions/0014).
 */
async function rateLimitPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  const { max, windowMs } = config.rateLimit;
  if (max === 0) {
    app.log.warn('Rate limiting is off (RATE_LIMIT_MAX=0)');
    return;
  }
  const limitHeader = String(max);

  /** Counts while Redis is away: this process's own windows (a replica alone, so up to N × max overall). */
  const fallback = new MemoryWindows(windowMs);
  let local = false;
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis (rate limit) error'));
    const client = redis;
    app.addHook('onClose', async () => {
      // quit() waits for a connection that may never come; disconnect() also stops the reconnect timer.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    });
    // Start counting from the first request: wait (briefly) for the connection. If Redis is down, the app
    // still starts and counts in memory until it comes back.
    const connection = redis;
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 3000);
      connection.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ready)
      app.log.warn('Redis (rate limit) not reachable yet: counting in this process until it is');
    connection.on('ready', () => {
      if (local) app.log.warn('Redis (rate limit) is back: counting in Redis again');
      local = false;
    });
  }
  const memory = redis ? null : new MemoryWindows(windowMs);
  const countLocally = (request: FastifyRequest, key: string, error?: unknown): Counter => {
    if (!local)
      request.log.warn(
        { err: error },
        'Redis (rate limit) unavailable: counting in this process until it is back',
      );
    local = true;
    return fallback.hit(key, app.nowMs());
  };

  function exempt(request: FastifyRequest): boolean {
    const route = request.routeOptions;
    if (route.config.rateLimit === false) return true;
    const path = route.url ?? request.url;
    // Hashed assets are immutable and cached by the browser; a page load fetches a dozen of them.
    return EXEMPT.has(path) || request.url.startsWith('/assets/');
  }

  /** Applies a count to the reply: per-client headers, or the 429. */
  function settle(
    request: FastifyRequest,
    reply: FastifyReply,
    counter: Counter,
  ): HttpError | null {
    const resetSeconds = Math.max(1, Math.ceil(counter.ttlMs / 1000));
    if (counter.count > max) {
      reply.header('x-ratelimit-limit', limitHeader);
      reply.header('x-ratelimit-remaining', '0');
      reply.header('x-ratelimit-reset', String(resetSeconds));
      return new HttpError(
        429,
        `Too many requests: the limit is ${max} per ${humanDuration(windowMs)}. Please wait ${humanDuration(counter.ttlMs)} and try again.`,
        undefined,
        resetSeconds,
      );
    }
    if (!isPublicRead(request)) {
      reply.header('x-ratelimit-limit', limitHeader);
      reply.header('x-ratelimit-remaining', String(max - counter.count));
      reply.header('x-ratelimit-reset', String(resetSeconds));
    }
    return null;
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (exempt(request)) {
      done();
      return;
    }
    const key = clientKey(request.ip);
    if (memory) {
      const refused = settle(request, reply, memory.hit(key, app.nowMs()));
      if (refused) done(refused);
      else done();
      return;
    }
    const answer = (counter: Counter): void => {
      const refused = settle(request, reply, counter);
      if (refused) done(refused);
      else done();
    };
    const client = redis as Redis;
    if (client.status !== 'ready') {
      answer(countLocally(request, key));
      return;
    }
    client.eval(REDIS_HIT, 1, `medibridge-rl:${key}`, String(windowMs)).then(
      (result) => {
        const [count, ttlMs] = result as [number, number];
        answer({ count, ttlMs });
      },
      (error: unknown) => answer(countLocally(request, key, error)),
    );
  });
}

export default fp(rateLimitPlugin, {
  name: 'medibridge-rate-limit',
  fastify: '5.x',
  dependencies: ['medibridge-error-handler', 'medibridge-clock'],
});
