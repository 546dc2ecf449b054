import { ENDPOINT_TABLE, endpointPath, serverRoute, type EndpointName } from './endpoints';
import { ROUTES, routePatternToRegExp, type RouteName } from './routes';

/** The treatment package list's first calls: the categories, every active package, the pictures' base path. */
const TREATMENT_PACKAGE_LIST: readonly EndpointName[] = [
  'packageMasters',
  'packageActiveList',
  'packageImagePath',
];

/**
 * The calls a landing screen makes as it first renders, by route (docs/decisions/0038). The server names
 * them in the page's HTML as preloads (`<link rel="preload" as="fetch">`), so their answers download beside
 * the app's code instead of after it has run; the screen's own call then takes the preloaded answer. Only
 * public reads whose answer is the same for everyone (no session, no language), and only calls the screen
 * makes with exactly these URLs: a preload nobody takes is a wasted download (the catalogue journey checks
 * each is requested once).
 */
export const FIRST_DATA: Readonly<Partial<Record<RouteName, readonly EndpointName[]>>> = {
  treatmentPackage: TREATMENT_PACKAGE_LIST,
  // The same screen with a category chosen in its path.
  treatmentPackageByMaster: TREATMENT_PACKAGE_LIST,
};

/** The request URLs (`/api/…`) to preload for a page path: none for a path no entry matches. */
export function firstDataUrls(pathname: string): string[] {
  const path = pathname.split('?')[0] ?? '';
  // Compiled once, on the first call: the server asks this for every page request.
  firstDataByPattern ??= (Object.entries(FIRST_DATA) as [RouteName, readonly EndpointName[]][]).map(
    ([route, calls]) => ({
      pattern: routePatternToRegExp(ROUTES[route]),
      urls: calls.map((name) => serverRoute(endpointPath(name))),
    }),
  );
  return [...(firstDataByPattern.find(({ pattern }) => pattern.test(path))?.urls ?? [])];
}
let firstDataByPattern: { pattern: RegExp; urls: readonly string[] }[] | undefined;

/** Whether a call may be preloaded: a GET any visitor may make, without parameters. */
export function isPreloadable(name: EndpointName): boolean {
  const spec = ENDPOINT_TABLE[name];
  return spec.method === 'GET' && spec.auth === 'none' && !spec.path.includes(':');
}
