import { ROUTES, type RouteAccess } from '@medibridge/contract';

/** The `handle.access` of a route, or undefined when it has none. */
export function accessOf(route: { handle?: unknown }): RouteAccess | undefined {
  const access = (route.handle as { access?: unknown } | undefined)?.access;
  return access === 'guest' || access === 'public' || access === 'patient' ? access : undefined;
}

/**
 * A `next` target that stays inside the app: a path starting with one slash (never `//host` or a scheme).
 * Anything else falls back to the home page.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return ROUTES.home;
  return next;
}

/** The login screen, returning to `from` afterwards. */
export function loginRedirect(from: string): string {
  return from && from !== '/' ? `${ROUTES.login}?next=${encodeURIComponent(from)}` : ROUTES.login;
}
