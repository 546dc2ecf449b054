import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  LANGUAGE_COOKIE,
  LAB_PARTNER_META,
  SMS_DEMO_META,
  cookieLanguage,
  firstDataUrls,
  isAppPath,
} from '@medibridge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with the web app's index.html (or a stand-in when it is not built). */
    sendAppPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `html` with `<meta name="…" content="…">` (content escaped) placed first in <head>. */
function injectMeta(html: string, name: string, content: string): string {
  const meta = `<meta name="${name}" content="${escapeHtml(content)}">`;
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return `${meta}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`;
}

/** index.html with the anti-forgery meta tag placed first in <head>. */
export function injectCsrfMeta(html: string, token: string): string {
  return injectMeta(html, 'csrf-token', token);
}

/** index.html with the lab partner's URL (LAB_PARTNER_URL) for the /lab-tests frame. */
export function injectLabPartnerMeta(html: string, labPartnerUrl: string): string {
  return injectMeta(html, LAB_PARTNER_META, labPartnerUrl);
}

/**
 * index.html with a preload of each call the page at `pathname` makes as it first renders (contract's
 * `FIRST_DATA`, docs/decisions/0038): the answers download beside the app's code. `use-credentials` gives
 * the preload the request mode of the app's own calls (cookies included), so the call takes it.
 */
export function injectFirstData(html: string, pathname: string): string {
  const urls = firstDataUrls(pathname);
  if (urls.length === 0 || !html.includes('</head>')) return html;
  const links = urls
    .map(
      (url) =>
        `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="use-credentials">`,
    )
    .join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

const NOT_BUILT = (title: string, token: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="csrf-token" content="${escapeHtml(token)}">
<title>${title} · MediBridge</title></head>
<body><h1>${title}</h1><p>The MediBridge API is running, but the web app has not been built. Run <code>pnpm build</code>
and restart, or use <code>pnpm dev</code>. The API is described at <a href="/api/docs">/api/docs</a>.</p></body></html>
`;

/**
 * Serves the built web app from WEB_DIST_DIR: hashed files under /assets/ with immutable caching (their
 * precompressed copies when the browser takes brotli or gzip), every
 * SPEC §2 path with index.html (200), any other page path with index.html and status 404 so the client
 * shows its 404 screen. index.html always goes out with `Cache-Control: no-cache`, a fresh csrf meta tag,
 * the lab partner's URL in a meta tag and, while texts stay in the SMS outbox, the `sms-demo` meta tag (the
 * web app's only run-time settings), and preloads of the page's first data calls where it has any.
 */
async function webPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const root = options.config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  const built = existsSync(indexFile)
    ? injectLabPartnerMeta(readFileSync(indexFile, 'utf8'), options.config.labPartnerUrl)
    : null;
  // Texts kept in the outbox (demo, development): every page says so (the web app's DemoNotice).
  const template =
    built && app.sms.name === 'outbox' ? injectMeta(built, SMS_DEMO_META, 'outbox') : built;
  if (!template) app.log.warn({ webDistDir: root }, 'Web app not built: serving the API only');

  app.decorate('sendAppPage', (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const pathname = request.url.split('?')[0] ?? '/';
    const status = isAppPath(pathname) ? 200 : 404;
    const token = app.issueCsrfToken(request, reply);
    // A preload goes out with the browser's Accept-Language (the page's own); the patient's choice is in the
    // app's cookie. When the two differ the preloaded answer would be in the wrong language and the app would
    // ask again: leave the preloads out and let the app's calls ask in the chosen one (docs/decisions/0047).
    const chosen = cookieLanguage(request.cookies[LANGUAGE_COOKIE]);
    const preload = status === 200 && (chosen === null || chosen === request.language);
    const html = template
      ? injectFirstData(injectCsrfMeta(template, token), preload ? pathname : '')
      : NOT_BUILT(status === 200 ? 'MediBridge' : 'Page not found', token);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  // `/` explicitly: the static wildcard would treat it as a directory listing request.
  app.get('/', (request, reply) => app.sendAppPage(request, reply));

  if (!template) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    // index.html only goes out through sendAppPage, with its meta tag. Vite's build manifest (.vite/) and the
    // hidden source maps stay on the server: they map every chunk to our source paths and sources.
    allowedPath: (pathname) =>
      pathname !== '/index.html' &&
      !pathname.startsWith('/.vite/') &&
      !pathname.endsWith('.map') &&
      !pathname.endsWith('.br') &&
      !pathname.endsWith('.gz'),
    // The build's own brotli (quality 11) and gzip (level 9) copies beside each file, sent as they are:
    // smaller than what the compress plugin can afford per request (docs/decisions/0020).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      res.header(
        'cache-control',
        relative.startsWith('assets/') ? IMMUTABLE : 'public, max-age=0, must-revalidate',
      );
    },
  });
}

export default fp(webPlugin, {
  name: 'medibridge-web',
  fastify: '5.x',
  dependencies: ['medibridge-csrf', 'medibridge-sms'],
});
