import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/buildTestApp';
import type { DatabaseHandle } from '../db/client';

// Decision 0042: every seeded row of a translated table carries its Hindi beside the English. A row whose
// Hindi is missing (null, empty, or without a single Devanagari letter) is named here, so a new procedure,
// department, facility word or medicine form cannot be seeded in English only.

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** [table, a column naming the row, the Hindi columns (text or text[]), rows that may lack one]. */
const TRANSLATED: readonly [string, string, readonly string[]][] = [
  ['package_masters', 'slug', ['name_hi', 'description_hi']],
  ['packages', 'slug', ['name_hi', 'short_description_hi']],
  ['package_services', "package_id || ' ' || service_name", ['service_name_hi', 'description_hi']],
  ['departments', 'name', ['name_hi', 'description_hi']],
  ['medicines', 'slug', ['title_hi', 'form_hi', 'pack_size_hi', 'category_hi', 'storage_hi']],
  [
    'vendors',
    'shop_slug',
    [
      'shop_specialization_hi',
      'about_shop_hi',
      'shop_services_hi',
      'amenities_hi',
      'facilities_hi',
    ],
  ],
];

const DEVANAGARI = '[\u0900-\u097F]';

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function query<T>(statement: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result = await handle.db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

describe('the seeded catalogue in Hindi', () => {
  it.each(TRANSLATED)('every row of %s has its Hindi', async (table, label, columns) => {
    const rows = await query<{ label: string; missing: string }>(
      sql.raw(`
        select ${label} as label, concat_ws(' ', ${columns
          .map(
            (c) =>
              `case when ${c} is null or array_to_string(array[${c}]::text[], ' ') !~ '${DEVANAGARI}'
                then '${c}' end`,
          )
          .join(', ')}) as missing
        from ${table}
        where ${columns
          .map(
            (c) => `${c} is null or array_to_string(array[${c}]::text[], ' ') !~ '${DEVANAGARI}'`,
          )
          .join(' or ')}
        order by 1
        limit 20`),
    );
    const total = await query<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
    expect(Number(total[0]?.n)).toBeGreaterThan(0);
    expect(rows).toEqual([]);
  });

  it('keeps each list word beside its English: as many Hindi facilities, amenities and services', async () => {
    const rows = await query<{ n: number }>(sql`
      select count(*)::int as n from vendors
      where cardinality(facilities) <> cardinality(facilities_hi)
        or cardinality(amenities) <> cardinality(amenities_hi)
        or cardinality(shop_services) <> cardinality(shop_services_hi)`);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
