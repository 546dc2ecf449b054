/**
 * Paths of the package and vendor calls (SPEC §7), spelled here rather than read from contract's endpoint
 * table: that table carries every zod schema, which would add ~58 KiB gzip to a package screen and make zod
 * probe `Function('')` (a CSP violation). `paths.test.ts` checks each equals contract's ENDPOINTS entry.
 */
export const CATALOGUE_PATHS = {
  packageSearch: 'search-active-packages/:text',
  packageActiveList: 'all-active-packages',
  packageActiveSearch: 'all-active-packages/:text',
  packageMasters: 'package-master',
  packageByMaster: '/get-package-by-master-package-id/:masterPackageId',
  packageDetails: 'package-details/:packageSlug',
  packageHospitalSearch: 'search-hospital-packages/:city/:package',
  vendorDetail: 'vendor-detail/:role_name/:vendorSlug',
  vendorSelectedPackage: 'vendor-selected-package/:role_name/:vendorSlug/:packageSlug',
  packageImagePath: 'package-image-path',
  packageMasterImagePath: 'package-master-image-path',
  vendorImagePath: 'vendor-image-path',
  packageServiceImagePath: 'package-service-image-path',
} as const;

export type CataloguePathName = keyof typeof CATALOGUE_PATHS;

/** The call's path with its `:params` filled (URL-encoded), relative to the API root. */
export function cataloguePath(
  name: CataloguePathName,
  params: Record<string, string | number> = {},
): string {
  return CATALOGUE_PATHS[name].replace(/^\/+/, '').replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Fewest characters a package search needs (contract PACKAGE_SEARCH_MIN; the server answers 422 below it). */
export const PACKAGE_SEARCH_MIN = 2;
