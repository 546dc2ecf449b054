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
 * The Content-Security-Policy the built web app runs under (docs/decisions/0004-content-security-policy.md).
 * Scripts only from our origin; styles also inline because styled-components injects <style> tags at run time;
 * frames from our origin, the lab-booking partner's (LAB_PARTNER_URL, docs/decisions/0013) and CSP_FRAME_SRC.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'cspFrameSrc' | 'secureCookies' | 'labPartnerUrl'>,
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
    'connect-src': ["'self'"],
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
 * Security headers on every answer: CSP, Referrer-Policy for the payment gateway, nosniff, frame options, HSTS
 * on https. They are helmet's, computed once at start and copied onto each reply (docs/decisions/0012):
 * @fastify/helmet rebuilds helmet's middlewares and re-parses the CSP on every request.
 */
async function securityPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const headers = securityHeaders(options.config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityPlugin, { name: 'medibridge-security', fastify: '5.x' });
