import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { users } from './users';

/**
 * The medicine catalogue (SPEC's Product: id, slug, title, main_image, sale_price), seeded from NLEM 2022
 * and common OTC products. Suggestions are answered from an index in the API's memory built from this table
 * (decision 0031); substitutes share a `composition_key`.
 */
export const medicines = pgTable(
  'medicines',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Hindi beside the English (docs/decisions/0042), generated from the same fields; null reads as the English. */
    titleHi: text('title_hi'),
    brand: text('brand').notNull(),
    composition: text('composition').notNull(),
    compositionKey: text('composition_key').notNull(),
    salts: text('salts').notNull(),
    form: text('form').notNull(),
    formHi: text('form_hi'),
    packSize: text('pack_size').notNull(),
    packSizeHi: text('pack_size_hi'),
    mrpPaise: integer('mrp_paise').notNull(),
    salePaise: integer('sale_paise').notNull(),
    manufacturer: text('manufacturer').notNull(),
    schedule: text('schedule').notNull(),
    /**
     * The Telemedicine Practice Guidelines 2020 list (O, A, B or prohibited; docs/decisions/0067): which
     * teleconsultations may prescribe it. Seeded by `tpgListFor` from the schedule and salts; the operator edits it.
     */
    tpgList: text('tpg_list').notNull().default('A'),
    category: text('category').notNull(),
    categoryHi: text('category_hi'),
    storage: text('storage').notNull(),
    storageHi: text('storage_hi'),
    /**
     * GST in basis points of the tax-inclusive price (500 = 5 %) and the HSN code (3004: medicaments), seeded
     * by category (docs/decisions/0046); a line freezes both at Confirm.
     */
    gstRateBp: integer('gst_rate_bp').notNull().default(500),
    hsnCode: text('hsn_code').notNull().default('3004'),
    active: boolean('active').notNull().default(true),
    /**
     * Packs in stock (docs/decisions/0058): 0 is out of stock, which the cart refuses. Set by the operator in the
     * console or by a CSV import.
     */
    stock: integer('stock').notNull().default(100),
    /** No longer made or sold: the product page still shows it, the cart refuses it. */
    discontinued: boolean('discontinued').notNull().default(false),
    /**
     * The catalogue version (catalogue_versions) of the write that last changed this row, set by a trigger
     * (migration 0024): the suggestion index reads only the rows changed since the version it holds.
     */
    changedVersion: integer('changed_version').notNull().default(0),
  },
  (t) => [
    index('medicines_composition_idx').on(t.compositionKey, t.salePaise),
    check('medicines_schedule_ck', sql`${t.schedule} in ('OTC','H','H1','X')`),
    check('medicines_tpg_list_ck', sql`${t.tpgList} in ('O','A','B','prohibited')`),
    check('medicines_price_ck', sql`${t.salePaise} > 0 and ${t.salePaise} <= ${t.mrpPaise}`),
    check('medicines_gst_ck', sql`${t.gstRateBp} between 0 and 2800`),
    check('medicines_stock_ck', sql`${t.stock} >= 0`),
    index('medicines_changed_version_idx').on(t.changedVersion),
  ],
);

/**
 * A counter per reference catalogue, raised by a statement trigger on every write to its table (migration
 * 0013), so an API process can tell with one tiny read that its in-memory index (decision 0031) is stale,
 * whichever process or replica changed the table.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A patient's cart on the server (SPEC's session cart): one row per product, quantity 1–20. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medicineId: integer('medicine_id')
      .notNull()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_medicine_uq').on(t.userId, t.medicineId),
    check('cart_items_quantity_ck', sql`${t.quantity} between 1 and 20`),
  ],
);

/** The address book: where a patient had medicines delivered, kept for the next order. */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    pinCode: text('pin_code').notNull(),
    address: text('address').notNull(),
    town: text('town').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    /** lower(every field) joined: one row per distinct address. */
    fingerprint: text('fingerprint').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('delivery_addresses_user_fp_uq').on(t.userId, t.fingerprint)],
);

/**
 * Medicine orders. Prices are frozen in the lines at order time; the figures here are the server's
 * (contract `orderTotals`). `state` follows contract ORDER_TRANSITIONS through guarded updates.
 */
