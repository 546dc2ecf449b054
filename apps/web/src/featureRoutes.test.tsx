import { cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { baseApi, checkFeatureRoutes, clearUserInfo, writeUserInfo } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import { FEATURE_ROUTES } from './routing/features';
import { renderApp } from './test/renderApp';

/** A concrete URL for a route pattern: every `:param` becomes a sample value. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    name === 'role_name' ? 'hospital' : `sample-${name}`,
  );
}

function flatten(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/** Loads a route's lazy code the way the router would (a function, or an object of lazy properties). */
async function loadLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy as unknown;
  if (typeof lazy === 'function') await (lazy as () => Promise<unknown>)();
  else if (lazy && typeof lazy === 'object') {
    await Promise.all(
      Object.values(lazy as Record<string, () => Promise<unknown>>).map((load) => load()),
    );
  }
}

/**
 * Mounts every route of the given features in both route sets, loading each lazy screen, which injects its
 * endpoints: an endpoint name injected twice makes its screen's load fail (`overrideExisting: 'throw'`).
 */
async function mountAll(featureRoutes: readonly (readonly RouteObject[])[]): Promise<void> {
  for (const route of flatten(featureRoutes.flat())) {
    await loadLazy(route);
    if (!route.path) continue;
    for (const loggedIn of [false, true]) {
      if (loggedIn) writeUserInfo({ id: 1, name: 'Test Patient' });
      else clearUserInfo();
      renderApp(sampleUrl(route.path), { featureRoutes });
      expect(await screen.findByRole('banner')).toBeInTheDocument();
      cleanup();
    }
  }
  clearUserInfo();
}

describe('every feature route', () => {
  it('is a SPEC §2 path with an access level', () => {
    for (const [feature, routes] of Object.entries(FEATURE_ROUTES)) {
      expect(() => checkFeatureRoutes(routes)).not.toThrow();
      expect(feature).toBeTruthy();
    }
  });

  it('mounts in both route sets with no endpoint name injected twice', async () => {
    await expect(mountAll(Object.values(FEATURE_ROUTES))).resolves.toBeUndefined();
    // Every screen of every feature, twice: this grows with the app.
  }, 60_000);

  it('the check catches two features injecting one endpoint name', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const screenInjecting = (answer: string) => async () => {
      baseApi.injectEndpoints({
        overrideExisting: 'throw',
        endpoints: (build) => ({
          fixtureSharedName: build.query<string, string>({ query: () => answer }),
        }),
      });
      return { Component: () => <h1>{answer}</h1> };
    };
    const featureA: RouteObject[] = [
      { path: ROUTES.dentistry, handle: { access: 'public' }, lazy: screenInjecting('a') },
    ];
    const featureB: RouteObject[] = [
      { path: ROUTES.contactUs, handle: { access: 'public' }, lazy: screenInjecting('b') },
    ];
    await expect(mountAll([featureA, featureB])).rejects.toThrow(/fixtureSharedName/);
    errors.mockRestore();
  });
});
