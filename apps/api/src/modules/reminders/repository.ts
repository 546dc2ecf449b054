import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  medicineReminders,
  notificationPreferences,
  scheduledNotices,
  users,
} from '../../db/schema';

/** The queries of the reminders module (docs/decisions/0050). */

export type PreferenceRow = typeof notificationPreferences.$inferSelect;
export type MedicineReminderRow = typeof medicineReminders.$inferSelect;
export type NoticeRow = typeof scheduledNotices.$inferSelect;
export type NewNotice = typeof scheduledNotices.$inferInsert;

export async function findPreferences(db: Database, userId: number): Promise<PreferenceRow | null> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function savePreferences(
  db: Database,
  row: Omit<PreferenceRow, 'updatedAt'>,
  at: Date,
): Promise<PreferenceRow> {
  const values = { ...row, updatedAt: at };
  const [saved] = await db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning();
  if (!saved) throw new Error('notification preferences not saved');
  return saved;
}

/** A patient's mobile (the login name). */
export async function mobileOf(db: Database, userId: number): Promise<string | null> {
  const rows = await db
    .select({ mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.mobile ?? null;
}

/** Notices keyed once: a key already scheduled is left as it is. */
export async function insertNotices(db: Database, rows: NewNotice[]): Promise<void> {
  if (!rows.length) return;
  await db.insert(scheduledNotices).values(rows).onConflictDoNothing();
}

/** Notices due by `now`, neither sent nor dropped, oldest first. */
export async function listDueNotices(db: Database, now: Date, limit: number): Promise<NoticeRow[]> {
  return db
    .select()
    .from(scheduledNotices)
    .where(
      and(
        lte(scheduledNotices.dueAt, now),
        isNull(scheduledNotices.sentAt),
        isNull(scheduledNotices.droppedAt),
      ),
    )
    .orderBy(asc(scheduledNotices.dueAt), asc(scheduledNotices.id))
    .limit(limit);
}

/** Marks a notice sent or dropped, once (a second worker's mark changes nothing). */
export async function closeNotice(
  db: Database,
  id: number,
  how: 'sent' | 'dropped',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(scheduledNotices)
    .set(how === 'sent' ? { sentAt: at } : { droppedAt: at })
    .where(
      and(
        eq(scheduledNotices.id, id),
        isNull(scheduledNotices.sentAt),
        isNull(scheduledNotices.droppedAt),
      ),
    )
    .returning({ id: scheduledNotices.id });
  return rows.length > 0;
}

/** An appointment's notices (tests and the appointment's own reschedule). */
export async function listAppointmentNotices(
  db: Database,
  appointmentId: number,
): Promise<NoticeRow[]> {
  return db
    .select()
    .from(scheduledNotices)
    .where(eq(scheduledNotices.appointmentId, appointmentId))
    .orderBy(asc(scheduledNotices.dueAt));
}

/** Drops every pending notice of a medicine reminder. */
export async function dropMedicineNotices(
  db: Database,
  medicineReminderId: number,
  at: Date,
): Promise<void> {
  await db
    .update(scheduledNotices)
    .set({ droppedAt: at })
    .where(
      and(
        eq(scheduledNotices.medicineReminderId, medicineReminderId),
        isNull(scheduledNotices.sentAt),
        isNull(scheduledNotices.droppedAt),
      ),
    );
}

export async function listMedicineNotices(
  db: Database,
  medicineReminderId: number,
): Promise<NoticeRow[]> {
  return db
    .select()
    .from(scheduledNotices)
    .where(eq(scheduledNotices.medicineReminderId, medicineReminderId))
    .orderBy(asc(scheduledNotices.dueAt));
}

/** The medicine reminders of some prescriptions. */
export async function listMedicineReminders(
  db: Database,
  prescriptionIds: readonly number[],
): Promise<MedicineReminderRow[]> {
  if (!prescriptionIds.length) return [];
  return db
    .select()
    .from(medicineReminders)
    .where(inArray(medicineReminders.prescriptionId, [...prescriptionIds]));
}

export async function findMedicineReminderById(
  db: Database,
  id: number,
): Promise<MedicineReminderRow | null> {
  const rows = await db
    .select()
    .from(medicineReminders)
    .where(eq(medicineReminders.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findMedicineReminderByToken(
  db: Database,
  token: string,
): Promise<MedicineReminderRow | null> {
  const rows = await db
    .select()
    .from(medicineReminders)
    .where(eq(medicineReminders.stopToken, token))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Turns a medicine's reminders on: a new row, or a stopped one started again (with a new stop token, as the
 * old link was for the old course). Null when it is already on.
 */
export async function startMedicineReminder(
  db: Database,
  row: Omit<MedicineReminderRow, 'id' | 'stoppedAt'>,
): Promise<MedicineReminderRow | null> {
  const [saved] = await db
    .insert(medicineReminders)
    .values(row)
    .onConflictDoUpdate({
      target: [medicineReminders.prescriptionId, medicineReminders.medicineIndex],
      set: { stoppedAt: null, stopToken: row.stopToken, createdAt: row.createdAt },
      setWhere: sql`${medicineReminders.stoppedAt} is not null`,
    })
    .returning();
  return saved ?? null;
}

/** Stops a medicine's reminders, once; the row as it is afterwards when it was on. */
export async function stopMedicineReminder(
  db: Database,
  id: number,
  at: Date,
): Promise<MedicineReminderRow | null> {
  const [row] = await db
    .update(medicineReminders)
    .set({ stoppedAt: at })
    .where(and(eq(medicineReminders.id, id), isNull(medicineReminders.stoppedAt)))
    .returning();
  return row ?? null;
}
