import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cities } from './cities';

/** Cities where a service page's service (contract SERVICE_CITY_KEYS) is offered. */
export const serviceCities = pgTable(
  'service_cities',
  {
    serviceKey: text('service_key').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (t) => [primaryKey({ columns: [t.serviceKey, t.cityId] })],
);
