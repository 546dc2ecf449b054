/**
 * The service worker, bundled by the build into /sw.js with the deploy's precache list written in
 * (docs/decisions/0018). It imports only ./swLogic, so the build inlines everything into one classic script.
 */
import {
  SHELL_KEY,
  CACHE_PREFIX,
  cacheName,
  shellForCache,
  strategyFor,
  type PrecacheManifest,
} from './swLogic';

// Replaced by the build with the JSON of the precache manifest.
const MANIFEST: PrecacheManifest = JSON.parse('__MEDIBRIDGE_PRECACHE__') as PrecacheManifest;
const CACHE = cacheName(MANIFEST.version);
const PRECACHED = new Set(MANIFEST.files);

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface MessageEventLike extends Event {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}
const worker = self as unknown as WorkerScope;

async function saveShell(cache: Cache, response: Response): Promise<void> {
  const html = await response.text();
  await cache.put(
    SHELL_KEY,
    new Response(shellForCache(html), { status: 200, headers: response.headers }),
  );
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(MANIFEST.files);
      const shell = await fetch('/home', { credentials: 'same-origin', cache: 'no-store' });
      if (shell.ok) await saveShell(cache, shell);
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(CACHE_PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await worker.clients.claim();
    })(),
  );
});

// The page asks for the waiting version to take over when the patient taps "Reload" (pwa/updates.ts).
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

async function navigate(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      const cache = await caches.open(CACHE);
      await saveShell(cache, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_KEY, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, worker.location.origin, PRECACHED);
  if (strategy === 'navigate') event.respondWith(navigate(event.request));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request));
  // 'network': not answered here at all, so the browser fetches it as it would without a worker.
});