export const pharmacyOrders = pgTable(
  'pharmacy_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    paymentMethod: text('payment_method').notNull(),
    recipient: text('recipient').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    pinCode: text('pin_code').notNull(),
    items: integer('items').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    savingsPaise: integer('savings_paise').notNull(),
    deliveryPaise: integer('delivery_paise').notNull(),
    walletPaise: integer('wallet_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    rxRequired: boolean('rx_required').notNull(),
    /** 'upload' (a file of ours) or 'consultation' (an appointment's doctor prescription). */
    prescriptionSource: text('prescription_source'),
    prescriptionFile: text('prescription_file'),
    prescriptionAppointmentId: integer('prescription_appointment_id').references(
      () => appointments.id,
      { onDelete: 'set null' },
    ),
    /** pending | approved | rejected, for Rx orders. */
    prescriptionCheck: text('prescription_check'),
    prescriptionReason: text('prescription_reason').notNull().default(''),
    /**
     * The prescriber as written on the prescription the pharmacist approved (entered or confirmed at approval;
     * required when the order has a Schedule H1 medicine, docs/decisions/0068).
     */
    prescriberName: text('prescriber_name').notNull().default(''),
    prescriberRegNo: text('prescriber_reg_no').notNull().default(''),
    /**
     * The order holds its lines' packs (taken from `medicines.stock` at Confirm); cleared, once, when a
     * cancellation puts them back. False for orders from before stock was taken (docs/decisions/0065).
     */
    stockTaken: boolean('stock_taken').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pharmacy_orders_user_idx').on(t.userId, t.createdAt),
    index('pharmacy_orders_state_idx').on(t.state, t.createdAt),
    check(
      'pharmacy_orders_state_ck',
      sql`${t.state} in ('awaiting_payment','payment_failed','placed','prescription_checked','packed','dispatched','delivered','cancelled')`,
    ),
    check('pharmacy_orders_method_ck', sql`${t.paymentMethod} in ('online','cod')`),
    check(
      'pharmacy_orders_money_ck',
      sql`${t.subtotalPaise} > 0 and ${t.deliveryPaise} >= 0 and ${t.walletPaise} >= 0 and ${t.totalPaise} >= 0 and ${t.totalPaise} + ${t.walletPaise} = ${t.subtotalPaise} + ${t.deliveryPaise}`,
    ),
  ],
);

/**
 * An order's lines, each with the product's price, GST rate and HSN code and its English and Hindi words at
 * order time (docs/decisions/0046).
 */
export const pharmacyOrderLines = pgTable(
  'pharmacy_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => pharmacyOrders.id, { onDelete: 'cascade' }),
    medicineId: integer('medicine_id')
      .notNull()
      .references(() => medicines.id),
    title: text('title').notNull(),
    /** The Hindi title and pack as the catalogue had them (null: it had none; reads as the English). */
    titleHi: text('title_hi'),
    composition: text('composition').notNull(),
    packSize: text('pack_size').notNull(),
    packSizeHi: text('pack_size_hi'),
    rxRequired: boolean('rx_required').notNull(),
    quantity: integer('quantity').notNull(),
    salePaise: integer('sale_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    /** GST included in the sale price, basis points (500 = 5 %), frozen at Confirm. */
    gstRateBp: integer('gst_rate_bp').notNull().default(500),
    hsnCode: text('hsn_code').notNull().default('3004'),
  },
  (t) => [
    index('pharmacy_order_lines_order_idx').on(t.orderId),
    check('pharmacy_order_lines_quantity_ck', sql`${t.quantity} between 1 and 20`),
    check('pharmacy_order_lines_gst_ck', sql`${t.gstRateBp} between 0 and 2800`),
  ],
);

/** What happened to an order and when (the tracking screen's history). */
export const pharmacyOrderEvents = pgTable(
  'pharmacy_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => pharmacyOrders.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pharmacy_order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * The Schedule H1 register (Drugs and Cosmetics Rules 1945 r.65 as amended by G.S.R. 588(E) of 2013): one row per
 * H1 medicine supplied, written when the order is dispatched (the supply), with the prescriber, the patient's name
 * and address, the medicine and the quantity. Append-only (a trigger, migration 0034), kept 3 years for everyone,
 * account closure included (docs/decisions/0068); only the `privacy.purge` job deletes rows older than that.
 * No foreign keys: the register outlives the order's anonymisation and the account.
 */
export const h1Register = pgTable(
  'h1_register',
  {
    id: serial('id').primaryKey(),
    suppliedAt: timestamp('supplied_at', { withTimezone: true }).notNull(),
    orderNo: text('order_no').notNull(),
    medicineId: integer('medicine_id').notNull(),
    medicine: text('medicine').notNull(),
    quantity: integer('quantity').notNull(),
    prescriberName: text('prescriber_name').notNull(),
    prescriberRegNo: text('prescriber_reg_no').notNull(),
    patientName: text('patient_name').notNull(),
    patientAddress: text('patient_address').notNull(),
    /** The pharmacist who dispatched it (a staff user id; no key, the register outlives accounts). */
    recordedBy: integer('recorded_by'),
  },
  (t) => [
    uniqueIndex('h1_register_order_medicine_uq').on(t.orderNo, t.medicineId),
    index('h1_register_supplied_idx').on(t.suppliedAt),
    check('h1_register_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
