import { type SQL, and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { OrderState } from '@medibridge/contract';
import type { Database } from '../../db/client';
import {
  deliveryAddresses,
  pharmacyOrderEvents,
  pharmacyOrderLines,
  payments,
  pharmacyOrders,
  users,
} from '../../db/schema';
import { escapeLike } from '../../lib/escapeLike';
import { typedMobileDigits } from '../../lib/typedSearch';

/** Medicine orders, their lines and history, and the address book. State changes are guarded updates. */

export type OrderRow = typeof pharmacyOrders.$inferSelect;
export type OrderLineRow = typeof pharmacyOrderLines.$inferSelect;
export type OrderEventRow = typeof pharmacyOrderEvents.$inferSelect;
export type AddressRow = typeof deliveryAddresses.$inferSelect;

export async function insertOrder(
  tx: Database,
  row: typeof pharmacyOrders.$inferInsert,
): Promise<OrderRow> {
  const rows = await tx.insert(pharmacyOrders).values(row).returning();
  return rows[0] as OrderRow;
}

export async function insertOrderLines(
  tx: Database,
  lines: (typeof pharmacyOrderLines.$inferInsert)[],
): Promise<void> {
  if (lines.length > 0) await tx.insert(pharmacyOrderLines).values(lines);
}

export async function addOrderEvent(
  tx: Database,
  orderId: number,
  state: OrderState,
  note: string,
  at: Date,
): Promise<void> {
  await tx.insert(pharmacyOrderEvents).values({ orderId, state, note, createdAt: at });
}

/**
 * Moves an order from one of `from` to `to` (with other column changes); the row when this call made the
 * move, null when the order was not in `from` (someone else moved it first).
 */
export async function moveOrder(
  tx: Database,
  orderId: number,
  from: readonly OrderState[],
  to: OrderState,
  at: Date,
  patch: Partial<
    Pick<
      OrderRow,
      'prescriptionCheck' | 'prescriptionReason' | 'prescriberName' | 'prescriberRegNo'
    >
  > = {},
): Promise<OrderRow | null> {
  const rows = await tx
    .update(pharmacyOrders)
    .set({ state: to, updatedAt: at, ...patch })
    .where(and(eq(pharmacyOrders.id, orderId), inArray(pharmacyOrders.state, [...from])))
    .returning();
  return rows[0] ?? null;
}

export async function findOrderById(db: Database, orderId: number): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(pharmacyOrders)
    .where(eq(pharmacyOrders.id, orderId))
    .limit(1);
  return rows[0] ?? null;
}

/** An order by number; only the user's own when `userId` is given. */
export async function findOrderByNo(
  db: Database,
  orderNo: string,
  userId?: number,
): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(pharmacyOrders)
    .where(
      userId === undefined
        ? eq(pharmacyOrders.orderNo, orderNo)
        : and(eq(pharmacyOrders.orderNo, orderNo), eq(pharmacyOrders.userId, userId)),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function listOrderLines(db: Database, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(pharmacyOrderLines)
    .where(eq(pharmacyOrderLines.orderId, orderId))
    .orderBy(asc(pharmacyOrderLines.id));
}

export async function listOrderEvents(db: Database, orderId: number): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(pharmacyOrderEvents)
    .where(eq(pharmacyOrderEvents.orderId, orderId))
    .orderBy(asc(pharmacyOrderEvents.id));
}

export interface OrderListRow extends OrderRow {
  firstTitle: string;
  /** The first line's Hindi title, when it froze one (docs/decisions/0046). */
  firstTitleHi: string | null;
  /** How many medicines (lines) the order has. */
  lineCount: number;
}

const firstTitle = sql<string>`coalesce((select l.title from ${pharmacyOrderLines} l where l.order_id = ${pharmacyOrders.id} order by l.id limit 1), '')`;
const firstTitleHi = sql<
  string | null
>`(select l.title_hi from ${pharmacyOrderLines} l where l.order_id = ${pharmacyOrders.id} order by l.id limit 1)`;
const lineCount = sql<number>`(select count(*)::int from ${pharmacyOrderLines} l where l.order_id = ${pharmacyOrders.id})`;

/** A user's orders, newest first, each with its first line's title and its number of lines. */
export async function listUserOrders(db: Database, userId: number): Promise<OrderListRow[]> {
  const rows = await db
    .select({ order: pharmacyOrders, firstTitle, firstTitleHi, lineCount })
    .from(pharmacyOrders)
    .where(eq(pharmacyOrders.userId, userId))
    .orderBy(desc(pharmacyOrders.createdAt), desc(pharmacyOrders.id))
    .limit(200);
  return rows.map((r) => ({
    ...r.order,
    firstTitle: r.firstTitle,
    firstTitleHi: r.firstTitleHi,
    lineCount: Number(r.lineCount),
  }));
}

export interface StaffOrderRow extends OrderListRow {
  patientName: string;
  patientMobile: string;
}

/**
 * A page of the pharmacy desk's list and the total: orders in `states` (every state when null) matching
 * `search` (the order number, the recipient's or the account's name, either mobile), oldest or newest
 * first. One bounded page read, one count, and the first line's titles of that page only.
 */
