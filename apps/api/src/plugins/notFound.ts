import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errorHandler';
import { isBuiltAsset } from './security';

/**
 * What answers when no route matches: a JSON 404 for /api/… and for a build file that is not there (a page
 * of an older deploy asking for a chunk: a page in its place would only fail as a script), the web app (SPA
 * fallback) for page requests.
 * Rate limited like any route, so probing unknown paths costs the same as calling real ones.
 */
async function notFoundPlugin(app: FastifyInstance): Promise<void> {
  // The rate limit's onRequest hook runs here too (root hooks apply to the not-found handler).
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const shown = pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isAsset = isBuiltAsset(pathname);
    if (!isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD'))
      return app.sendAppPage(request, reply);
    let message = `There is no ${request.method} ${shown} on this server.`;
    if (isApi)
      message = `There is no API call ${request.method} ${shown}. The list of calls is at /api/docs.`;
    else if (isAsset)
      message = `There is no file ${shown} in this version of the app. Reload the page to get the current one.`;
    return sendError(request, reply, 404, message);
  });
}

export default fp(notFoundPlugin, {
  name: 'medibridge-not-found',
  fastify: '5.x',
  dependencies: ['medibridge-error-handler', 'medibridge-web'],
});
