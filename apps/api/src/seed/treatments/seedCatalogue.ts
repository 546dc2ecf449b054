import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  packageMasters,
  packageServices,
  packages,
  vendorPackages,
  vendors,
} from '../../db/schema';
import { type CatalogueScale, generateCatalogue } from './generator';

/** Rows per JSON document: one parameter per statement, expanded by the database. */
const JSON_BATCH = 20_000;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export interface CatalogueCounts {
  masters: number;
  packages: number;
  packageServices: number;
  vendors: number;
  vendorPackages: number;
}

/**
 * Writes the generated catalogue. Masters, packages and what they include are owned by the seed and replaced
 * whole; vendors are upserted by slug (so ids that enquiries may point at stay stable) and their package offers
 * are replaced. Runs inside the seed's transaction.
 */
export async function seedCatalogue(tx: Database, scale: CatalogueScale): Promise<CatalogueCounts> {
  const c = generateCatalogue(scale);
  await tx.delete(vendorPackages);
  await tx.delete(packageServices);
  await tx.delete(packages);
  await tx.delete(packageMasters);
  await tx.insert(packageMasters).values(c.masters);
  await tx.insert(packages).values(c.packages);
  for (const batch of chunks(c.services, 2000)) await tx.insert(packageServices).values(batch);

  for (const batch of chunks(c.vendors, 2000)) {
    const json = JSON.stringify(batch);
    await tx.execute(sql`
      insert into ${vendors} (role_name, shop_name, shop_slug, city_id, shop_address, pin_code,
        shop_specialization, about_shop, shop_mobile, shop_email, shop_services, amenities, facilities,
        accreditation, beds, established_year, hue, shop_specialization_hi, about_shop_hi,
        shop_services_hi, amenities_hi, facilities_hi, accreditation_hi)
      select r->>'roleName', r->>'shopName', r->>'shopSlug', (r->>'cityId')::int, r->>'shopAddress',
        r->>'pinCode', r->>'shopSpecialization', r->>'aboutShop', r->>'shopMobile', r->>'shopEmail',
        array(select jsonb_array_elements_text(r->'shopServices')),
        array(select jsonb_array_elements_text(r->'amenities')),
        array(select jsonb_array_elements_text(r->'facilities')),
        r->>'accreditation', (r->>'beds')::int, (r->>'establishedYear')::int, (r->>'hue')::int,
        r->>'shopSpecializationHi', r->>'aboutShopHi',
        case when jsonb_typeof(r->'shopServicesHi') = 'array'
          then array(select jsonb_array_elements_text(r->'shopServicesHi')) end,
        case when jsonb_typeof(r->'amenitiesHi') = 'array'
          then array(select jsonb_array_elements_text(r->'amenitiesHi')) end,
        case when jsonb_typeof(r->'facilitiesHi') = 'array'
          then array(select jsonb_array_elements_text(r->'facilitiesHi')) end,
        r->>'accreditationHi'
      from jsonb_array_elements(${json}::jsonb) with ordinality as t(r, n)
      order by n
      on conflict (shop_slug) do update set
        role_name = excluded.role_name, shop_name = excluded.shop_name, city_id = excluded.city_id,
        shop_address = excluded.shop_address, pin_code = excluded.pin_code,
        shop_specialization = excluded.shop_specialization, about_shop = excluded.about_shop,
        shop_mobile = excluded.shop_mobile, shop_email = excluded.shop_email,
        shop_services = excluded.shop_services, amenities = excluded.amenities,
        facilities = excluded.facilities, accreditation = excluded.accreditation, beds = excluded.beds,
        established_year = excluded.established_year, hue = excluded.hue,
        shop_specialization_hi = excluded.shop_specialization_hi, about_shop_hi = excluded.about_shop_hi,
        shop_services_hi = excluded.shop_services_hi, amenities_hi = excluded.amenities_hi,
        facilities_hi = excluded.facilities_hi, accreditation_hi = excluded.accreditation_hi`);
  }

  for (const batch of chunks(c.vendorPackages, JSON_BATCH)) {
    const json = JSON.stringify(batch.map((vp) => [vp.vendorSlug, vp.packageId, vp.pricePaise]));
    await tx.execute(sql`
      insert into ${vendorPackages} (vendor_id, package_id, price_paise)
      select v.id, (r->>1)::int, (r->>2)::int
      from jsonb_array_elements(${json}::jsonb) as t(r)
      join ${vendors} v on v.shop_slug = r->>0`);
  }
  // Fresh statistics now, not when autovacuum gets round to it: with none the planner guesses a few vendors
  // per package and reads all 165k offers for a city's packages (100 ms instead of 7 at --scale large).
  await tx.execute(
    sql`analyze ${packageMasters}, ${packages}, ${packageServices}, ${vendors}, ${vendorPackages}`,
  );
  return {
    masters: c.masters.length,
    packages: c.packages.length,
    packageServices: c.services.length,
    vendors: c.vendors.length,
    vendorPackages: c.vendorPackages.length,
  };
}
