import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { states } from './states';

/** One row per post office; several offices share a PIN code. */
export const pinCodes = pgTable(
  'pin_codes',
  {
    id: serial('id').primaryKey(),
    pinCode: text('pin_code').notNull(),
    officeName: text('office_name').notNull(),
    district: text('district').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [index('pin_codes_pin_code_idx').on(t.pinCode)],
);
