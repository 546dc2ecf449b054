import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** The origin of an absolute lab partner URL; null for a path on our own origin (covered by 'self'). */
export function labPartnerOrigin(labPartnerUrl: string): string | null {
  return labPartnerUrl.startsWith('/') ? null : new URL(labPartnerUrl).origin;
}

/**
 * The LiveKit server's origins the call page connects to (VIDEO_PROVIDER=livekit): its WebSocket and the
 * same host over http(s), which the LiveKit client asks when a connection fails. None for built-in calls.
 */
export function liveKitOrigins(video: Config['video']): string[] {
  if (video.provider !== 'livekit') return [];
  const url = new URL(video.livekitUrl);
  const secure = url.protocol === 'wss:' || url.protocol === 'https:';
  return [`${secure ? 'wss' : 'ws'}://${url.host}`, `${secure ? 'https' : 'http'}://${url.host}`];
}

/**
 * The Content-Security-Policy the built web app runs under (docs/decisions/0004-content-security-policy.md).
 * Scripts only from our origin; styles also inline because styled-components injects <style> tags at run time;
 * frames from our origin, the lab-booking partner's (LAB_PARTNER_URL, docs/decisions/0013) and CSP_FRAME_SRC;
 * connections to our origin, and to the LiveKit server when calls run there.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'cspFrameSrc' | 'secureCookies' | 'labPartnerUrl' | 'video'>,
): Record<string, string[] | null> {
  const partner = labPartnerOrigin(config.labPartnerUrl);
  const frameSrc = [...new Set(["'self'", ...(partner ? [partner] : []), ...config.cspFrameSrc])];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...liveKitOrigins(config.video)],
    'media-src': ["'self'", 'blob:'],
    'frame-src': frameSrc,
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    // Only behind https: on plain http (localhost, a LAN address) it would break every asset request.
    'upgrade-insecure-requests': config.secureCookies ? [] : null,
  };
}

/** Helmet's options for our app: the CSP above, HSTS only behind https. */
function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The payment gateway reads the referrer's origin on the hand-off; no path or query leaves the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: config.secureCookies
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    // The lab partner's frame is a cross-origin embed that sends no CORP header.
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with our options, computed once: they depend on the configuration only (no CSP
 * nonces), so running helmet against a stand-in response gives exactly what it would set on each answer.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]): void {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string): void {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
    },
  );
  return Object.fromEntries(headers);
}

/**
 * The headers of an API answer (JSON, generated images): what OWASP's REST Security Cheat Sheet asks of an
 * API. Nothing in such an answer may run or be framed (`default-src 'none'; frame-ancestors 'none'`, DENY),
 * it is never sniffed into another type, other sites cannot embed it (CORP), and HSTS behind https. The
 * document-only headers of helmet's set (the app's CSP, Referrer-Policy, COOP, Origin-Agent-Cluster, the
 * legacy X-XSS-Protection and friends) govern pages, not data, and stay on pages (docs/decisions/0014).
 */
export function apiSecurityHeaders(config: Pick<Config, 'secureCookies'>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(config.secureCookies
      ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' }
      : {}),
  };
}

/**
 * The headers of the build's hashed files (`/assets/`: scripts, style sheets, fonts, pictures): what a
 * subresource obeys. It is never sniffed into another type and other sites cannot embed it (CORP); HSTS behind
 * https. A page's policy headers (CSP, frame options, Referrer-Policy, COOP and the rest) do nothing on a
 * script, and on a first visit they went out with each of its 40-odd files: ~700 bytes a file, a third of
 * what the smallest chunks weigh (docs/decisions/0037).
 */
export function assetSecurityHeaders(
  config: Pick<Config, 'secureCookies'>,
): Record<string, string> {
  return {
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    ...(config.secureCookies
      ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' }
      : {}),
  };
}

/** Whether `url` names one of the build's hashed files (served by the web plugin from `dist/assets/`). */
export function isBuiltAsset(url: string): boolean {
  return url.startsWith('/assets/');
}

/**
 * Security headers and the request id on every answer. The build's hashed files get the short set above;
 * pages, other static files and everything else outside `/api/` get helmet's set (the app's CSP,
 * Referrer-Policy for the payment gateway, nosniff, frame options, HSTS on https), computed once at start and
 * copied onto each reply (docs/decisions/0012): @fastify/helmet rebuilds helmet's middlewares and re-parses
 * the CSP on every request. API answers get the shorter API set above. The request id goes on here, before
 * anything can fail, so error answers carry it too.
 */
async function securityPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const documentHeaders = securityHeaders(options.config);
  const apiHeaders = apiSecurityHeaders(options.config);
  const assetHeaders = assetSecurityHeaders(options.config);
  app.addHook('onRequest', (request, reply, done) => {
    if (isBuiltAsset(request.url)) {
      // An error answer still gets its request id (plugins/errorHandler.ts).
      reply.headers(assetHeaders);
      return done();
    }
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}

export default fp(securityPlugin, { name: 'medibridge-security', fastify: '5.x' });
