/** @medibridge/packages-search — home search, treatment packages, package detail, hospital results, vendor pages. */
export { packagesSearchRoutes } from './routes';
/** Registry modal `packageSearch`: the city + package search. */
export { PackageSearchModal } from './modals/lazyModals';
