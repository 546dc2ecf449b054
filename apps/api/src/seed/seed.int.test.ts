import { and, count, eq } from 'drizzle-orm';
import { loadCities, loadPinCodes } from './geo/geo';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_DRIVER, openTestDatabase } from '../test/buildTestApp';
import { PG_TEST_PREFIX, ident, withDatabase } from '../test/template';
import { type DatabaseHandle, openPostgres } from '../db/client';
import { appMeta, cities, medicines, pinCodes, states, vendors } from '../db/schema';
import { generateMedicines } from './medicines/generator';
import { SEED_VERSION, seed } from '.';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const rows = async (
  table: typeof cities | typeof pinCodes | typeof states | typeof vendors | typeof medicines,
) => (await handle.db.select({ n: count() }).from(table))[0]?.n;

describe('migrations and seed', () => {
  it('left the template fully seeded', async () => {
    expect(await rows(states)).toBe(36);
    expect(await rows(cities)).toBe(loadCities().length);
    expect(await rows(pinCodes)).toBe(loadPinCodes().length);
    expect(await rows(medicines)).toBe(generateMedicines('default').length);
    const meta = await handle.db.select().from(appMeta);
    expect(meta).toContainEqual(
      expect.objectContaining({ key: 'seed_version', value: SEED_VERSION }),
    );
  });

  it('re-running migrations is a no-op', async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it('re-running the seed on a seeded database does nothing', async () => {
    const result = await seed(handle);
    expect(result.skipped).toBe(true);
  });

  it('re-seeding after a version change rewrites reference data without duplicating anything', async () => {
    const hospitals = await rows(vendors);
    await handle.db.update(appMeta).set({ value: 'older' });
    const result = await seed(handle);
    expect(result.skipped).toBe(false);
    expect(await rows(cities)).toBe(loadCities().length);
    expect(await rows(pinCodes)).toBe(loadPinCodes().length);
    expect(await rows(vendors)).toBe(hospitals);
  }, 120_000);

  it('re-seeding upserts medicines by slug: same ids, seeded prices back, retired products switched off', async () => {
    const [amox] = await handle.db
      .select()
      .from(medicines)
      .where(eq(medicines.composition, 'Amoxicillin 500 mg'))
      .limit(1);
    if (!amox) throw new Error('no amoxicillin in the template');
    await handle.db
      .update(medicines)
      .set({ salePaise: 1, title: 'Edited' })
      .where(eq(medicines.id, amox.id));
    // A product an older seed had (an order may point at it): kept, but no longer sold.
    const [retired] = await handle.db
      .insert(medicines)
      .values({ ...amox, id: undefined, slug: 'retired-product-of-an-older-seed' })
      .returning({ id: medicines.id });
    await handle.db.update(appMeta).set({ value: 'older' });
    const result = await seed(handle);
    expect(result.counts?.medicines).toMatchObject({
      products: generateMedicines('default').length,
      deactivated: 1,
    });
    const [again] = await handle.db.select().from(medicines).where(eq(medicines.slug, amox.slug));
    // The row's catalogue version moves with every write (the suggestion index's change feed, ADR 0058).
    expect(again).toEqual({ ...amox, changedVersion: expect.any(Number) as number });
    const off = await handle.db
      .select({ id: medicines.id })
      .from(medicines)
      .where(and(eq(medicines.id, retired?.id ?? 0), eq(medicines.active, false)));
    expect(off).toHaveLength(1);
    expect(await rows(medicines)).toBe(generateMedicines('default').length + 1);
  }, 120_000);

  it('re-seeding a database from before the fictional phones rewrites every shop phone', async () => {
    // What a catalogue-1 database holds: random mobiles that might belong to someone.
    await handle.db.update(vendors).set({ shopMobile: '9812345678' });
    await handle.db.update(appMeta).set({ value: 'catalogue-1' });
    expect((await seed(handle)).skipped).toBe(false);
    const phones = await handle.db.select({ phone: vendors.shopMobile }).from(vendors);
    expect(phones.length).toBeGreaterThan(0);
    for (const { phone } of phones) expect(phone).toMatch(/^5550\d{6}$/);
  }, 120_000);
});

// Several replicas starting at once against one empty PostgreSQL: the advisory lock lets one migrate and seed;
// the others wait, then find nothing to do.
(TEST_DRIVER === 'postgres' ? describe : describe.skip)('concurrent start on PostgreSQL', () => {
  it('migrates and seeds exactly once', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const name = `${PG_TEST_PREFIX}race_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${ident(name)}`);
    const replicas = [0, 1, 2].map(() => openPostgres(withDatabase(url, name), { max: 2 }));
    try {
      const results = await Promise.all(replicas.map(async (r) => (await r.migrate(), seed(r))));
      expect(results.filter((r) => !r.skipped)).toHaveLength(1);
      expect((await replicas[0]!.db.select({ n: count() }).from(cities))[0]?.n).toBe(
        loadCities().length,
      );
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
      await admin.query(`drop database if exists ${ident(name)} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
