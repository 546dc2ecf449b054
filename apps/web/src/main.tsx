import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isLoggedIn, type ApiClientExtra } from '@medibridge/api-client';
import { getLanguage, loadLanguage, prepareLanguage } from '@medibridge/ui-kit';
import { App } from './App';
import { makeStore } from './store';
import { buildRoutes } from './routing/buildRoutes';
import { nextTask, preloadRoute } from './routing/lazyRoutes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The service worker (offline shell, installable app) registers after the page has loaded, from its own
// small chunk: nothing of it is on the first load (docs/decisions/0018).
if (import.meta.env.PROD) void import('./pwa/updates').then((pwa) => pwa.registerServiceWorker());

/** How long the first render waits for the page's own code: a slow link still gets the header and the loading state. */
const FIRST_PAGE_WAIT_MS = 2000;

/**
 * Start-up runs after the shell's modules have been evaluated (that evaluation is already the longest task
 * of a first visit), in short tasks rather than one of 15–40 ms: the route tree of the stored session;
 * the route match; the page's downloads (so they leave first); the store and the React root; then the
 * stored language (docs/decisions/0037, 0039).
 */
async function start(root: HTMLElement): Promise<void> {
  const routes = buildRoutes(isLoggedIn());
  await nextTask();
  // The page's own code loads before the first render, so the first commit is the page itself and not the
  // loading state (docs/decisions/0037). preloadRoute starts the downloads in a task of its own, which
  // runs before the next step here.
  const firstPage = Promise.race([
    preloadRoute(routes, window.location.pathname),
    new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
  await nextTask();
  const extra: ApiClientExtra = {};
  const store = makeStore(undefined, extra);
  const reactRoot = createRoot(root);
  await nextTask();
  // The stored (or browser's) language, its texts loaded before the first paint: no English flash for a
  // patient who reads Hindi (docs/decisions/0017); in Hindi, the page's own catalogues too (its module
  // registered them while the language was loading).
  await Promise.all([prepareLanguage(), firstPage])
    .then(() => loadLanguage(getLanguage()))
    .catch(() => undefined);
  // The first render is a transition: React renders it in slices of a few milliseconds and lets the
  // browser paint and answer input between them, instead of one long task (docs/decisions/0033).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App store={store} extra={extra} />
      </StrictMode>,
    );
  });
}

setTimeout(() => void start(container), 0);
