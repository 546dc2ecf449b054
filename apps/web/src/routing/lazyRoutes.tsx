import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

type Loaded = { Component?: ComponentType | null; element?: ReactNode };
type LazyRoute =
  (() => Promise<Loaded>) | { Component?: () => Promise<ComponentType | null | undefined> };

const pages = new WeakMap<object, ComponentType>();

/** The page of a feature route's `lazy`, as a React.lazy component (one per loader, so a set switch keeps it). */
function lazyPage(load: LazyRoute): ComponentType {
  let page = pages.get(load);
  if (!page) {
    page = lazy(async () => {
      const loaded: Loaded =
        typeof load === 'function' ? await load() : { Component: await load.Component?.() };
      if (loaded.Component) return { default: loaded.Component };
      if (loaded.element !== undefined) {
        const element = loaded.element;
        return { default: () => element };
      }
      throw new Error('A lazy route must give a Component or an element');
    });
    pages.set(load, page);
  }
  return page;
}

/**
 * Feature routes are written for a data router (`lazy` returning `{ Component }`); the app renders them with
 * the declarative router (`<Routes>`), which tree-shakes to half the code (docs/decisions/0011). Each lazy
 * route becomes an element route whose page is a React.lazy component: the chunk loads when the route first
 * renders, under the shell's Suspense boundary, and navigations keep the old screen until it is ready
 * (the router's updates are transitions).
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