export async function staffOrderPage(
  db: Database,
  filter: {
    states: readonly OrderState[] | null;
    search: string;
    newestFirst: boolean;
    page: number;
    perPage: number;
  },
): Promise<{ rows: StaffOrderRow[]; total: number }> {
  const where: SQL[] = [];
  if (filter.states) where.push(inArray(pharmacyOrders.state, [...filter.states]));
  const search = filter.search.trim();
  if (search !== '') {
    const text = `%${escapeLike(search)}%`;
    const matches: SQL[] = [
      sql`${pharmacyOrders.orderNo} ilike ${text}`,
      sql`${pharmacyOrders.recipient} ilike ${text}`,
      sql`${users.name} ilike ${text}`,
    ];
    // A mobile as people type it: "98765 43210", "+91-98765-43210", or its last digits.
    const digits = typedMobileDigits(search);
    if (digits !== null) {
      const mobile = `%${digits}%`;
      matches.push(
        sql`${pharmacyOrders.mobile} like ${mobile}`,
        sql`${users.mobile} like ${mobile}`,
      );
    }
    const anyMatch = or(...matches);
    if (anyMatch) where.push(anyMatch);
  }
  const filterSql = where.length ? and(...where) : undefined;
  const order = filter.newestFirst
    ? [desc(pharmacyOrders.createdAt), desc(pharmacyOrders.id)]
    : [asc(pharmacyOrders.createdAt), asc(pharmacyOrders.id)];
  const rows = await db
    .select({
      order: pharmacyOrders,
      lineCount,
      patientName: users.name,
      patientMobile: users.mobile,
    })
    .from(pharmacyOrders)
    .innerJoin(users, eq(users.id, pharmacyOrders.userId))
    .where(filterSql)
    .orderBy(...order)
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  // The account's name and mobile are read only when searched (a count of a status is an index scan).
  const totals =
    search === ''
      ? await db.select({ n: count() }).from(pharmacyOrders).where(filterSql)
      : await db
          .select({ n: count() })
          .from(pharmacyOrders)
          .innerJoin(users, eq(users.id, pharmacyOrders.userId))
          .where(filterSql);
  const titles = new Map<number, { title: string; titleHi: string | null }>();
  if (rows.length) {
    const firsts = await db
      .selectDistinctOn([pharmacyOrderLines.orderId], {
        orderId: pharmacyOrderLines.orderId,
        title: pharmacyOrderLines.title,
        titleHi: pharmacyOrderLines.titleHi,
      })
      .from(pharmacyOrderLines)
      .where(
        inArray(
          pharmacyOrderLines.orderId,
          rows.map((r) => r.order.id),
        ),
      )
      .orderBy(pharmacyOrderLines.orderId, asc(pharmacyOrderLines.id));
    for (const f of firsts) titles.set(f.orderId, { title: f.title, titleHi: f.titleHi });
  }
  return {
    rows: rows.map((r) => ({
      ...r.order,
      firstTitle: titles.get(r.order.id)?.title ?? '',
      firstTitleHi: titles.get(r.order.id)?.titleHi ?? null,
      lineCount: Number(r.lineCount),
      patientName: r.patientName ?? '',
      patientMobile: r.patientMobile ?? '',
    })),
    total: Number(totals[0]?.n ?? 0),
  };
}

/** Orders still waiting for an online payment opened before `before` (the sweeper's work). */
/**
 * Online orders still unpaid whose last payment was opened before `before` (a retry opens a new one, which
 * starts the wait again), oldest first.
 */
export async function listUnpaidBefore(
  db: Database,
  before: Date,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(pharmacyOrders)
    .where(
      and(
        inArray(pharmacyOrders.state, ['awaiting_payment', 'payment_failed']),
        sql`not exists (select 1 from ${payments} where ${payments.pharmacyOrderId} = ${pharmacyOrders.id}
          and ${payments.createdAt} >= ${before})`,
      ),
    )
    .orderBy(asc(pharmacyOrders.updatedAt))
    .limit(limit);
}

export async function findPatient(
  db: Database,
  userId: number,
): Promise<{ id: number; name: string; mobile: string } | null> {
  const rows = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, name: row.name ?? '', mobile: row.mobile ?? '' } : null;
}

/** Keeps an address in the user's book (one row per distinct address; using it again moves it first). */
export async function saveAddress(
  tx: Database,
  row: Omit<typeof deliveryAddresses.$inferInsert, 'id'>,
): Promise<void> {
  await tx
    .insert(deliveryAddresses)
    .values(row)
    .onConflictDoUpdate({
      target: [deliveryAddresses.userId, deliveryAddresses.fingerprint],
      set: { lastUsedAt: row.lastUsedAt ?? new Date(), mobile: row.mobile, email: row.email },
    });
}

export async function listAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId))
    .orderBy(desc(deliveryAddresses.lastUsedAt), desc(deliveryAddresses.id))
    .limit(20);
}

export async function deleteAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
    .returning({ id: deliveryAddresses.id });
  return rows.length === 1;
}
