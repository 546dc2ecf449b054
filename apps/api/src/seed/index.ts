import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { mergeGinPendingLists } from '../db/ginIndexes';
import {
  appMeta,
  cities,
  countries,
  departmentSchedules,
  departments,
  pinCodes,
  serviceCities,
  states,
  vendors,
} from '../db/schema';
import { DEPARTMENTS, departmentSchedules as scheduleSeeds } from './departments';
import { seedDemoPatient } from './demoPatient';
import {
  DEMO_HOSPITALS,
  SERVICE_CITY_SLUGS,
  loadCities,
  loadPinCodes,
  loadStates,
} from './geo/geo';
import type { CatalogueScale } from './treatments/generator';
import { type MedicineCounts, seedMedicines } from './medicines/seedMedicines';

export { DEMO_PATIENT } from './demoPatient';
export {
  DEMO_HOSPITALS,
  SERVICE_CITY_SLUGS,
  loadCities,
  loadPinCodes,
  loadStates,
} from './geo/geo';
export { generateCatalogue, type CatalogueScale } from './treatments/generator';
import { type CatalogueCounts, seedCatalogue } from './treatments/seedCatalogue';

/**
 * Bump when the seeded data changes (geo data, demo hospitals, service cities): a database holding an older
 * version is re-seeded at the next start, one holding this version is left alone.
 */
// catalogue-2: shop phones became fictional (5550…) instead of random mobiles; the upsert rewrites them.
// departments-1: consultation departments and their weekly schedules.
// medicines-1: the medicine catalogue (NLEM 2022 and everyday OTC products under invented brands).
// medicines-2: the typing vocabulary (medicine_terms) the suggestions' typo search read (dropped by migration
// 0012: decision 0031 matches suggestions in memory).
// hindi-1: Hindi beside the English in the catalogue, departments and medicines (decision 0042).
// gst-1: each medicine's GST rate and HSN code (decision 0046).
export const SEED_VERSION = 'gst-1';

/** India's row in `countries`; states point at it. */
export const INDIA_COUNTRY_ID = 1;

const SEED_VERSION_KEY = 'seed_version';
/** Rows per INSERT: large enough to keep PGlite fast, small enough to stay far below parameter limits. */
const BATCH = 1000;
/** Rows per JSON document for the PIN directory (one parameter per statement). */
const PIN_BATCH = 20_000;

