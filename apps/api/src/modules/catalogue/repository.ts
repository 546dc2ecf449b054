import {
  type SQL,
  type SQLWrapper,
  and,
  asc,
  eq,
  inArray,
  max,
  min,
  sql,
  count,
} from 'drizzle-orm';
import type { Language } from '@medibridge/contract';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import {
  catalogueVersions,
  cities,
  packageMasters,
  packageServices,
  packages,
  states,
  vendorPackages,
  vendors,
} from '../../db/schema';
import { escapeLike } from '../../lib/escapeLike';

/** Catalogue queries (SPEC §7 package and vendor calls). Queries only; rules live in service.ts. */

/** Where uploaded catalogue pictures are kept in file storage: `catalogue/<random>.<jpg|png>`. */
export const CATALOGUE_FOLDER = 'catalogue/';

/**
 * An image file name under the image base path: an uploaded picture's stored name, else the drawn card
 * (`<slug>.svg`).
 */
export const imageFile = (imageKey: SQLWrapper, slug: SQLWrapper): SQL<string> =>
  sql<string>`coalesce(substr(${imageKey}, ${CATALOGUE_FOLDER.length + 1}), ${slug} || '.svg')`;

/** A package's image file. */
export const mainImg = imageFile(packages.imageKey, packages.slug);

/** A package's name in a language (list order and answers). */
const packageName = (lang: Language) => localized(lang, packages.name, packages.nameHi);

const activeColumns = (lang: Language) => ({
  id: packages.id,
  name: packageName(lang),
  slug: packages.slug,
  package_id: packageMasters.id,
  package_name: localized(lang, packageMasters.name, packageMasters.nameHi),
  short_description: localized(lang, packages.shortDescription, packages.shortDescriptionHi),
  main_img: mainImg,
});

export interface ActivePackageRow {
  id: number;
  name: string;
  slug: string;
  package_id: number;
  package_name: string;
  short_description: string;
  main_img: string;
}

/** Every active package, alphabetical. */
export async function listActivePackages(
  db: Database,
  lang: Language,
): Promise<ActivePackageRow[]> {
  return db
    .select(activeColumns(lang))
    .from(packages)
    .innerJoin(packageMasters, eq(packageMasters.id, packages.masterId))
    .where(eq(packages.active, true))
    .orderBy(asc(packageName(lang)), asc(packages.id));
}

/**
 * Active packages matching `text` case-insensitively: names starting with it first, then names with a word
 * starting with it, then names containing it, then names with a similar word (trigram word similarity, for
 * typos). All four use the trigram index on lower(name). A Hindi name containing the text matches too (the
 * packages are a few hundred rows, so that scan costs nothing measurable).
 */
export async function searchActivePackages(
  db: Database,
  text: string,
  limit: number,
  lang: Language,
): Promise<ActivePackageRow[]> {
  const needle = text.toLowerCase();
  const like = escapeLike(needle);
  const name = sql`lower(${packages.name})`;
  const prefix = sql`${name} like ${`${like}%`}`;
  const wordPrefix = sql`${name} like ${`%${like}%`} and ${name} ~ ${`(^|[^a-z0-9])${needle.replace(/[^a-z0-9]/g, '')}`}`;
  const contains = sql`${name} like ${`%${like}%`}`;
  const hindi = sql`${packages.nameHi} like ${`%${like}%`}`;
  const rank = sql<number>`case when ${prefix} then 0 when ${wordPrefix} then 1 when ${contains} or ${hindi} then 2 else 3 end`;
  return db
    .select(activeColumns(lang))
    .from(packages)
    .innerJoin(packageMasters, eq(packageMasters.id, packages.masterId))
    .where(and(eq(packages.active, true), sql`(${contains} or ${hindi} or ${needle} <% ${name})`))
    .orderBy(
      rank,
      sql`word_similarity(${needle}, ${name}) desc`,
      asc(packages.name),
      asc(packages.id),
    )
    .limit(limit);
}

export interface CityRow {
  id: number;
  name: string;
  slug: string;
  stateName: string;
}

