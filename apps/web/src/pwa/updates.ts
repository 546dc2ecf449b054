/**
 * The page's side of the service worker (docs/decisions/0018): registers /sw.js after the page has loaded
 * (so it costs the first load nothing), notices when a new deploy's worker is waiting, and lets the patient
 * switch to it with one tap (`applyUpdate` in updateState.ts), reloading once it has taken over. A patient
 * who ignores the offer gets the new version on their next visit, when no tab holds the old one.
 */
import { setWaiting } from './updateState';

export { applyUpdate, resetUpdatesForTests, subscribeUpdate, updateReady } from './updateState';

/** Watches one registration for a new worker reaching "installed" while an old one controls the page. */
export function watchRegistration(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
): void {
  if (registration.waiting && container.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) setWaiting(installing);
    });
  });
}

/** Registers the worker once the page has loaded; a first install needs no reload. */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): void {
  if (!container) return;
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    // Only an update the patient accepted swaps a controller under a live page: show the new version.
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const start = (): void => {
    container
      .register('/sw.js')
      .then((registration) => {
        watchRegistration(registration, container);
        // A tab left open for days still hears about deploys.
        setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
      })
      .catch(() => undefined);
  };
  // After the page has loaded and settled: the precache download never competes with the first screen.
  const later = (): void => {
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
      else start();
    }, 2000);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
