import type { RouteObject } from 'react-router-dom';
import { FEATURE_ROUTES } from './features';

function paths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path !== undefined ? [route.path] : []),
    ...(route.children ? paths(route.children) : []),
  ]);
}

function declaredPaths(featureRoutes: readonly (readonly RouteObject[])[]): Set<string> {
  return new Set(featureRoutes.flatMap((routes) => paths(routes)));
}

/** The app's feature routes never change at run time: their paths are collected once. */
let appPaths: Set<string> | undefined;

/**
 * Whether some feature declares the route `pattern` (a ROUTES value, compared as written: catch-all
 * patterns such as the vendor pages' `/:role_name-detail/:shop_slug` would match any two-segment path).
 * The shell's menus and bars name SPEC's screens up front; one whose feature has not shipped yet is left
 * out or replaced (the bottom bar's Book Appointment opens the free consultation request) instead of
 * leading to the 404 page. Once the feature lists the route, the link appears by itself.
 */
export function isDeclared(
  pattern: string,
  featureRoutes?: readonly (readonly RouteObject[])[],
): boolean {
  if (featureRoutes) return declaredPaths(featureRoutes).has(pattern);
  appPaths ??= declaredPaths(Object.values(FEATURE_ROUTES));
  return appPaths.has(pattern);
}

/**
 * The shell's rule for every list of links it shows (account menu, services menu, footer): only links to
 * routes some feature declares. An entry for a screen not shipped yet stays out instead of ending on the 404
 * page, and appears by itself once its feature lists the route.
 */
export function declaredLinks<T extends { to: string }>(
  links: readonly T[],
  featureRoutes?: readonly (readonly RouteObject[])[],
): T[] {
  return links.filter((link) => isDeclared(link.to, featureRoutes));
}
