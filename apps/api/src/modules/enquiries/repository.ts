import type { EnquiryStatus, StaffEnquiryQuery } from '@medibridge/contract';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  isNotNull,
  lt,
  lte,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, enquiries, enquiryNotes, packages, users } from '../../db/schema';
import { enquirySearchText } from '../../db/schema/enquiries';
import { escapeLike } from '../../lib/escapeLike';
import { typedMobileDigits } from '../../lib/typedSearch';

/** The queries of the enquiries module: service.ts and staff.ts hold no SQL (docs/architecture.md). */

export type EnquiryRow = typeof enquiries.$inferSelect;
/** An enquiry as the staff list shows it: the row and how many notes it has. */
export type StaffEnquiryRow = EnquiryRow & { notesCount: number };
export type NoteRow = typeof enquiryNotes.$inferSelect & { authorName: string | null };
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

/**
 * What the inbox search looks for: the text lower-cased; a mobile number typed with spaces, hyphens or +91 is
 * reduced to its digits (the stored mobile is the 10 digits).
 */
export function searchNeedle(q: string): string {
  return typedMobileDigits(q) ?? q.trim().toLowerCase();
}

/**
 * The inbox search: name, mobile, email or reference contains the needle. The same expression as the trigram
 * index enquiries_search_trgm_idx, so the planner answers it from the index.
 */
export function searchCondition(q: string): SQL {
  const needle = escapeLike(searchNeedle(q));
  return sql`${enquirySearchText(enquiries)} like ${`%${needle}%`}`;
}

function filters(q: StaffEnquiryQuery, now: Date): SQL | undefined {
  const parts: SQL[] = [];
  if (q.type) parts.push(eq(enquiries.enquiryType, q.type));
  if (q.status) parts.push(eq(enquiries.status, q.status));
  if (q.from) parts.push(gte(enquiries.createdAt, indiaDayStart(q.from)));
  if (q.to)
    parts.push(lt(enquiries.createdAt, new Date(indiaDayStart(q.to).getTime() + 86_400_000)));
  if (q.call_back === 'due') parts.push(lte(enquiries.callBackAt, now));
  if (q.call_back === 'scheduled') parts.push(isNotNull(enquiries.callBackAt));
  if (q.q) parts.push(searchCondition(q.q));
  return parts.length ? and(...parts) : undefined;
}

/** Newest first; with a call-back filter, the soonest call-back first. */
function order(q: StaffEnquiryQuery): SQL[] {
  return q.call_back
    ? [asc(enquiries.callBackAt), asc(enquiries.id)]
    : [desc(enquiries.createdAt), desc(enquiries.id)];
}

// Spelled out: in a one-table select drizzle leaves columns unqualified, and "id" would be the note's.
const notesCount = sql<number>`(select count(*)::int from "enquiry_notes" n where n."enquiry_id" = "enquiries"."id")`;
const staffColumns = { ...getTableColumns(enquiries), notesCount };

/** One page of the filtered enquiries and how many match in all. */
export async function enquiryPage(
  db: Database,
  q: StaffEnquiryQuery,
  now: Date,
): Promise<{ rows: StaffEnquiryRow[]; total: number }> {
  const where = filters(q, now);
  const [total] = await db.select({ n: count() }).from(enquiries).where(where);
  const rows = await db
    .select(staffColumns)
    .from(enquiries)
    .where(where)
    .orderBy(...order(q))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return { rows: rows.map(withCount), total: Number(total?.n ?? 0) };
}

function withCount<T extends { notesCount: unknown }>(row: T): T & { notesCount: number } {
  return { ...row, notesCount: Number(row.notesCount) };
}

/** The filtered enquiries in the list's order, at most `limit`. */
export async function enquiriesInOrder(
  db: Database,
  q: StaffEnquiryQuery,
  now: Date,
  limit: number,
): Promise<StaffEnquiryRow[]> {
  const rows = await db
    .select(staffColumns)
    .from(enquiries)
    .where(filters(q, now))
    .orderBy(...order(q))
    .limit(limit);
  return rows.map(withCount);
}

export async function enquiryByReference(
  db: Database,
  reference: string,
): Promise<StaffEnquiryRow | null> {
  const [row] = await db
    .select(staffColumns)
    .from(enquiries)
    .where(eq(enquiries.reference, reference));
  return row ? withCount(row) : null;
}

/** Sets a status; closing an enquiry clears its call-back. Null when there is no such enquiry. */
export async function updateEnquiryStatus(
  db: Database,
  reference: string,
  status: EnquiryStatus,
  now: Date,
): Promise<{ id: number; callBackCleared: boolean } | null> {
  const [before] = await db
    .select({ id: enquiries.id, callBackAt: enquiries.callBackAt })
    .from(enquiries)
    .where(eq(enquiries.reference, reference))
    .for('update');
  if (!before) return null;
  const clear = status === 'closed' && before.callBackAt !== null;
  await db
    .update(enquiries)
    .set({ status, updatedAt: now, ...(clear ? { callBackAt: null } : {}) })
    .where(eq(enquiries.id, before.id));
  return { id: before.id, callBackCleared: clear };
}

/** Sets or clears (null) an enquiry's call-back time. */
export async function updateCallBack(
  db: Database,
  id: number,
  at: Date | null,
  now: Date,
): Promise<void> {
  await db.update(enquiries).set({ callBackAt: at, updatedAt: now }).where(eq(enquiries.id, id));
}

export async function insertNote(
  db: Database,
  values: { enquiryId: number; userId: number; body: string; createdAt: Date },
): Promise<NoteRow> {
  const [row] = await db.insert(enquiryNotes).values(values).returning();
  if (!row) throw new Error('insert into enquiry_notes returned no row');
  const [author] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, values.userId));
  return { ...row, authorName: author?.name ?? null };
}

/** One page of an enquiry's notes, newest first, with their authors' names, and how many there are. */
export async function notesPage(
  db: Database,
  enquiryId: number,
  page: number,
  perPage: number,
): Promise<{ rows: NoteRow[]; total: number }> {
  const [total] = await db
    .select({ n: count() })
    .from(enquiryNotes)
    .where(eq(enquiryNotes.enquiryId, enquiryId));
  const rows = await db
    .select({ ...getTableColumns(enquiryNotes), authorName: users.name })
    .from(enquiryNotes)
    .leftJoin(users, eq(users.id, enquiryNotes.userId))
    .where(eq(enquiryNotes.enquiryId, enquiryId))
    .orderBy(desc(enquiryNotes.createdAt), desc(enquiryNotes.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows, total: Number(total?.n ?? 0) };
}
