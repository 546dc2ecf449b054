import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time. Services read time only through this, so tests can move it (OTP expiry, limits). */
    clock: () => Date;
    /** The current time in epoch milliseconds, without making a Date (hot paths such as the rate limit). */
    nowMs: () => number;
  }
}

/**
 * A clock that reads `start` now and runs on in real time from there (CLOCK_START: demos and browser
 * journeys meet the same weekday and hour on any day). `realNow` is for tests.
 */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): () => Date {
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}

/** Decorates `app.clock` with the given clock (tests) or the system clock. */
async function clockPlugin(app: FastifyInstance, options: { clock?: () => Date }): Promise<void> {
  const clock = options.clock ?? (() => new Date());
  app.decorate('clock', clock);
  app.decorate('nowMs', options.clock ? () => clock().getTime() : Date.now);
}

export default fp(clockPlugin, { name: 'medibridge-clock', fastify: '5.x' });
