import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errorHandler';

/**
 * What answers when no route matches: a JSON 404 for /api/…, the web app (SPA fallback) for page requests.
 * Rate limited like any route, so probing unknown paths costs the same as calling real ones.
 */
async function notFoundPlugin(app: FastifyInstance): Promise<void> {
  // The rate limit's onRequest hook runs here too (root hooks apply to the not-found handler).
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const shown = pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD'))
      return app.sendAppPage(request, reply);
    return sendError(
      request,
      reply,
      404,
      isApi
        ? `There is no API call ${request.method} ${shown}. The list of calls is at /api/docs.`
        : `There is no ${request.method} ${shown} on this server.`,
    );
  });
}

export default fp(notFoundPlugin, {
  name: 'medibridge-not-found',
  fastify: '5.x',
  dependencies: ['medibridge-error-handler', 'medibridge-web'],
});
