import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** The origin of an absolute lab partner URL; null for a path on our own origin (covered by 'self'). */
export function labPartnerOrigin(labPartnerUrl: string): string | null {
  return labPartnerUrl.startsWith('/') ? null : new URL(labPartnerUrl).origin;
}

/**
 * The Content-Security-Policy the built web app runs under (docs/decisions/0004-content-security-policy.md).
 * Scripts only from our origin; styles also inline because styled-components injects <style> tags at run time;
 * frames from our origin, the lab-booking partner's (LAB_PARTNER_URL, docs/decisions/0011) and CSP_FRAME_SRC.
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

/** Security headers on every answer: CSP, Referrer-Policy for the payment gateway, nosniff, frame options, HSTS on https. */
async function securityPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The payment gateway reads the referrer's origin on the hand-off; no path or query leaves the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: config.secureCookies
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    // The lab partner's frame is a cross-origin embed that sends no CORP header.
    crossOriginEmbedderPolicy: false,
  });
}

export default fp(securityPlugin, { name: 'medibridge-security', fastify: '5.x' });