/** A city by numeric id or by slug, or null. */
export async function findCity(db: Database, idOrSlug: string): Promise<CityRow | null> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const rows = await db
    .select({ id: cities.id, name: cities.name, slug: cities.slug, stateName: states.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(byId ? eq(cities.id, Number(idOrSlug)) : eq(cities.slug, idOrSlug.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

/** Active packages offered by at least one vendor in the city, alphabetical. */
export async function listPackagesInCity(
  db: Database,
  cityId: number,
  lang: Language,
): Promise<ActivePackageRow[]> {
  return db
    .select(activeColumns(lang))
    .from(packages)
    .innerJoin(packageMasters, eq(packageMasters.id, packages.masterId))
    .where(
      and(
        eq(packages.active, true),
        sql`exists (select 1 from ${vendorPackages} vp join ${vendors} v on v.id = vp.vendor_id
          where vp.package_id = ${packages.id} and v.city_id = ${cityId} and v.active)`,
      ),
    )
    .orderBy(asc(packageName(lang)), asc(packages.id));
}

export interface PackageRow {
  id: number;
  name: string;
  slug: string;
  shortDescription: string;
  hospitalDays: number;
  masterName: string;
  masterSlug: string;
  mainImg: string;
}

const packageColumns = (lang: Language) => ({
  id: packages.id,
  name: packageName(lang),
  slug: packages.slug,
  shortDescription: localized(lang, packages.shortDescription, packages.shortDescriptionHi),
  hospitalDays: packages.hospitalDays,
  masterName: localized(lang, packageMasters.name, packageMasters.nameHi),
  masterSlug: packageMasters.slug,
  mainImg,
});

/** An active package by slug, or by numeric id when `allowId`; null when there is none. */
export async function findPackage(
  db: Database,
  idOrSlug: string,
  allowId: boolean,
  lang: Language,
): Promise<PackageRow | null> {
  const byId = allowId && /^\d{1,9}$/.test(idOrSlug);
  const rows = await db
    .select(packageColumns(lang))
    .from(packages)
    .innerJoin(packageMasters, eq(packageMasters.id, packages.masterId))
    .where(
      and(
        eq(packages.active, true),
        byId ? eq(packages.id, Number(idOrSlug)) : eq(packages.slug, idOrSlug.toLowerCase()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export interface ServiceRow {
  id: number;
  service_name: string;
  service_img: string;
  description: string;
}

/** What a package includes, in order. */
export async function listPackageServices(
  db: Database,
  packageId: number,
  lang: Language,
): Promise<ServiceRow[]> {
  return db
    .select({
      id: packageServices.id,
      service_name: localized(lang, packageServices.serviceName, packageServices.serviceNameHi),
      service_img: packageServices.serviceImg,
      description: localized(lang, packageServices.description, packageServices.descriptionHi),
    })
    .from(packageServices)
    .where(eq(packageServices.packageId, packageId))
    .orderBy(asc(packageServices.sortOrder), asc(packageServices.id));
}

export interface PriceStats {
  min: number | null;
  max: number | null;
  vendors: number;
}

/** Lowest and highest vendor price (paise) and number of vendors, per package id. */
export async function packagePriceStats(
  db: Database,
  packageIds: number[],
): Promise<Map<number, PriceStats>> {
  const out = new Map<number, PriceStats>();
  if (packageIds.length === 0) return out;
  const rows = await db
    .select({
      packageId: vendorPackages.packageId,
      min: min(vendorPackages.pricePaise),
      max: max(vendorPackages.pricePaise),
      vendors: count(),
    })
    .from(vendorPackages)
    .innerJoin(vendors, eq(vendors.id, vendorPackages.vendorId))
    .where(and(inArray(vendorPackages.packageId, packageIds), eq(vendors.active, true)))
    .groupBy(vendorPackages.packageId);
  for (const r of rows) out.set(r.packageId, { min: r.min, max: r.max, vendors: r.vendors });
  return out;
}

export interface MasterRow {
  id: number;
  name: string;
  slug: string;
  description: string;
}

const masterColumns = (lang: Language) => ({
  id: packageMasters.id,
  name: localized(lang, packageMasters.name, packageMasters.nameHi),
  slug: packageMasters.slug,
  description: localized(lang, packageMasters.description, packageMasters.descriptionHi),
});

/** Package masters, in catalogue order, optionally only popular or important ones. */
export async function listMasters(
  db: Database,
  filter: 'all' | 'popular' | 'important',
  lang: Language,
): Promise<MasterRow[]> {
  const where =
    filter === 'popular'
      ? eq(packageMasters.isPopular, true)
      : filter === 'important'
        ? eq(packageMasters.isImportant, true)
        : undefined;
  return db
    .select(masterColumns(lang))
    .from(packageMasters)
    .where(where)
    .orderBy(asc(packageMasters.sortOrder), asc(packageMasters.id));
}

/** A package master by numeric id or slug, or null. */
export async function findMaster(
  db: Database,
  idOrSlug: string,
  lang: Language,
): Promise<MasterRow | null> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const rows = await db
    .select(masterColumns(lang))
    .from(packageMasters)
    .where(
      byId
        ? eq(packageMasters.id, Number(idOrSlug))
        : eq(packageMasters.slug, idOrSlug.toLowerCase()),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Active packages of the given masters (or all masters), in catalogue order. */
export async function listPackagesOfMasters(
  db: Database,
  masterIds: number[] | null,
  lang: Language,
  onlyPopular = false,
): Promise<(PackageRow & { masterId: number })[]> {
  return db
    .select({ ...packageColumns(lang), masterId: packages.masterId })
    .from(packages)
    .innerJoin(packageMasters, eq(packageMasters.id, packages.masterId))
    .where(
      and(
        eq(packages.active, true),
        masterIds ? inArray(packages.masterId, masterIds) : undefined,
        onlyPopular ? eq(packages.isPopular, true) : undefined,
      ),
    )
    .orderBy(asc(packageMasters.sortOrder), asc(packages.id));
}

/** Name and hue of an image subject by slug: a package (its master's hue), a master or a vendor. */
export async function findImageSubject(
  db: Database,
  kind: 'packages' | 'masters' | 'vendors',
  slug: string,
): Promise<{ name: string; caption: string; hue: number } | null> {
  if (kind === 'packages') {
    const rows = await db
      .select({ name: packages.name, caption: packageMasters.name, hue: packageMasters.hue })
      .from(packages)
      .innerJoin(packageMasters, eq(packageMasters.id, packages.masterId))
      .where(eq(packages.slug, slug))
      .limit(1);
    return rows[0] ?? null;
  }
  if (kind === 'masters') {
    const rows = await db
      .select({
        name: packageMasters.name,
        caption: packageMasters.description,
        hue: packageMasters.hue,
      })
      .from(packageMasters)
      .where(eq(packageMasters.slug, slug))
      .limit(1);
    return rows[0] ?? null;
  }
  const rows = await db
    .select({ name: vendors.shopName, caption: cities.name, hue: vendors.hue })
    .from(vendors)
    .innerJoin(cities, eq(cities.id, vendors.cityId))
    .where(eq(vendors.shopSlug, slug))
    .limit(1);
  return rows[0] ?? null;
}

/** A catalogue's version (one primary-key read): every write to its tables raises it; 0 before the first. */
export async function catalogueVersionOf(db: Database, name: string): Promise<number> {
  const rows = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.name, name))
    .limit(1);
  return rows[0]?.version ?? 0;
}
