import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Countries offered in address forms. SPEC §3: only India. Ids are stable (seeded). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull().unique(),
});
