import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointmentDocuments,
  appointmentFollowUps,
  appointments,
  ePrescriptions,
  grievances,
  notifications,
  payments,
  pharmacyOrderLines,
  pharmacyOrders,
  users,
  walletLedger,
} from '../../db/schema';

/**
 * Everything MediBridge holds about one patient, read for "my data" (docs/decisions/0060): each kind's rows
 * as stored (the password hash left out), and what was shared with whom.
 */

export interface PatientRecords {
  profile: Record<string, unknown> | null;
  appointments: (typeof appointments.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  wallet: (typeof walletLedger.$inferSelect)[];
  followUps: (typeof appointmentFollowUps.$inferSelect)[];
  documents: (typeof appointmentDocuments.$inferSelect)[];
  prescriptions: (typeof ePrescriptions.$inferSelect & { appointmentNo: string })[];
  orders: (typeof pharmacyOrders.$inferSelect & {
    lines: (typeof pharmacyOrderLines.$inferSelect)[];
  })[];
  grievances: (typeof grievances.$inferSelect)[];
}

export async function patientRecords(db: Database, userId: number): Promise<PatientRecords> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const profile = user
    ? Object.fromEntries(Object.entries(user).filter(([key]) => key !== 'passwordHash'))
    : null;
  const appts = await db
    .select()
    .from(appointments)
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.id));
  const prescriptions = await db
    .select({ row: ePrescriptions, appointmentNo: appointments.appointmentNo })
    .from(ePrescriptions)
    .innerJoin(appointments, eq(appointments.id, ePrescriptions.appointmentId))
    .where(eq(appointments.userId, userId))
    .orderBy(asc(ePrescriptions.id));
  const orders = await db
    .select()
    .from(pharmacyOrders)
    .where(eq(pharmacyOrders.userId, userId))
    .orderBy(asc(pharmacyOrders.id));
  const lines = orders.length
    ? await db
        .select()
        .from(pharmacyOrderLines)
        .where(
          inArray(
            pharmacyOrderLines.orderId,
            orders.map((o) => o.id),
          ),
        )
        .orderBy(asc(pharmacyOrderLines.id))
    : [];
  return {
    profile,
    appointments: appts,
    payments: await db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.id)),
    wallet: await db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId))
      .orderBy(asc(walletLedger.id)),
    followUps: await db
      .select()
      .from(appointmentFollowUps)
      .where(eq(appointmentFollowUps.userId, userId))
      .orderBy(asc(appointmentFollowUps.id)),
    documents: await db
      .select()
      .from(appointmentDocuments)
      .where(eq(appointmentDocuments.userId, userId))
      .orderBy(asc(appointmentDocuments.id)),
    prescriptions: prescriptions.map(({ row, appointmentNo }) => ({ ...row, appointmentNo })),
    orders: orders.map((o) => ({ ...o, lines: lines.filter((l) => l.orderId === o.id) })),
    grievances: await db
      .select()
      .from(grievances)
      .where(eq(grievances.userId, userId))
      .orderBy(asc(grievances.id)),
  };
}

/** Doctors who served the patient (the appointment's serving doctor or a prescription's author). */
export async function doctorsWhoServed(
  db: Database,
  userId: number,
): Promise<{ name: string; count: number }[]> {
  const serving = await db
    .select({
      doctorId: users.id,
      name: users.name,
      lastName: users.lastName,
      appt: appointments.id,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.servingDoctorId))
    .where(eq(appointments.userId, userId));
  const prescribing = await db
    .select({
      doctorId: users.id,
      name: users.name,
      lastName: users.lastName,
      appt: appointments.id,
    })
    .from(ePrescriptions)
    .innerJoin(appointments, eq(appointments.id, ePrescriptions.appointmentId))
    .innerJoin(users, eq(users.id, ePrescriptions.doctorId))
    .where(eq(appointments.userId, userId));
  const byDoctor = new Map<number, { name: string; appts: Set<number> }>();
  for (const row of [...serving, ...prescribing]) {
    const entry = byDoctor.get(row.doctorId) ?? {
      name: [row.name, row.lastName].filter(Boolean).join(' '),
      appts: new Set<number>(),
    };
    entry.appts.add(row.appt);
    byDoctor.set(row.doctorId, entry);
  }
  return [...byDoctor.values()]
    .map((d) => ({ name: d.name, count: d.appts.size }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Payments by gateway (the provider each was made through), wallet-only payments aside. */
export async function paymentsByProvider(
  db: Database,
  userId: number,
): Promise<{ provider: string; count: number }[]> {
  const rows = await db
    .select({ provider: payments.provider, count: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.userId, userId))
    .groupBy(payments.provider)
    .orderBy(payments.provider);
  return rows.filter((r) => r.provider !== 'wallet');
}

/** Messages handed to a provider for the patient, by provider and channel. */
export async function messagesByProvider(
  db: Database,
  userId: number,
): Promise<{ provider: string; channel: string; count: number }[]> {
  return db
    .select({
      provider: notifications.provider,
      channel: notifications.channel,
      count: sql<number>`count(*)::int`,
    })
    .from(notifications)
    .where(and(eq(notifications.patientId, userId), isNotNull(notifications.provider)))
    .groupBy(notifications.provider, notifications.channel)
    .orderBy(notifications.provider) as Promise<
    { provider: string; channel: string; count: number }[]
  >;
}
