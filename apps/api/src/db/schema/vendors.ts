import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cities } from './cities';

/**
 * Hospitals, clinics and other vendors (SPEC §3 vendor detail). List fields (services, amenities,
 * facilities) are text arrays: the wire sends them as arrays of strings.
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
    shopSpecialization: text('shop_specialization').notNull().default(''),
    /** Hindi beside the English (docs/decisions/0042): null reads as the English. */
    shopSpecializationHi: text('shop_specialization_hi'),
    aboutShop: text('about_shop').notNull().default(''),
    aboutShopHi: text('about_shop_hi'),
    shopMobile: text('shop_mobile').notNull().default(''),
    shopEmail: text('shop_email').notNull().default(''),
    shopServices: text('shop_services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    facilities: text('facilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    shopServicesHi: text('shop_services_hi').array(),
    amenitiesHi: text('amenities_hi').array(),
    facilitiesHi: text('facilities_hi').array(),
    accreditation: text('accreditation').notNull().default(''),
    accreditationHi: text('accreditation_hi'),
    beds: integer('beds').notNull().default(0),
    establishedYear: integer('established_year').notNull().default(2000),
    /** Hue (0–359) of the generated image. */
    hue: integer('hue').notNull().default(200),
    /** Offered (true) or withdrawn by the operator: a withdrawn vendor leaves every public read at once. */
    active: boolean('active').notNull().default(true),
    /** An uploaded picture (file storage key `catalogue/…`), shown instead of the drawn card; null: the card. */
    imageKey: text('image_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendors_city_id_idx').on(t.cityId)],
);
