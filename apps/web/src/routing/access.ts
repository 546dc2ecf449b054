import type { RouteAccess } from '@medibridge/contract';

/** The `handle.access` of a route, or undefined when it has none. */
export function accessOf(route: { handle?: unknown }): RouteAccess | undefined {
  const access = (route.handle as { access?: unknown } | undefined)?.access;
  return access === 'guest' || access === 'public' || access === 'patient' ? access : undefined;
}
