/**
 * Whether a new version of the app is waiting (docs/decisions/0018), for the "new version" notice: small and
 * on the first load. Registering the service worker and watching for updates is `updates.ts`, loaded after
 * the page has.
 */
type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

export function setWaiting(worker: ServiceWorker | null): void {
  if (worker === waiting) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a new version is installed and waiting to take over. */
export function updateReady(): boolean {
  return waiting !== null;
}

/** Asks the waiting worker to take over; the page reloads when it has (see `registerServiceWorker`). */
export function applyUpdate(): void {
  waiting?.postMessage({ type: 'SKIP_WAITING' });
}

/** Test aid. */
export function resetUpdatesForTests(): void {
  waiting = null;
  listeners.clear();
}
