import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { HttpError } from '../errors';

const EXEMPT = new Set(['/healthz', '/readyz', '/metrics']);

function humanDuration(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Per-IP rate limit on every route (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS; 0 turns it off for
 * benchmarks). Counters live in memory, or in Redis when REDIS_URL is set so replicas share them.
 * Health, readiness and metrics (probes must never be throttled) and hashed assets are exempt.
 */
async function rateLimitPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  if (config.rateLimit.max === 0) {
    app.log.warn('Rate limiting is off (RATE_LIMIT_MAX=0)');
    return;
  }
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis (rate limit) error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => undefined);
    });
    // Start counting from the first request: wait (briefly) for the connection. If Redis is down, the app
    // still starts and requests pass unlimited (skipOnError) until it comes back.
    const connection = redis;
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 3000);
      connection.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ready)
      app.log.warn('Redis (rate limit) not reachable yet: requests are not limited until it is');
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    ...(redis ? { redis, nameSpace: 'medibridge-rl:' } : {}),
    // A Redis outage must not take the API down with it: let requests through and log.
    skipOnError: true,
    allowList: (request) => {
      const path = request.url.split('?')[0] ?? '';
      // Hashed assets are immutable and cached by the browser; a page load fetches a dozen of them.
      return EXEMPT.has(path) || path.startsWith('/assets/');
    },
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests: the limit is ${context.max} per ${humanDuration(config.rateLimit.windowMs)}. Please wait ${humanDuration(context.ttl)} and try again.`,
      ),
  });
}

export default fp(rateLimitPlugin, {
  name: 'medibridge-rate-limit',
  fastify: '5.x',
  dependencies: ['medibridge-error-handler'],
});