export interface SeedResult {
  skipped: boolean;
  ms: number;
  counts?: {
    states: number;
    cities: number;
    pinCodes: number;
    serviceCities: number;
    hospitals: number;
    departments: number;
    schedules: number;
    catalogue: CatalogueCounts;
    medicines: MedicineCounts;
  };
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function seedReference(
  tx: Database,
): Promise<
  Omit<NonNullable<SeedResult['counts']>, 'catalogue' | 'departments' | 'schedules' | 'medicines'>
> {
  await tx
    .insert(countries)
    .values({ id: INDIA_COUNTRY_ID, name: 'India', isoCode: 'IN' })
    .onConflictDoUpdate({ target: countries.id, set: { name: 'India', isoCode: 'IN' } });

  const stateRows = loadStates();
  await tx
    .insert(states)
    .values(
      stateRows.map((s) => ({ id: s.id, name: s.name, type: s.type, countryId: INDIA_COUNTRY_ID })),
    )
    .onConflictDoUpdate({
      target: states.id,
      set: {
        name: sql`excluded.name`,
        type: sql`excluded.type`,
        countryId: sql`excluded.country_id`,
      },
    });

  const cityRows = loadCities();
  for (const batch of chunks(cityRows, BATCH)) {
    await tx
      .insert(cities)
      .values(batch.map((c) => ({ id: c.id, name: c.name, slug: c.slug, stateId: c.stateId })))
      .onConflictDoUpdate({
        target: cities.id,
        set: {
          name: sql`excluded.name`,
          slug: sql`excluded.slug`,
          stateId: sql`excluded.state_id`,
        },
      });
  }

  // The PIN directory is owned by the seed: replace it whole. Rows go in as JSON documents expanded by the
  // database, which is several times faster on PGlite than the equivalent multi-row VALUES.
  await tx.delete(pinCodes);
  const pins = loadPinCodes();
  for (const batch of chunks(pins, PIN_BATCH)) {
    const json = JSON.stringify(batch.map((p) => [p.pinCode, p.officeName, p.district, p.stateId]));
    await tx.execute(sql`
      insert into ${pinCodes} (pin_code, office_name, district, state_id)
      select r->>0, r->>1, r->>2, (r->>3)::int
      from jsonb_array_elements(${json}::jsonb) with ordinality as t(r, n)
      order by n`);
  }

  const cityIdBySlug = new Map(cityRows.map((c) => [c.slug, c.id]));
  const serviceRows: { serviceKey: string; cityId: number }[] = [];
  for (const [serviceKey, slugs] of Object.entries(SERVICE_CITY_SLUGS)) {
    for (const slug of new Set(slugs)) {
      const cityId = cityIdBySlug.get(slug);
      if (cityId === undefined)
        throw new Error(`Seed: service ${serviceKey} names unknown city slug ${slug}`);
      serviceRows.push({ serviceKey, cityId });
    }
  }
  await tx.delete(serviceCities);
  for (const batch of chunks(serviceRows, BATCH)) await tx.insert(serviceCities).values(batch);

  // Demo hospitals: inserted once, never overwritten, so edits made later through the app survive a re-seed.
  const hospitalRows = DEMO_HOSPITALS.map((h) => {
    const cityId = cityIdBySlug.get(h.citySlug);
    if (cityId === undefined)
      throw new Error(`Seed: hospital ${h.shopSlug} names unknown city slug ${h.citySlug}`);
    return {
      roleName: 'hospital',
      shopName: h.shopName,
      shopSlug: h.shopSlug,
      cityId,
      shopAddress: h.address,
      pinCode: h.pinCode,
    };
  });
  if (hospitalRows.length)
    await tx.insert(vendors).values(hospitalRows).onConflictDoNothing({ target: vendors.shopSlug });

  return {
    states: stateRows.length,
    cities: cityRows.length,
    pinCodes: pins.length,
    serviceCities: serviceRows.length,
    hospitals: hospitalRows.length,
  };
}

/**
 * Departments and their weekly schedules, inserted by their stable ids when missing: after that an admin edits
 * them in the console (docs/decisions/0057), and a re-seed leaves them as the admin set them.
 */
async function seedDepartments(tx: Database): Promise<{ departments: number; schedules: number }> {
  await tx
    .insert(departments)
    .values(
      DEPARTMENTS.map((d, i) => ({
        id: d.id,
        name: d.name,
        nameHi: d.nameHi,
        description: d.description,
        descriptionHi: d.descriptionHi,
        feePaise: d.feeRupees * 100,
        feeDiscountPercent: d.discountPercent,
        hasSchedule: d.hours.length > 0,
        active: true,
        sortOrder: i + 1,
      })),
    )
    // The operator owns a department once it exists (docs/decisions/0057): a re-seed only fills Hindi it lacks,
    // and never rewrites a fee, a name or the hours an admin set.
    .onConflictDoUpdate({
      target: departments.id,
      set: {
        nameHi: sql`coalesce(${departments.nameHi}, excluded.name_hi)`,
        descriptionHi: sql`coalesce(${departments.descriptionHi}, excluded.description_hi)`,
      },
    });
  const schedules = scheduleSeeds();
  for (const batch of chunks(schedules, BATCH)) {
    await tx
      .insert(departmentSchedules)
      .values(batch.map((row) => ({ ...row, active: true })))
      .onConflictDoNothing();
  }
  return { departments: DEPARTMENTS.length, schedules: schedules.length };
}

/**
 * Seeds reference data (countries, states, cities, PIN codes, service cities), the demo hospitals and the
 * treatment catalogue (at `scale`).
 * Idempotent and safe to run concurrently: it holds the migration advisory lock, does nothing when the
 * database already holds SEED_VERSION, and otherwise writes everything in one transaction.
 */
export async function seed(
  handle: DatabaseHandle,
  scale: CatalogueScale = 'default',
): Promise<SeedResult> {
  const started = Date.now();
  // A large catalogue (benchmarks) records its scale; a default start leaves it alone.
  const wanted = scale === 'large' ? `${SEED_VERSION}+large` : SEED_VERSION;
  return handle.withMigrationLock(async (db) => {
    // The demo patient is checked on every start (cheap, never overwritten), whatever the seed version.
    await seedDemoPatient(db);
    const current = await db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, SEED_VERSION_KEY));
    const value = current[0]?.value;
    if (value === wanted || (scale === 'default' && value === `${SEED_VERSION}+large`))
      return { skipped: true, ms: Date.now() - started };
    const counts = await db.transaction(async (tx) => {
      const result = {
        ...(await seedReference(tx)),
        ...(await seedDepartments(tx)),
        catalogue: await seedCatalogue(tx, scale),
        medicines: await seedMedicines(tx, scale),
      };
      await mergeGinPendingLists(tx);
      await tx
        .insert(appMeta)
        .values({ key: SEED_VERSION_KEY, value: wanted })
        .onConflictDoUpdate({
          target: appMeta.key,
          set: { value: wanted, updatedAt: sql`now()` },
        });
      return result;
    });
    return { skipped: false, ms: Date.now() - started, counts };
  });
}
