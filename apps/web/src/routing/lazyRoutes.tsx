import {
  createElement,
  isValidElement,
  lazy,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

type Loaded = { Component?: ComponentType | null; element?: ReactNode };
type LazyRoute =
  (() => Promise<Loaded>) | { Component?: () => Promise<ComponentType | null | undefined> };

/** A feature route's page component, resolved from its `lazy` (a component or an element). */
async function resolvePage(load: LazyRoute): Promise<ComponentType> {
  const loaded: Loaded =
    typeof load === 'function' ? await load() : { Component: await load.Component?.() };
  if (loaded.Component) return loaded.Component;
  if (loaded.element !== undefined) {
    const element = loaded.element;
    return () => element;
  }
  throw new Error('A lazy route must give a Component or an element');
}

const pages = new WeakMap<object, ComponentType>();
/** Each lazy page's loader: what `preloadRoute` starts before the first render. */
const loaders = new WeakMap<object, () => Promise<ComponentType>>();

/**
 * The page of a feature route's `lazy` (one per loader, so a set switch keeps it). Its code loads once; a page
 * whose code is already here when it mounts renders at once, without suspending (see `preloadRoute`); one
 * that is not yet here is a React.lazy page under the shell's Suspense boundary. Each mounted page keeps the
 * form it started with, so it is never remounted when its code arrives.
 */
function lazyPage(load: LazyRoute): ComponentType {
  let page = pages.get(load);
  if (page) return page;
  let resolved: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = (): Promise<ComponentType> => {
    loading ??= resolvePage(load).then(
      (component) => {
        resolved = component;
        return component;
      },
      (error: unknown) => {
        // A failed download (a flaky link) is tried again the next time the page is wanted.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  page = function LazyRoutePage(): ReactNode {
    const [ready] = useState(() => resolved);
    return ready ? createElement(ready) : <Lazy />;
  };
  pages.set(load, page);
  loaders.set(page, loadOnce);
  return page;
}

/**
 * Feature routes are written for a data router (`lazy` returning `{ Component }`); the app renders them with
 * the declarative router (`<Routes>`), which tree-shakes to half the code (docs/decisions/0011). Each lazy
 * route becomes an element route whose page loads when the route first renders, under the shell's Suspense
 * boundary, and navigations keep the old screen until it is ready (the router's updates are transitions).
 */
export function toElementRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy: load, children, ...rest } = route as RouteObject & { lazy?: LazyRoute };
    const converted = { ...rest } as RouteObject;
    if (load) {
      const Page = lazyPage(load);
      converted.element = <Page />;
    }
    if (children) (converted as { children?: RouteObject[] }).children = toElementRoutes(children);
    return converted;
  });
}

/** Resolves in a later task: the browser may paint and answer input between start-up's steps. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads the code of the lazy pages `pathname` matches in `routes` (a tree from `buildRoutes`); never rejects.
 * The app waits for it before its first render, so the first commit holds the page itself and not the
 * loading state: React reveals content that replaces a fallback no sooner than 300 ms after the fallback
 * appeared, which held every landing page back by a quarter of a second (docs/decisions/0037).
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  // The downloads start in a task of their own: matching the route table and starting a page's 10–20
  // module requests are each several milliseconds on a phone (docs/decisions/0039).
  await nextTask();
  const loads = matched.flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const load = typeof type === 'function' ? loaders.get(type) : undefined;
    return load ? [load().then(() => undefined)] : [];
  });
  await Promise.all(loads).catch(() => undefined);
}
