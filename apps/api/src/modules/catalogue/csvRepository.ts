import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { packageMasters, packages, vendorPackages, vendors } from '../../db/schema';
import type { PackageValues, Tx } from './adminRepository';

/** The catalogue CSV's queries (docs/decisions/0064): whole-table reads and writes in statements of 500 rows. */

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Every package in the CSV's columns (prices in paise), by name. */
export async function allPackagesForCsv(db: Database) {
  return db
    .select({
      id: packages.id,
      slug: packages.slug,
      name: packages.name,
      name_hi: packages.nameHi,
      master_id: packages.masterId,
      short_description: packages.shortDescription,
      short_description_hi: packages.shortDescriptionHi,
      hospital_days: packages.hospitalDays,
      basePricePaise: packages.basePricePaise,
      is_popular: packages.isPopular,
      active: packages.active,
    })
    .from(packages)
    .orderBy(asc(packages.name), asc(packages.id));
}

/** Every hospital's price for every package it offers, by package then hospital. */
export async function allPricesForCsv(db: Database) {
  return db
    .select({
      package_slug: packages.slug,
      package_name: packages.name,
      hospital_slug: vendors.shopSlug,
      hospital_name: vendors.shopName,
      pricePaise: vendorPackages.pricePaise,
    })
    .from(vendorPackages)
    .innerJoin(packages, eq(packages.id, vendorPackages.packageId))
    .innerJoin(vendors, eq(vendors.id, vendorPackages.vendorId))
    .orderBy(asc(packages.name), asc(packages.id), asc(vendors.shopName), asc(vendors.id));
}

/** Web name → id of every package. */
export async function packageIdsBySlug(db: Database | Tx): Promise<Map<string, number>> {
  const rows = await db.select({ id: packages.id, slug: packages.slug }).from(packages);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Web name → id of every hospital. */
export async function hospitalIdsBySlug(db: Database | Tx): Promise<Map<string, number>> {
  const rows = await db.select({ id: vendors.id, slug: vendors.shopSlug }).from(vendors);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export async function masterIds(db: Database | Tx): Promise<Set<number>> {
  const rows = await db.select({ id: packageMasters.id }).from(packageMasters);
  return new Set(rows.map((r) => r.id));
}

/** The prices of the given (hospital, package) pairs, keyed `vendorId:packageId`. */
export async function pricesOf(
  db: Database | Tx,
  pairs: readonly { vendorId: number; packageId: number }[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunks(pairs)) {
    const vendorIds = [...new Set(part.map((p) => p.vendorId))];
    const packageIds = [...new Set(part.map((p) => p.packageId))];
    const rows = await db
      .select({
        vendorId: vendorPackages.vendorId,
        packageId: vendorPackages.packageId,
        pricePaise: vendorPackages.pricePaise,
      })
      .from(vendorPackages)
      .where(
        and(
          inArray(vendorPackages.vendorId, vendorIds),
          inArray(vendorPackages.packageId, packageIds),
        ),
      );
    for (const r of rows) found.set(`${String(r.vendorId)}:${String(r.packageId)}`, r.pricePaise);
  }
  return found;
}

/** Writes packages by id: a new id is inserted, a known one has its CSV fields replaced. */
export async function upsertPackages(
  tx: Tx,
  rows: readonly (PackageValues & { id: number; slug: string })[],
): Promise<void> {
  for (const part of chunks(rows))
    await tx
      .insert(packages)
      .values(part)
      .onConflictDoUpdate({
        target: packages.id,
        set: {
          name: sql`excluded.name`,
          nameHi: sql`excluded.name_hi`,
          masterId: sql`excluded.master_id`,
          shortDescription: sql`excluded.short_description`,
          shortDescriptionHi: sql`excluded.short_description_hi`,
          hospitalDays: sql`excluded.hospital_days`,
          basePricePaise: sql`excluded.base_price_paise`,
          isPopular: sql`excluded.is_popular`,
          active: sql`excluded.active`,
        },
      });
}

/** Sets hospitals' prices for packages (offering them when they did not). */
export async function upsertPrices(
  tx: Tx,
  rows: readonly { vendorId: number; packageId: number; pricePaise: number }[],
): Promise<void> {
  for (const part of chunks(rows))
    await tx
      .insert(vendorPackages)
      .values(part)
      .onConflictDoUpdate({
        target: [vendorPackages.vendorId, vendorPackages.packageId],
        set: { pricePaise: sql`excluded.price_paise` },
      });
}

/** The hospitals stop offering these packages. */
export async function deletePrices(
  tx: Tx,
  pairs: readonly { vendorId: number; packageId: number }[],
): Promise<void> {
  for (const part of chunks(pairs))
    await tx
      .delete(vendorPackages)
      .where(
        or(
          ...part.map((p) =>
            and(eq(vendorPackages.vendorId, p.vendorId), eq(vendorPackages.packageId, p.packageId)),
          ),
        ),
      );
}
