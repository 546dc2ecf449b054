import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public, read-only answer that is the same for everyone (the catalogue): no session lookup, and no
     * anti-forgery cookie issued to a client that sends no cookies (docs/decisions/0012).
     */
    publicRead?: boolean;
  }
}

/** Route config of a public read-only route (see `FastifyContextConfig.publicRead`). */
export const PUBLIC_READ = { publicRead: true } as const;

/** True for a GET or HEAD on a route marked PUBLIC_READ. */
export function isPublicRead(request: FastifyRequest): boolean {
  return (
    request.routeOptions.config.publicRead === true &&
    (request.method === 'GET' || request.method === 'HEAD')
  );
}
