import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpError } from '../errors';
import { isPublicRead } from '../publicRead';

/** The anti-forgery cookie. Readable by scripts on purpose: the Vite dev server serves index.html without the meta tag. */
export const CSRF_COOKIE = 'mb_csrf';
/**
 * Its name on https (`PUBLIC_URL` https): the `__Host-` prefix makes browsers refuse it unless it is Secure,
 * has Path=/ and no Domain, so a sibling subdomain cannot plant a token of its choosing.
 */
export const CSRF_COOKIE_SECURE = `__Host-${CSRF_COOKIE}`;

/** The anti-forgery cookie's name for this deployment. */
export function csrfCookieName(secureCookies: boolean): string {
  return secureCookies ? CSRF_COOKIE_SECURE : CSRF_COOKIE;
}
/** The header a state-changing request with cookies must echo the token in. */
export const CSRF_HEADER = 'x-csrf-token';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route another site posts to by design and that uses no ambient authority (no session, no cookie):
     * a payment gateway's callback, the sandbox gateway's own page. It needs no anti-forgery token.
     */
    crossSite?: boolean;
  }
  interface FastifyInstance {
    /** Returns the request's anti-forgery token, issuing the cookie when it has none (pages and API calls). */
    issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string;
  }
  interface FastifyRequest {
    /** This client's anti-forgery token (issued on the reply when the request had none). */
    csrfToken: string;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Throws 403 when a request needs the anti-forgery token and does not carry the right one. */
export function checkCsrf(request: FastifyRequest, cookieName: string = CSRF_COOKIE): void {
  if (!STATE_CHANGING.has(request.method)) return;
  // No cookies at all (bearer-only clients, curl, a first login): nothing ambient a forged request could use.
  if (Object.keys(request.cookies).length === 0) return;
  const cookie = request.cookies[cookieName];
  if (!cookie || !TOKEN_PATTERN.test(cookie)) {
    throw new HttpError(
      403,
      'This request is missing its anti-forgery cookie. Reload the page and try again.',
    );
  }
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header === '') {
    throw new HttpError(
      403,
      'This request is missing its anti-forgery token: send the X-CSRF-TOKEN header with the value of the csrf-token meta tag.',
    );
  }
  if (!sameToken(header, cookie)) {
    throw new HttpError(
      403,
      'The anti-forgery token does not match. Reload the page and try again.',
    );
  }
}

/**
 * Anti-forgery (double submit, see docs/decisions/0002-anti-forgery.md): every client gets a random token in
 * the `mb_csrf` cookie (`__Host-mb_csrf` on https) and in the served index.html's `<meta name="csrf-token">`; a POST/PUT/PATCH/DELETE
 * that carries any cookie must echo it in `X-CSRF-TOKEN`, or gets 403.
 */
async function csrfPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { secureCookies } = options.config;
  const cookieName = csrfCookieName(secureCookies);
  app.decorateRequest('csrfToken', '');

  app.decorate('issueCsrfToken', (request: FastifyRequest, reply: FastifyReply): string => {
    if (request.csrfToken) return request.csrfToken;
    const existing = request.cookies[cookieName];
    if (existing && TOKEN_PATTERN.test(existing)) {
      request.csrfToken = existing;
    } else {
      request.csrfToken = randomBytes(32).toString('base64url');
      reply.setCookie(cookieName, request.csrfToken, {
        path: '/',
        sameSite: 'lax',
        secure: secureCookies,
        httpOnly: false,
      });
    }
    return request.csrfToken;
  });

  // A callback hook, not an async one: it runs on every request and needs no promise (docs/decisions/0014).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.crossSite === true) {
      done();
      return;
    }
    try {
      checkCsrf(request, cookieName);
    } catch (error) {
      done(error as HttpError);
      return;
    }
    // Static files are cacheable and stay cookie-free; pages (web plugin) and API answers carry the token,
    // except public reads for a client without cookies: it needs no token (see checkCsrf) and the answer
    // stays shareable by caches (docs/decisions/0012).
    if (
      request.url.startsWith('/api/') &&
      !(request.headers.cookie === undefined && isPublicRead(request))
    )
      app.issueCsrfToken(request, reply);
    done();
  });
}

export default fp(csrfPlugin, {
  name: 'medibridge-csrf',
  fastify: '5.x',
  dependencies: ['@fastify/cookie', 'medibridge-error-handler'],
});
