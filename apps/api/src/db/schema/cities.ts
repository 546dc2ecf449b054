import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { states } from './states';

/** Indian cities with their state. Ids and slugs are stable (seeded from the geo data). */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [
    index('cities_state_id_idx').on(t.stateId),
    // City search matches by prefix, substring and similarity on lower(name): one trigram index serves all three.
    index('cities_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
