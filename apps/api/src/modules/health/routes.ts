import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';

/** Liveness and readiness probes for the orchestrator (never rate limited, never cached). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { config: { rateLimit: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptime: Math.round(process.uptime()) };
  });

  app.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'Readiness check: database unreachable');
      throw new HttpError(503, 'Not ready: the database is unreachable.');
    }
    return { status: 'ready', database: app.database.driver };
  });
}
