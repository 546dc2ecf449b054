import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cities } from './cities';

/**
 * Hospitals and other vendors. Minimal for now (reference data needs "cities where hospitals are"); the
 * catalogue issue extends it.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    roleName: text('role_name').notNull().default('hospital'),
    shopName: text('shop_name').notNull(),
    shopSlug: text('shop_slug').notNull().unique(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    shopAddress: text('shop_address').notNull(),
    pinCode: text('pin_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendors_city_id_idx').on(t.cityId)],
);
