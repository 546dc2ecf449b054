import type { RouteObject } from 'react-router-dom';

/**
 * The screens this feature adds to the app, each with `handle.access` (see RouteAccess in contract).
 * Empty until the feature's own issue lands.
 */
export const packagesSearchRoutes: RouteObject[] = [];
