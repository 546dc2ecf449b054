import {
  type ActivePackage,
  type HospitalPackageRow,
  PACKAGE_SEARCH_LIMIT,
  type PackageDetail,
  type PackageListItem,
  type PackageMaster,
  type VendorDetail,
  type Language,
  type VendorSelectedPackage,
  normaliseSearchText,
  toWireAmount,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import {
  type PackageRow,
  findCity,
  findMaster,
  findPackage,
  listActivePackages,
  listMasters,
  listPackageServices,
  listPackagesInCity,
  listPackagesOfMasters,
  packagePriceStats,
  searchActivePackages,
} from './repository';
import { findVendor, listOffersInCity, listVendorPackages } from './vendorRepository';

/** Catalogue answers of SPEC §7: lookups, 404 messages and the shapes of SPEC §3. */

function shown(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

const noPackage = (slug: string): HttpError =>
  new HttpError(404, `There is no treatment package "${shown(slug)}".`);

export async function activePackages(
  db: Database,
  lang: Language,
  text?: string,
): Promise<ActivePackage[]> {
  if (text === undefined) return listActivePackages(db, lang);
  return searchActivePackages(db, normaliseSearchText(text), PACKAGE_SEARCH_LIMIT, lang);
}

export async function packagesInCity(
  db: Database,
  lang: Language,
  cityIdOrSlug: string,
): Promise<ActivePackage[]> {
  const city = await findCity(db, cityIdOrSlug);
  if (!city) throw new HttpError(404, `There is no city "${shown(cityIdOrSlug)}".`);
  return listPackagesInCity(db, city.id, lang);
}

export async function hospitalPackages(
  db: Database,
  lang: Language,
  cityIdOrSlug: string,
  packageIdOrSlug: string,
): Promise<HospitalPackageRow[]> {
  const city = await findCity(db, cityIdOrSlug);
  if (!city) throw new HttpError(404, `There is no city "${shown(cityIdOrSlug)}".`);
  const pkg = await findPackage(db, packageIdOrSlug, true, lang);
  if (!pkg) throw noPackage(packageIdOrSlug);
  const [offers, services] = await Promise.all([
    listOffersInCity(db, city.id, pkg.id, lang),
    listPackageServices(db, pkg.id, lang),
  ]);
  const inclusions = services.map((s) => s.service_name);
  return offers.map((o) => ({
    shop_address: o.shopAddress,
    city_name: city.name,
    state_name: city.stateName,
    role_name: o.roleName,
    shop_slug: o.shopSlug,
    package_slug: pkg.slug,
    vendor_img: o.vendorImg,
    shop_name: o.shopName,
    package_name: pkg.name,
    vendor_pk_id: o.vendorId,
    main_img: pkg.mainImg,
    package_id: pkg.id,
    price: toWireAmount(o.pricePaise),
    pin_code: o.pinCode,
    shop_specialization: o.shopSpecialization,
    inclusions,
    amenties: o.amenities,
    facilities: o.facilities,
    accreditation: o.accreditation,
    beds: o.beds,
  }));
}

export async function packageMasters(
  db: Database,
  lang: Language,
  filter: 'all' | 'popular' | 'important',
): Promise<PackageMaster[]> {
  const masters = await listMasters(db, filter, lang);
  const pkgs = await listPackagesOfMasters(
    db,
    masters.map((m) => m.id),
    lang,
  );
  return masters.map((m) => ({
    id: m.id,
    name: m.name,
    slug: m.slug,
    package_master_slug: m.slug,
    master_img: `${m.slug}.svg`,
    description: m.description,
    packages: pkgs.filter((p) => p.masterId === m.id).map((p) => ({ name: p.name, slug: p.slug })),
  }));
}

async function listItems(db: Database, rows: PackageRow[]): Promise<PackageListItem[]> {
  const stats = await packagePriceStats(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const s = stats.get(r.id);
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      short_description: r.shortDescription,
      main_img: r.mainImg,
      package_master_name: r.masterName,
      price_from: s?.min == null ? null : toWireAmount(s.min),
      vendor_count: s?.vendors ?? 0,
    };
  });
}

export async function popularPackages(db: Database, lang: Language): Promise<PackageListItem[]> {
  return listItems(db, await listPackagesOfMasters(db, null, lang, true));
}

export async function packagesOfMaster(
  db: Database,
  lang: Language,
  masterIdOrSlug: string,
): Promise<PackageListItem[]> {
  const master = await findMaster(db, masterIdOrSlug, lang);
  if (!master) throw new HttpError(404, `There is no package group "${shown(masterIdOrSlug)}".`);
  return listItems(db, await listPackagesOfMasters(db, [master.id], lang));
}

async function detailOf(db: Database, lang: Language, pkg: PackageRow): Promise<PackageDetail> {
  const [services, stats] = await Promise.all([
    listPackageServices(db, pkg.id, lang),
    packagePriceStats(db, [pkg.id]),
  ]);
  const s = stats.get(pkg.id);
  return {
    id: pkg.id,
    name: pkg.name,
    slug: pkg.slug,
    short_description: pkg.shortDescription,
    main_img: pkg.mainImg,
    package_master_name: pkg.masterName,
    package_master_slug: pkg.masterSlug,
    hospital_days: pkg.hospitalDays,
    price_from: s?.min == null ? null : toWireAmount(s.min),
    price_to: s?.max == null ? null : toWireAmount(s.max),
    package_service: services,
  };
}

export async function packageDetail(
  db: Database,
  lang: Language,
  slug: string,
): Promise<PackageDetail> {
  const pkg = await findPackage(db, slug, false, lang);
  if (!pkg) throw noPackage(slug);
  return detailOf(db, lang, pkg);
}

const noVendor = (role: string, slug: string): HttpError =>
  new HttpError(404, `There is no ${shown(role)} "${shown(slug)}".`);

export async function vendorDetail(
  db: Database,
  lang: Language,
  roleName: string,
  slug: string,
): Promise<VendorDetail> {
  const vendor = await findVendor(db, roleName, slug, lang);
  if (!vendor) throw noVendor(roleName, slug);
  const offers = await listVendorPackages(db, vendor.id, lang);
  return {
    ...vendor,
    packages: offers.map(({ pricePaise, ...p }) => ({ ...p, price: toWireAmount(pricePaise) })),
  };
}

export async function vendorSelectedPackage(
  db: Database,
  lang: Language,
  roleName: string,
  vendorSlug: string,
  packageSlug: string,
): Promise<VendorSelectedPackage> {
  const vendor = await findVendor(db, roleName, vendorSlug, lang);
  if (!vendor) throw noVendor(roleName, vendorSlug);
  const pkg = await findPackage(db, packageSlug, false, lang);
  if (!pkg) throw noPackage(packageSlug);
  const [offer] = await listVendorPackages(db, vendor.id, lang, pkg.id);
  if (!offer)
    throw new HttpError(404, `${vendor.shop_name} does not offer the package "${pkg.name}".`);
  const detail = await detailOf(db, lang, pkg);
  return { vendor, package: { ...detail, price: toWireAmount(offer.pricePaise) } };
}
