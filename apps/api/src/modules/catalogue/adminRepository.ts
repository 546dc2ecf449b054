import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { CatalogueQuery } from '@medibridge/contract';
import type { Database } from '../../db/client';
import {
  cities,
  packageMasters,
  packageServices,
  packages,
  vendorPackages,
  vendors,
} from '../../db/schema';
import { escapeLike } from '../../lib/escapeLike';
import { imageFile, mainImg } from './repository';

/** The operator's catalogue queries (docs/decisions/0062): every row, offered or withdrawn. Rules in adminService. */

/** A transaction or the database: writes run inside the caller's transaction with its audit entry. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const hospitalCount = sql<number>`(select count(*)::int from ${vendorPackages} vp where vp.package_id = ${packages.id})`;

export const adminPackageColumns = {
  id: packages.id,
  slug: packages.slug,
  name: packages.name,
  name_hi: packages.nameHi,
  master_id: packages.masterId,
  master_name: packageMasters.name,
  short_description: packages.shortDescription,
  short_description_hi: packages.shortDescriptionHi,
  hospital_days: packages.hospitalDays,
  basePricePaise: packages.basePricePaise,
  is_popular: packages.isPopular,
  active: packages.active,
  main_img: mainImg,
  imageKey: packages.imageKey,
  hospital_count: hospitalCount,
};

function stateFilter(column: typeof packages.active | typeof vendors.active, state: string) {
  if (state === 'offered') return eq(column, true);
  if (state === 'withdrawn') return eq(column, false);
  return undefined;
}

export type AdminPackageRow = NonNullable<Awaited<ReturnType<typeof findAdminPackage>>>;

/** Packages whose English or Hindi name contains `q`, by name, one page, and how many match. */
export async function listAdminPackages(db: Database, query: CatalogueQuery) {
  const like = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(
    like ? or(ilike(packages.name, like), ilike(packages.nameHi, like)) : undefined,
    stateFilter(packages.active, query.state),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminPackageColumns)
      .from(packages)
      .innerJoin(packageMasters, eq(packageMasters.id, packages.masterId))
      .where(where)
      .orderBy(asc(packages.name), asc(packages.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(packages).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAdminPackage(db: Database | Tx, id: number) {
  const rows = await db
    .select(adminPackageColumns)
    .from(packages)
    .innerJoin(packageMasters, eq(packageMasters.id, packages.masterId))
    .where(eq(packages.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function listInclusions(db: Database | Tx, packageId: number) {
  return db
    .select({
      id: packageServices.id,
      service_name: packageServices.serviceName,
      service_name_hi: packageServices.serviceNameHi,
      description: packageServices.description,
      description_hi: packageServices.descriptionHi,
      service_img: packageServices.serviceImg,
    })
    .from(packageServices)
    .where(eq(packageServices.packageId, packageId))
    .orderBy(asc(packageServices.sortOrder), asc(packageServices.id));
}

/** Every hospital's price for a package, cheapest first. */
export async function listPackagePrices(db: Database, packageId: number) {
  return db
    .select({
      vendor_id: vendors.id,
      shop_name: vendors.shopName,
      city_name: cities.name,
      hospital_active: vendors.active,
      pricePaise: vendorPackages.pricePaise,
    })
    .from(vendorPackages)
    .innerJoin(vendors, eq(vendors.id, vendorPackages.vendorId))
    .innerJoin(cities, eq(cities.id, vendors.cityId))
    .where(eq(vendorPackages.packageId, packageId))
    .orderBy(asc(vendorPackages.pricePaise), asc(vendors.shopName));
}

export async function masterExists(db: Database | Tx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: packageMasters.id })
    .from(packageMasters)
    .where(eq(packageMasters.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function cityExists(db: Database | Tx, id: number): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
  return rows.length > 0;
}

/** Serialises the writers that pick the next id of the hand-numbered tables (packages, inclusions). */
export async function lockCatalogueIds(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x4d42434154})`);
}

export async function nextPackageId(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ id: sql<number>`coalesce(max(${packages.id}), 0) + 1` })
    .from(packages);
  return Number(row?.id ?? 1);
}

/** A free slug starting from `base` in a table (`base`, `base-2`, `base-3`, …). */
export async function freeSlug(
  tx: Tx,
  table: 'packages' | 'vendors',
  base: string,
): Promise<string> {
  const column = table === 'packages' ? packages.slug : vendors.shopSlug;
  const from = table === 'packages' ? packages : vendors;
  const rows = await tx
    .select({ slug: column })
    .from(from)
    .where(or(eq(column, base), sql`${column} like ${`${escapeLike(base)}-%`}`));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${String(n)}`)) return `${base}-${String(n)}`;
}

export interface InclusionValues {
  serviceName: string;
  serviceNameHi: string | null;
  description: string;
  descriptionHi: string | null;
  serviceImg: string;
}

/** Replaces a package's inclusions with `items`, in order (ids taken under lockCatalogueIds). */
export async function replaceInclusions(
  tx: Tx,
  packageId: number,
  items: InclusionValues[],
): Promise<void> {
  await tx.delete(packageServices).where(eq(packageServices.packageId, packageId));
  if (items.length === 0) return;
  const [row] = await tx
    .select({ id: sql<number>`coalesce(max(${packageServices.id}), 0)` })
    .from(packageServices);
  const first = Number(row?.id ?? 0) + 1;
  await tx
    .insert(packageServices)
    .values(items.map((item, i) => ({ ...item, id: first + i, packageId, sortOrder: i + 1 })));
}

export type PackageValues = Omit<typeof packages.$inferInsert, 'id' | 'slug' | 'imageKey'>;

export async function insertPackage(
  tx: Tx,
  values: PackageValues & { id: number; slug: string },
): Promise<void> {
  await tx.insert(packages).values(values);
}

export async function updatePackage(tx: Tx, id: number, values: PackageValues): Promise<void> {
  await tx.update(packages).set(values).where(eq(packages.id, id));
}

export async function setPackageImage(tx: Tx, id: number, imageKey: string): Promise<void> {
  await tx.update(packages).set({ imageKey }).where(eq(packages.id, id));
}

const packageCount = sql<number>`(select count(*)::int from ${vendorPackages} vp where vp.vendor_id = ${vendors.id})`;

export const adminHospitalColumns = {
  id: vendors.id,
  shop_name: vendors.shopName,
  shop_slug: vendors.shopSlug,
  role_name: vendors.roleName,
  city_id: vendors.cityId,
  city_name: cities.name,
  shop_address: vendors.shopAddress,
  pin_code: vendors.pinCode,
  shop_specialization: vendors.shopSpecialization,
  shop_specialization_hi: vendors.shopSpecializationHi,
  about_shop: vendors.aboutShop,
  about_shop_hi: vendors.aboutShopHi,
  accreditation: vendors.accreditation,
  accreditation_hi: vendors.accreditationHi,
  shop_mobile: vendors.shopMobile,
  shop_email: vendors.shopEmail,
  beds: vendors.beds,
  established_year: vendors.establishedYear,
  shop_services: vendors.shopServices,
  shop_services_hi: vendors.shopServicesHi,
  amenities: vendors.amenities,
  amenities_hi: vendors.amenitiesHi,
  facilities: vendors.facilities,
  facilities_hi: vendors.facilitiesHi,
  active: vendors.active,
  vendor_img: imageFile(vendors.imageKey, vendors.shopSlug),
  imageKey: vendors.imageKey,
  package_count: packageCount,
};

export type AdminHospitalRow = NonNullable<Awaited<ReturnType<typeof findAdminHospital>>>;

/** Hospitals whose name or city contains `q`, by name, one page, and how many match. */
export async function listAdminHospitals(db: Database, query: CatalogueQuery) {
  const like = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(
    like ? or(ilike(vendors.shopName, like), ilike(cities.name, like)) : undefined,
    stateFilter(vendors.active, query.state),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminHospitalColumns)
      .from(vendors)
      .innerJoin(cities, eq(cities.id, vendors.cityId))
      .where(where)
      .orderBy(asc(vendors.shopName), asc(vendors.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: count() })
      .from(vendors)
      .innerJoin(cities, eq(cities.id, vendors.cityId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAdminHospital(db: Database | Tx, id: number) {
  const rows = await db
    .select(adminHospitalColumns)
    .from(vendors)
    .innerJoin(cities, eq(cities.id, vendors.cityId))
    .where(eq(vendors.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The packages a hospital offers with its price, by name. */
export async function listHospitalPrices(db: Database, vendorId: number) {
  return db
    .select({
      package_id: packages.id,
      package_name: packages.name,
      package_active: packages.active,
      pricePaise: vendorPackages.pricePaise,
    })
    .from(vendorPackages)
    .innerJoin(packages, eq(packages.id, vendorPackages.packageId))
    .where(eq(vendorPackages.vendorId, vendorId))
    .orderBy(asc(packages.name), asc(packages.id));
}

export type HospitalValues = Omit<typeof vendors.$inferInsert, 'id' | 'shopSlug' | 'imageKey'>;

export async function insertHospital(
  tx: Tx,
  values: HospitalValues & { shopSlug: string },
): Promise<number> {
  const [row] = await tx.insert(vendors).values(values).returning({ id: vendors.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateHospital(tx: Tx, id: number, values: HospitalValues): Promise<void> {
  await tx.update(vendors).set(values).where(eq(vendors.id, id));
}

export async function setHospitalImage(tx: Tx, id: number, imageKey: string): Promise<void> {
  await tx.update(vendors).set({ imageKey }).where(eq(vendors.id, id));
}

/** A hospital's price for a package (paise), or null when it does not offer it. */
export async function findPrice(
  db: Database | Tx,
  vendorId: number,
  packageId: number,
): Promise<number | null> {
  const rows = await db
    .select({ pricePaise: vendorPackages.pricePaise })
    .from(vendorPackages)
    .where(and(eq(vendorPackages.vendorId, vendorId), eq(vendorPackages.packageId, packageId)))
    .limit(1);
  return rows[0]?.pricePaise ?? null;
}

export async function upsertPrice(
  tx: Tx,
  vendorId: number,
  packageId: number,
  pricePaise: number,
): Promise<void> {
  await tx
    .insert(vendorPackages)
    .values({ vendorId, packageId, pricePaise })
    .onConflictDoUpdate({
      target: [vendorPackages.vendorId, vendorPackages.packageId],
      set: { pricePaise },
    });
}

export async function deletePrice(tx: Tx, vendorId: number, packageId: number): Promise<void> {
  await tx
    .delete(vendorPackages)
    .where(and(eq(vendorPackages.vendorId, vendorId), eq(vendorPackages.packageId, packageId)));
}
