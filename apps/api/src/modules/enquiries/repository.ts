import type { EnquiryStatus, StaffEnquiryQuery } from '@medibridge/contract';
import { type SQL, and, asc, count, desc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, enquiries, packages } from '../../db/schema';

/** The queries of the enquiries module: service.ts and staff.ts hold no SQL (docs/architecture.md). */

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;

export async function cityExists(db: Database, id: number): Promise<boolean> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
  return Boolean(city);
}

export async function packageExists(db: Database, id: number): Promise<boolean> {
  const [pkg] = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, id));
  return Boolean(pkg);
}

/** The reference of the earliest enquiry with this fingerprint stored after `since`, if any. */
export async function firstReferenceSince(
  db: Database,
  fingerprint: string,
  since: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ reference: enquiries.reference })
    .from(enquiries)
    .where(and(eq(enquiries.fingerprint, fingerprint), gt(enquiries.createdAt, since)))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
    .limit(1);
  return row?.reference ?? null;
}

export async function insertEnquiry(db: Database, values: NewEnquiry): Promise<number | null> {
  const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
  return row?.id ?? null;
}

export async function deleteEnquiry(db: Database, id: number): Promise<void> {
  await db.delete(enquiries).where(eq(enquiries.id, id));
}

/** India-day bounds: `from` and `to` are inclusive calendar dates in India (UTC+05:30). */
function indiaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

function filters(q: StaffEnquiryQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.type) parts.push(eq(enquiries.enquiryType, q.type));
  if (q.status) parts.push(eq(enquiries.status, q.status));
  if (q.from) parts.push(gte(enquiries.createdAt, indiaDayStart(q.from)));
  if (q.to)
    parts.push(lt(enquiries.createdAt, new Date(indiaDayStart(q.to).getTime() + 86_400_000)));
  return parts.length ? and(...parts) : undefined;
}

/** One page of the filtered enquiries, newest first, and how many match in all. */
export async function enquiryPage(
  db: Database,
  q: StaffEnquiryQuery,
): Promise<{ rows: EnquiryRow[]; total: number }> {
  const where = filters(q);
  const [total] = await db.select({ n: count() }).from(enquiries).where(where);
  const rows = await db
    .select()
    .from(enquiries)
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The filtered enquiries, newest first, at most `limit`. */
export function enquiriesNewestFirst(
  db: Database,
  q: StaffEnquiryQuery,
  limit: number,
): Promise<EnquiryRow[]> {
  return db
    .select()
    .from(enquiries)
    .where(filters(q))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit);
}

export async function updateEnquiryStatus(
  db: Database,
  reference: string,
  status: EnquiryStatus,
  now: Date,
): Promise<EnquiryRow | null> {
  const [row] = await db
    .update(enquiries)
    .set({ status, updatedAt: now })
    .where(eq(enquiries.reference, reference))
    .returning();
  return row ?? null;
}
