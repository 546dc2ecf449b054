import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set on SIGTERM before the server closes (server.ts): `/readyz` answers 503 from then on, so a load
     * balancer stops sending this replica new requests while it still serves the ones it gets.
     */
    lifecycle: { draining: boolean };
  }
}

/** The root app's `lifecycle` (decorated before the routes register, so server.ts and the probes share it). */
export function decorateLifecycle(app: FastifyInstance): void {
  app.decorate('lifecycle', { draining: false });
}

/** Liveness and readiness probes for the orchestrator (never rate limited, never cached). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { config: { rateLimit: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptime: Math.round(process.uptime()) };
  });

  app.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.lifecycle.draining)
      throw new HttpError(503, 'Not ready: this server is shutting down.');
    try {
      await app.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'Readiness check: database unreachable');
      throw new HttpError(503, 'Not ready: the database is unreachable.');
    }
    return { status: 'ready', database: app.database.driver };
  });
}
