import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isLoggedIn, type ApiClientExtra } from '@medibridge/api-client';
import { getLanguage, loadLanguage, prepareLanguage } from '@medibridge/ui-kit';
import { App } from './App';
import { makeStore } from './store';
import { buildRoutes } from './routing/buildRoutes';
import { preloadRoute } from './routing/lazyRoutes';

const extra: ApiClientExtra = {};
const store = makeStore(undefined, extra);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The stored (or browser's) language, its texts loaded before the first paint: no English flash for a
// patient who reads Hindi (docs/decisions/0017).
// The service worker (offline shell, installable app) registers after the page has loaded, from its own
// small chunk: nothing of it is on the first load (docs/decisions/0018).
if (import.meta.env.PROD) void import('./pwa/updates').then((pwa) => pwa.registerServiceWorker());

// The first render is a transition: React renders it in slices of a few milliseconds and lets the browser
// paint and answer input between them, instead of one long task. Under Lighthouse's 4× slower CPU the
// blocking time fell from 90–150 ms to 20–80 ms on the landing routes (docs/decisions/0033).
// The page's own code is fetched meanwhile (at most FIRST_PAGE_WAIT_MS, so a slow link still gets the header
// and the loading state): the first commit is then the page itself (docs/decisions/0037). This starts in a
// task of its own, after the shell's modules have been evaluated: that evaluation is already the longest task
// of a first visit, and the stored language and session (the first localStorage read of the page), matching
// the route and requesting its files are 10–30 ms more.
const FIRST_PAGE_WAIT_MS = 2000;
setTimeout(() => {
  const firstPage = Promise.race([
    preloadRoute(buildRoutes(isLoggedIn()), window.location.pathname),
    new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
  void Promise.all([prepareLanguage(), firstPage])
    // In Hindi, the page's own catalogues too (its module registered them while the language was loading).
    .then(() => loadLanguage(getLanguage()))
    .catch(() => undefined)
    .finally(() => {
      startTransition(() => {
        root.render(
          <StrictMode>
            <App store={store} extra={extra} />
          </StrictMode>,
        );
      });
    });
}, 0);
