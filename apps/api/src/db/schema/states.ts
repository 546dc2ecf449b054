import { integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { countries } from './countries';

export const stateType = pgEnum('state_type', ['state', 'union_territory']);

/** The 28 states and 8 union territories. Ids are stable (seeded from the geo data). */
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  type: stateType('type').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
});
