import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { vendors } from './vendors';

/** Package masters (groups such as Cardiology). Ids are stable: the catalogue generator assigns them. */
export const packageMasters = pgTable('package_masters', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Hindi beside the English (docs/decisions/0042): null reads as the English. */
  nameHi: text('name_hi'),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  descriptionHi: text('description_hi'),
  /** Hue (0–359) of the group's colour, used by the generated images. */
  hue: integer('hue').notNull(),
  sortOrder: integer('sort_order').notNull(),
  isPopular: boolean('is_popular').notNull().default(false),
  isImportant: boolean('is_important').notNull().default(false),
});

/** Treatment packages. `name` carries a trigram index for the typo-tolerant search. */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey(),
    masterId: integer('master_id')
      .notNull()
      .references(() => packageMasters.id),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    slug: text('slug').notNull().unique(),
    shortDescription: text('short_description').notNull(),
    shortDescriptionHi: text('short_description_hi'),
    hospitalDays: integer('hospital_days').notNull(),
    /** Typical price, paise; each vendor sets its own in vendor_packages. */
    basePricePaise: integer('base_price_paise').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** An uploaded picture (file storage key `catalogue/…`), shown instead of the drawn card; null: the card. */
    imageKey: text('image_key'),
  },
  (t) => [
    index('packages_master_id_idx').on(t.masterId),
    index('packages_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** What a package includes (SPEC's package_service). */
export const packageServices = pgTable(
  'package_services',
  {
    id: integer('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    serviceName: text('service_name').notNull(),
    serviceNameHi: text('service_name_hi'),
    /** Image file name under package-service-image-path. */
    serviceImg: text('service_img').notNull(),
    description: text('description').notNull(),
    descriptionHi: text('description_hi'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('package_services_package_id_idx').on(t.packageId, t.sortOrder)],
);

/** Which vendor offers which package, at its own price (paise). */
export const vendorPackages = pgTable(
  'vendor_packages',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.packageId] }),
    uniqueIndex('vendor_packages_package_vendor_idx').on(t.packageId, t.vendorId),
  ],
);
