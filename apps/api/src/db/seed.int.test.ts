import { count } from 'drizzle-orm';
import { loadCities, loadPinCodes } from '../modules/reference/data/geo';
import { openTestDatabase } from '../test/buildTestApp';
import type { DatabaseHandle } from './client';
import { appMeta, cities, pinCodes, states, vendors } from './schema';
import { SEED_VERSION, seed } from './seed';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const rows = async (table: typeof cities | typeof pinCodes | typeof states | typeof vendors) =>
  (await handle.db.select({ n: count() }).from(table))[0]?.n;

describe('migrations and seed', () => {
  it('left the template fully seeded', async () => {
    expect(await rows(states)).toBe(36);
    expect(await rows(cities)).toBe(loadCities().length);
    expect(await rows(pinCodes)).toBe(loadPinCodes().length);
    const meta = await handle.db.select().from(appMeta);
    expect(meta).toContainEqual(expect.objectContaining({ key: 'seed_version', value: SEED_VERSION }));
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
});
