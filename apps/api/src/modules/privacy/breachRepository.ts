import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointments,
  breachPatients,
  breaches,
  notificationPreferences,
  pharmacyOrders,
  serviceBookings,
  users,
} from '../../db/schema';

export type BreachRow = typeof breaches.$inferSelect & { recordedByName: string | null };
export interface AffectedPatient {
  userId: number;
  name: string;
  mobile: string;
  language: 'en' | 'hi';
}

const patientColumns = {
  userId: users.id,
  name: users.name,
  mobile: users.mobile,
  language: sql<'en' | 'hi'>`coalesce(${notificationPreferences.language}, 'en')`,
};

/** Open patient accounts with a consultation, a paid service or a medicine order created in [from, to). */
export async function patientsWithRecordsBetween(
  db: Database,
  from: Date,
  toExclusive: Date,
): Promise<AffectedPatient[]> {
  const inRange = (table: typeof appointments | typeof serviceBookings | typeof pharmacyOrders) =>
    db
      .select({ id: table.userId })
      .from(table)
      .where(and(gte(table.createdAt, from), lt(table.createdAt, toExclusive)));
  const ids = new Set<number>();
  for (const rows of await Promise.all([
    inRange(appointments),
    inRange(serviceBookings),
    inRange(pharmacyOrders),
  ]))
    rows.forEach((r) => ids.add(r.id));
  return openPatients(db, [...ids]);
}

/** Open patient accounts with one of these mobiles. */
export async function patientsWithMobiles(
  db: Database,
  mobiles: string[],
): Promise<AffectedPatient[]> {
  if (mobiles.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.mobile, [...new Set(mobiles)]));
  return openPatients(
    db,
    rows.map((r) => r.id),
  );
}

async function openPatients(db: Database, ids: number[]): Promise<AffectedPatient[]> {
  if (ids.length === 0) return [];
  return db
    .select(patientColumns)
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(inArray(users.id, ids), eq(users.role, 'patient'), isNull(users.closedAt)))
    .orderBy(users.id);
}

export async function insertBreach(
  tx: Database,
  row: typeof breaches.$inferInsert,
  userIds: number[],
): Promise<void> {
  const [created] = await tx.insert(breaches).values(row).returning({ id: breaches.id });
  if (created && userIds.length > 0)
    await tx
      .insert(breachPatients)
      .values(userIds.map((userId) => ({ breachId: created.id, userId })));
}

const breachColumns = {
  id: breaches.id,
  reference: breaches.reference,
  what: breaches.what,
  occurredAt: breaches.occurredAt,
  dataAffected: breaches.dataAffected,
  filter: breaches.filter,
  recordedBy: breaches.recordedBy,
  recordedAt: breaches.recordedAt,
  patientCount: breaches.patientCount,
  notifiedAt: breaches.notifiedAt,
  notifiedBy: breaches.notifiedBy,
  textedCount: breaches.textedCount,
  recordedByName: users.name,
};

export async function findBreach(db: Database, reference: string): Promise<BreachRow | null> {
  const rows = await db
    .select(breachColumns)
    .from(breaches)
    .leftJoin(users, eq(users.id, breaches.recordedBy))
    .where(eq(breaches.reference, reference))
    .limit(1);
  return rows[0] ?? null;
}

export async function listBreaches(db: Database): Promise<BreachRow[]> {
  return db
    .select(breachColumns)
    .from(breaches)
    .leftJoin(users, eq(users.id, breaches.recordedBy))
    .orderBy(desc(breaches.recordedAt), desc(breaches.id))
    .limit(200);
}

/** The breach's patients with whether each was texted (closed accounts drop out: nothing to text). */
export async function breachPatientsOf(
  db: Database,
  breachId: number,
): Promise<(AffectedPatient & { textedAt: Date | null })[]> {
  return db
    .select({ ...patientColumns, textedAt: breachPatients.textedAt })
    .from(breachPatients)
    .innerJoin(users, eq(users.id, breachPatients.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(eq(breachPatients.breachId, breachId), isNull(users.closedAt)))
    .orderBy(users.id);
}

/** Claims the sending of a breach's notice: true for the one call that set `notified_at`. */
export async function claimNotice(
  tx: Database,
  breachId: number,
  by: number,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(breaches)
    .set({ notifiedAt: at, notifiedBy: by })
    .where(and(eq(breaches.id, breachId), isNull(breaches.notifiedAt)))
    .returning({ id: breaches.id });
  return rows.length === 1;
}

/** Marks one patient texted, once: false when they were already. */
export async function markTexted(
  db: Database,
  breachId: number,
  userId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(breachPatients)
    .set({ textedAt: at })
    .where(
      and(
        eq(breachPatients.breachId, breachId),
        eq(breachPatients.userId, userId),
        isNull(breachPatients.textedAt),
      ),
    )
    .returning({ userId: breachPatients.userId });
  return rows.length === 1;
}

export async function setTextedCount(db: Database, breachId: number): Promise<number> {
  const rows = await db
    .update(breaches)
    .set({
      textedCount: sql`(select count(*) from ${breachPatients} where ${breachPatients.breachId} = ${breachId} and ${breachPatients.textedAt} is not null)`,
    })
    .where(eq(breaches.id, breachId))
    .returning({ n: breaches.textedCount });
  return rows[0]?.n ?? 0;
}
