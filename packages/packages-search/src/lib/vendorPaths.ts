import { ROUTES } from '@medibridge/contract';

/** The route segment suffixes of the vendor pages (SPEC §2: /{role_name}-package-detail/…, /{role_name}-detail/…). */
export const VENDOR_PACKAGE_SUFFIX = '-package-detail';
export const VENDOR_DETAIL_SUFFIX = '-detail';

/** The role name inside a vendor page's first segment, or null when the segment is not one. */
export function roleFromSegment(segment: string | undefined, suffix: string): string | null {
  if (!segment?.endsWith(suffix)) return null;
  const role = segment.slice(0, -suffix.length);
  return /^[a-z][a-z0-9_]*$/i.test(role) ? role : null;
}

const seg = (value: string): string => encodeURIComponent(value);

/** /{role_name}-package-detail/{vendorSlug}/{packageSlug} */
export function vendorPackagePath(
  roleName: string,
  vendorSlug: string,
  packageSlug: string,
): string {
  return `/${seg(roleName)}${VENDOR_PACKAGE_SUFFIX}/${seg(vendorSlug)}/${seg(packageSlug)}`;
}

/** /{role_name}-detail/{shop_slug} */
export function vendorDetailPath(roleName: string, shopSlug: string): string {
  return `/${seg(roleName)}${VENDOR_DETAIL_SUFFIX}/${seg(shopSlug)}`;
}

/** The contract patterns; React Router reads `:role_name-package-detail` as one whole-segment parameter. */
export const VENDOR_PACKAGE_PARAM = ROUTES.vendorPackageDetail.split('/')[1]?.slice(1) ?? '';
export const VENDOR_DETAIL_PARAM = ROUTES.vendorDetail.split('/')[1]?.slice(1) ?? '';
