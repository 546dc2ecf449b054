import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteAccess } from '@medibridge/contract';

/**
 * A route whose page is `pick` of a lazily loaded module, with who may open it (`handle.access`, which the
 * shell's guard reads). Every feature writes its routes with this one helper: the route tables are part of
 * every path's first load, so each route is written in as few bytes as it can be (docs/decisions/0011, 0024).
 */
export function lazyPage<M>(
  path: string,
  access: RouteAccess,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return { path, handle: { access }, lazy: async () => ({ Component: pick(await load()) }) };
}
