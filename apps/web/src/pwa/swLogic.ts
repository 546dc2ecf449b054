/**
 * What the service worker does with each request (docs/decisions/0018), kept pure so it is tested here and
 * bundled into /sw.js by the build (vite.config.ts `serviceWorker`).
 *
 * - `/api/…` (patients' answers, sessions, payments), the metrics and the partner demo: never touched, never
 *   cached; the browser talks to the network as if there were no worker.
 * - page navigations: network first; offline, the app shell saved from the last visit, so the app opens
 *   and says it is offline instead of the browser's dinosaur.
 * - the build's hashed files, icons and manifest: from the precache, downloaded once per deploy.
 */
export type Strategy = 'network' | 'navigate' | 'cache-first';

/** Where the cached app shell is kept in the cache (not a real URL). */
export const SHELL_KEY = '/__medibridge-app-shell';
export const CACHE_PREFIX = 'medibridge-';

const NEVER_TOUCHED = [
  /^\/api(\/|$)/,
  /^\/metrics(\/|$)/,
  /^\/partner-demo(\/|$)/,
  /^\/files(\/|$)/,
];

export function strategyFor(
  request: { url: string; method: string; mode: string },
  origin: string,
  precached: ReadonlySet<string>,
): Strategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (NEVER_TOUCHED.some((pattern) => pattern.test(url.pathname))) return 'network';
  if (request.mode === 'navigate') return 'navigate';
  if (precached.has(url.pathname) || url.pathname.startsWith('/assets/')) return 'cache-first';
  return 'network';
}

/**
 * The shell as it is kept for offline use: without this visit's anti-forgery meta tag, so a page opened
 * from the cache reads the current token from the cookie (api-client's fallback) rather than a stale one.
 */
export function shellForCache(html: string): string {
  return html.replace(/<meta\s+name="csrf-token"[^>]*>\s*/gi, '');
}

/** The precache list the build writes into /sw.js, and its version (a change means a new deploy). */
export interface PrecacheManifest {
  version: string;
  files: readonly string[];
}

export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}
