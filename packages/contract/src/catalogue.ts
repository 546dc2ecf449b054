import { z } from 'zod';

/**
 * Treatment package and vendor shapes of SPEC §3, as the catalogue calls of SPEC §7 send them.
 * Image fields (`main_img`, `vendor_img`, `service_img`, `master_img`) are file names: prefix them with the
 * base path that the matching image-path call returns. Prices are rupees with two decimals as a string
 * ('123456.00'), stored as integer paise on the server.
 */

import {
  PACKAGE_SEARCH_MAX,
  PACKAGE_SEARCH_MIN,
  PACKAGE_SEARCH_TOO_LONG,
  PACKAGE_SEARCH_TOO_SHORT,
} from './searchRules';

/** `{text}` of the package searches: 2 to 100 characters. */
export const packageSearchParamsSchema = z.object({
  text: z
    .string()
    .trim()
    .min(PACKAGE_SEARCH_MIN, PACKAGE_SEARCH_TOO_SHORT)
    .max(PACKAGE_SEARCH_MAX, PACKAGE_SEARCH_TOO_LONG),
});

const segment = z.string().min(1).max(200);

/** Package (active): SPEC's id, name, slug, package_id, package_name. */
export const activePackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /**
   * The package master (group) this package belongs to. Not the `{package_id}` of /search-package-results
   * or of an enquiry: those take the package's own `id` (docs/decisions/0006).
   */
  package_id: z.number().int(),
  /** The package master's name, e.g. 'Cardiology'. */
  package_name: z.string(),
  /** Added for list cards: SPEC's Package (list) fields. */
  short_description: z.string(),
  main_img: z.string(),
});
export type ActivePackage = z.infer<typeof activePackageSchema>;

/** Package (list): SPEC's slug, name, short_description, main_img. */
export const packageListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  short_description: z.string(),
  main_img: z.string(),
  /** Added: the group's name. */
  package_master_name: z.string(),
  /** Added: lowest price any vendor asks, rupees; null when no vendor offers it. */
  price_from: z.string().nullable(),
  /** Added: how many vendors offer it. */
  vendor_count: z.number().int(),
});
export type PackageListItem = z.infer<typeof packageListItemSchema>;

/** Package master (group): SPEC's name, slug, package_master_slug, packages[] of {name, slug}. */
export const packageMasterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Same value as `slug` (SPEC names both). */
  package_master_slug: z.string(),
  /** Added: image file under package-master-image-path. */
  master_img: z.string(),
  /** Added: one line about the group. */
  description: z.string(),
  packages: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type PackageMaster = z.infer<typeof packageMasterSchema>;

/** One `package_service` entry: what a package includes. */
export const packageServiceSchema = z.object({
  id: z.number().int(),
  service_name: z.string(),
  service_img: z.string(),
  description: z.string(),
});
export type PackageService = z.infer<typeof packageServiceSchema>;

/** Package detail: SPEC's id, name, short_description, main_img, package_master_name, package_service[]. */
export const packageDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  short_description: z.string(),
  main_img: z.string(),
  package_master_name: z.string(),
  /** Added: the group's slug, for a link back to it. */
  package_master_slug: z.string(),
  /** Added: typical stay in hospital, days. */
  hospital_days: z.number().int(),
  /** Added: lowest and highest vendor price, rupees; null when no vendor offers it. */
  price_from: z.string().nullable(),
  price_to: z.string().nullable(),
  package_service: z.array(packageServiceSchema),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

/**
 * Hospital package result (one row per vendor offering the package in the city): SPEC's shop_address,
 * city_name, state_name, role_name, shop_slug, package_slug, vendor_img, shop_name, package_name,
 * vendor_pk_id, plus what a side-by-side comparison needs.
 */
export const hospitalPackageRowSchema = z.object({
  shop_address: z.string(),
  city_name: z.string(),
  state_name: z.string(),
  role_name: z.string(),
  shop_slug: z.string(),
  package_slug: z.string(),
  vendor_img: z.string(),
  shop_name: z.string(),
  package_name: z.string(),
  vendor_pk_id: z.number().int(),
  /** Added: the package's image file and id. */
  main_img: z.string(),
  package_id: z.number().int(),
  /** Added: this vendor's price for the package, rupees. */
  price: z.string(),
  pin_code: z.string(),
  shop_specialization: z.string(),
  /** Added: what this package includes (service names of package_service). */
  inclusions: z.array(z.string()),
  amenties: z.array(z.string()),
  facilities: z.array(z.string()),
  /** Added: NABH accreditation and beds, for the comparison. */
  accreditation: z.string(),
  beds: z.number().int(),
});
export type HospitalPackageRow = z.infer<typeof hospitalPackageRowSchema>;

/** Vendor detail: SPEC's fields; `amenties` keeps SPEC's spelling. */
export const vendorDetailSchema = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  shop_specialization: z.string(),
  about_shop: z.string(),
  shop_address: z.string(),
  pin_code: z.string(),
  shop_mobile: z.string(),
  shop_email: z.string(),
  shop_services: z.array(z.string()),
  amenties: z.array(z.string()),
  facilities: z.array(z.string()),
  vendor_img: z.string(),
  role_name: z.string(),
  shop_slug: z.string(),
  /** Added: where it is. */
  city_name: z.string(),
  state_name: z.string(),
  accreditation: z.string(),
  beds: z.number().int(),
  established_year: z.number().int(),
  /** Added: the packages it offers with its price. */
  packages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      main_img: z.string(),
      package_master_name: z.string(),
      price: z.string(),
    }),
  ),
});
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

/** vendor-selected-package: the vendor and one of its packages with the vendor's price. */
export const vendorSelectedPackageSchema = z.object({
  vendor: vendorDetailSchema.omit({ packages: true }),
  package: packageDetailSchema.extend({ price: z.string() }),
});
export type VendorSelectedPackage = z.infer<typeof vendorSelectedPackageSchema>;

/** Image-path calls: `data` is a base path ending in '/', e.g. '/api/images/packages/'. */
export const imagePathSchema = z.string().regex(/^\/.*\/$/);

export const vendorParamsSchema = z.object({ role_name: segment, vendorSlug: segment });
export const vendorPackageParamsSchema = z.object({
  role_name: segment,
  vendorSlug: segment,
  packageSlug: segment,
});
export const packageSlugParamsSchema = z.object({ packageSlug: segment });
export const cityParamsSchema = z.object({ cityIdOrSlug: segment });
export const hospitalSearchParamsSchema = z.object({ city: segment, package: segment });
export const masterParamsSchema = z.object({ masterPackageId: segment });
