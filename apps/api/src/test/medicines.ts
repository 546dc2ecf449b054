import { inArray } from 'drizzle-orm';
import { tpgListFor } from '@medibridge/contract';
import type { Database } from '../db/client';
import { medicines } from '../db/schema';

/**
 * Medicines of the API tests' own, upserted by slug (`test-…`), so a test's figures never depend on the seeded
 * catalogue's prices. Two OTC brands of one composition (substitutes), an Rx antibiotic and a dear product
 * (free delivery from ₹499).
 */
export const TEST_MEDICINES = [
  {
    slug: 'test-calpirex-500-tablet',
    title: 'Calpirex 500 Tablet',
    brand: 'Calpirex',
    composition: 'Paracetamol 500 mg',
    compositionKey: 'paracetamol 500 mg|oral-solid',
    salts: 'Paracetamol',
    form: 'Tablet',
    packSize: 'Strip of 15 tablets',
    mrpPaise: 3_500,
    salePaise: 3_000,
    manufacturer: 'Testwell Remedies (fictional)',
    schedule: 'OTC',
    category: 'Pain and fever',
    storage: 'Store below 30°C.',
  },
  {
    slug: 'test-feverona-500-tablet',
    title: 'Feverona 500 Tablet',
    brand: 'Feverona',
    composition: 'Paracetamol 500 mg',
    compositionKey: 'paracetamol 500 mg|oral-solid',
    salts: 'Paracetamol',
    form: 'Tablet',
    packSize: 'Strip of 10 tablets',
    mrpPaise: 2_200,
    salePaise: 1_850,
    manufacturer: 'Testwell Remedies (fictional)',
    schedule: 'OTC',
    category: 'Pain and fever',
    storage: 'Store below 30°C.',
  },
  {
    slug: 'test-amoxitest-500-capsule',
    title: 'Amoxitest 500 Capsule',
    brand: 'Amoxitest',
    composition: 'Amoxicillin 500 mg',
    compositionKey: 'amoxicillin 500 mg|oral-solid',
    salts: 'Amoxicillin',
    form: 'Capsule',
    packSize: 'Strip of 10 capsules',
    mrpPaise: 12_000,
    salePaise: 10_250,
    manufacturer: 'Testwell Remedies (fictional)',
    schedule: 'H',
    category: 'Antibiotics',
    storage: 'Store below 25°C, protected from moisture.',
  },
  {
    slug: 'test-glucotest-strips-50',
    title: 'Glucotest Strips 50',
    brand: 'Glucotest',
    composition: 'Blood glucose test strips',
    compositionKey: 'glucose test strips|device',
    salts: 'Glucose oxidase',
    form: 'Test strips',
    packSize: 'Box of 50 strips',
    mrpPaise: 110_000,
    salePaise: 89_900,
    manufacturer: 'Testwell Devices (fictional)',
    schedule: 'OTC',
    category: 'Diabetes care',
    storage: 'Store between 4°C and 30°C. Keep the vial closed.',
  },
] as const;

export type TestMedicineSlug = (typeof TEST_MEDICINES)[number]['slug'];

/** Puts the test medicines in the database (again: prices reset) and returns their ids by slug. */
export async function putTestMedicines(db: Database): Promise<Record<TestMedicineSlug, number>> {
  // Their Telemedicine Practice Guidelines list by the seed's rule (docs/decisions/0067): OTC → O, H → A.
  const rows = TEST_MEDICINES.map((m) => ({
    ...m,
    tpgList: tpgListFor(m.schedule, m.salts),
    active: true,
  }));
  for (const row of rows)
    await db
      .insert(medicines)
      .values(row)
      .onConflictDoUpdate({
        target: medicines.slug,
        set: { mrpPaise: row.mrpPaise, salePaise: row.salePaise, active: true },
      });
  const ids = await db
    .select({ id: medicines.id, slug: medicines.slug })
    .from(medicines)
    .where(
      inArray(
        medicines.slug,
        rows.map((r) => r.slug),
      ),
    );
  return Object.fromEntries(ids.map((r) => [r.slug, r.id])) as Record<TestMedicineSlug, number>;
}
