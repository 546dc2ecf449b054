import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteAccess } from '@medibridge/contract';

const access = (value: RouteAccess) => ({ access: value });

/*
 * Every page is its own lazy chunk. The vendor patterns come straight from the contract: React Router reads
 * `:role_name-package-detail` as one parameter covering the whole segment (it cannot match part of one), and
 * ranks it below every static segment, so it only catches paths no other route claims; the page checks the
 * suffix and shows the 404 otherwise.
 */
const home = async () => ({ Component: (await import('./pages/HomePage')).HomePage });
const treatmentPackages = async () => ({
  Component: (await import('./pages/TreatmentPackagesPage')).TreatmentPackagesPage,
});

/** The screens of home search, treatment packages, package detail, hospital results and vendor pages. */
export const packagesSearchRoutes: RouteObject[] = [
  { path: ROUTES.home, handle: access('public'), lazy: home },
  { path: ROUTES.root, handle: access('patient'), lazy: home },
  { path: ROUTES.treatmentPackage, handle: access('public'), lazy: treatmentPackages },
  { path: ROUTES.treatmentPackageByMaster, handle: access('public'), lazy: treatmentPackages },
  { path: ROUTES.groupTreatmentPackage, handle: access('public'), lazy: treatmentPackages },
  {
    path: ROUTES.packageDetails,
    handle: access('public'),
    lazy: async () => ({
      Component: (await import('./pages/PackageDetailsPage')).PackageDetailsPage,
    }),
  },
  {
    path: ROUTES.searchPackageResults,
    handle: access('public'),
    lazy: async () => ({
      Component: (await import('./pages/SearchResultsPage')).SearchResultsPage,
    }),
  },
  {
    path: ROUTES.vendorPackageDetail,
    handle: access('public'),
    lazy: async () => ({
      Component: (await import('./pages/VendorPackageDetailPage')).VendorPackageDetailPage,
    }),
  },
  {
    path: ROUTES.vendorDetail,
    handle: access('public'),
    lazy: async () => ({ Component: (await import('./pages/VendorDetailPage')).VendorDetailPage }),
  },
];
