import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@medibridge/contract';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import { cities, packageMasters, packages, states, vendorPackages, vendors } from '../../db/schema';
import { imageFile, mainImg } from './repository';

/** Hospital (vendor) queries of the catalogue: profiles, what a vendor offers, offers in a city. */

const vendorColumns = (lang: Language) => ({
  id: vendors.id,
  shop_name: vendors.shopName,
  shop_specialization: localized(lang, vendors.shopSpecialization, vendors.shopSpecializationHi),
  about_shop: localized(lang, vendors.aboutShop, vendors.aboutShopHi),
  shop_address: vendors.shopAddress,
  pin_code: vendors.pinCode,
  shop_mobile: vendors.shopMobile,
  shop_email: vendors.shopEmail,
  shop_services: localized(lang, vendors.shopServices, vendors.shopServicesHi),
  amenties: localized(lang, vendors.amenities, vendors.amenitiesHi),
  facilities: localized(lang, vendors.facilities, vendors.facilitiesHi),
  vendor_img: imageFile(vendors.imageKey, vendors.shopSlug),
  role_name: vendors.roleName,
  shop_slug: vendors.shopSlug,
  city_name: cities.name,
  state_name: states.name,
  accreditation: localized(lang, vendors.accreditation, vendors.accreditationHi),
  beds: vendors.beds,
  established_year: vendors.establishedYear,
});

export type VendorRow = {
  [K in keyof ReturnType<typeof vendorColumns>]: K extends
    'shop_services' | 'amenties' | 'facilities'
    ? string[]
    : K extends 'id' | 'beds' | 'established_year'
      ? number
      : string;
};

/** A vendor by role and slug, or null. */
export async function findVendor(
  db: Database,
  roleName: string,
  slug: string,
  lang: Language,
): Promise<VendorRow | null> {
  const rows = await db
    .select(vendorColumns(lang))
    .from(vendors)
    .innerJoin(cities, eq(cities.id, vendors.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(
      and(
        eq(vendors.roleName, roleName.toLowerCase()),
        eq(vendors.shopSlug, slug.toLowerCase()),
        eq(vendors.active, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export interface VendorPackageRow {
  id: number;
  name: string;
  slug: string;
  main_img: string;
  package_master_name: string;
  pricePaise: number;
}

/** The active packages a vendor offers with its price, in catalogue order; one package when `packageId`. */
export async function listVendorPackages(
  db: Database,
  vendorId: number,
  lang: Language,
  packageId?: number,
): Promise<VendorPackageRow[]> {
  return db
    .select({
      id: packages.id,
      name: localized(lang, packages.name, packages.nameHi),
      slug: packages.slug,
      main_img: mainImg,
      package_master_name: localized(lang, packageMasters.name, packageMasters.nameHi),
      pricePaise: vendorPackages.pricePaise,
    })
    .from(vendorPackages)
    .innerJoin(packages, eq(packages.id, vendorPackages.packageId))
    .innerJoin(packageMasters, eq(packageMasters.id, packages.masterId))
    .where(
      and(
        eq(vendorPackages.vendorId, vendorId),
        eq(packages.active, true),
        packageId === undefined ? undefined : eq(packages.id, packageId),
      ),
    )
    .orderBy(asc(packageMasters.sortOrder), asc(packages.id));
}

export interface HospitalOfferRow {
  vendorId: number;
  shopName: string;
  shopSlug: string;
  vendorImg: string;
  shopAddress: string;
  pinCode: string;
  roleName: string;
  shopSpecialization: string;
  amenities: string[];
  facilities: string[];
  accreditation: string;
  beds: number;
  pricePaise: number;
}

/** Vendors in a city offering a package, cheapest first (then by name). */
export async function listOffersInCity(
  db: Database,
  cityId: number,
  packageId: number,
  lang: Language,
): Promise<HospitalOfferRow[]> {
  return db
    .select({
      vendorId: vendors.id,
      shopName: vendors.shopName,
      shopSlug: vendors.shopSlug,
      vendorImg: imageFile(vendors.imageKey, vendors.shopSlug),
      shopAddress: vendors.shopAddress,
      pinCode: vendors.pinCode,
      roleName: vendors.roleName,
      shopSpecialization: localized(lang, vendors.shopSpecialization, vendors.shopSpecializationHi),
      amenities: localized(lang, vendors.amenities, vendors.amenitiesHi),
      facilities: localized(lang, vendors.facilities, vendors.facilitiesHi),
      accreditation: localized(lang, vendors.accreditation, vendors.accreditationHi),
      beds: vendors.beds,
      pricePaise: vendorPackages.pricePaise,
    })
    .from(vendorPackages)
    .innerJoin(vendors, eq(vendors.id, vendorPackages.vendorId))
    .where(
      and(
        eq(vendorPackages.packageId, packageId),
        eq(vendors.cityId, cityId),
        eq(vendors.active, true),
      ),
    )
    .orderBy(asc(vendorPackages.pricePaise), asc(vendors.shopName), asc(vendors.id));
}
