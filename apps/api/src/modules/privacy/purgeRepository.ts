import { and, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointments,
  ePrescriptions,
  pharmacyOrders,
  serviceBookings,
  users,
  walletLedger,
  h1Register,
} from '../../db/schema';
import { CLOSED_NAME } from './erasureRepository';

/** Ids of closed accounts (a subquery). */
const closedUsers = () =>
  sql`(select ${users.id} from ${users} where ${users.closedAt} is not null)`;

/**
 * Prescriptions of closed accounts issued before `before`: the e-prescription rows and the appointments'
 * prescription keys go; returns the files to delete.
 */
export async function purgePrescriptions(db: Database, before: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(ePrescriptions)
      .where(
        and(
          lt(ePrescriptions.createdAt, before),
          sql`${ePrescriptions.appointmentId} in (select ${appointments.id} from ${appointments} where ${appointments.userId} in ${closedUsers()})`,
        ),
      )
      .returning({ key: ePrescriptions.documentKey });
    const old = await tx
      .select({
        id: appointments.id,
        doctor: appointments.doctorPrescriptionKey,
        followUp: appointments.followUpPrescriptionKey,
      })
      .from(appointments)
      .where(
        and(
          sql`${appointments.userId} in ${closedUsers()}`,
          lt(sql`coalesce(${appointments.completedAt}, ${appointments.createdAt})`, before),
          or(
            isNotNull(appointments.doctorPrescriptionKey),
            isNotNull(appointments.followUpPrescriptionKey),
          ),
        ),
      );
    if (old.length > 0)
      await tx
        .update(appointments)
        .set({ doctorPrescriptionKey: null, followUpPrescriptionKey: null })
        .where(
          inArray(
            appointments.id,
            old.map((a) => a.id),
          ),
        );
    const keys = [...rows.map((r) => r.key), ...old.flatMap((a) => [a.doctor, a.followUp])].filter(
      (k): k is string => Boolean(k),
    );
    return [...new Set(keys)];
  });
}

/**
 * The pharmacy's record of a closed account's prescription orders sold before `before`: the patient's name and
 * address are blanked and the prescription file goes; returns the files to delete.
 */
export async function purgePharmacyRecords(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .update(pharmacyOrders)
    .set({ recipient: CLOSED_NAME, address: '', pinCode: '', prescriptionFile: null })
    .where(
      and(
        sql`${pharmacyOrders.userId} in ${closedUsers()}`,
        eq(pharmacyOrders.rxRequired, true),
        lt(pharmacyOrders.createdAt, before),
        or(ne(pharmacyOrders.recipient, CLOSED_NAME), isNotNull(pharmacyOrders.prescriptionFile)),
      ),
    )
    .returning({ orderNo: pharmacyOrders.orderNo });
  return rows.map((r) => r.orderNo);
}

/** Prescription files of those orders, read before they are blanked. */
export async function pharmacyRecordFiles(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .select({ key: pharmacyOrders.prescriptionFile })
    .from(pharmacyOrders)
    .where(
      and(
        sql`${pharmacyOrders.userId} in ${closedUsers()}`,
        eq(pharmacyOrders.rxRequired, true),
        lt(pharmacyOrders.createdAt, before),
        isNotNull(pharmacyOrders.prescriptionFile),
      ),
    );
  return rows.map((r) => r.key).filter((k): k is string => Boolean(k));
}

/**
 * A closed account's invoices dated before `before`: consultations (their payments, refunds and prescriptions
 * go with them), paid services, medicine orders and wallet rows. Returns how many records went.
 */
export async function purgeInvoices(db: Database, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const a = await tx
      .delete(appointments)
      .where(
        and(sql`${appointments.userId} in ${closedUsers()}`, lt(appointments.createdAt, before)),
      )
      .returning({ id: appointments.id });
    const s = await tx
      .delete(serviceBookings)
      .where(
        and(
          sql`${serviceBookings.userId} in ${closedUsers()}`,
          lt(serviceBookings.createdAt, before),
        ),
      )
      .returning({ id: serviceBookings.id });
    const o = await tx
      .delete(pharmacyOrders)
      .where(
        and(
          sql`${pharmacyOrders.userId} in ${closedUsers()}`,
          lt(pharmacyOrders.createdAt, before),
        ),
      )
      .returning({ id: pharmacyOrders.id });
    const w = await tx
      .delete(walletLedger)
      .where(
        and(sql`${walletLedger.userId} in ${closedUsers()}`, lt(walletLedger.createdAt, before)),
      )
      .returning({ id: walletLedger.id });
    return a.length + s.length + o.length + w.length;
  });
}

/**
 * The Schedule H1 register's one way past its trigger: in its own transaction, which alone sets
 * `medibridge.h1_purge` (migration 0034), entries supplied before `before` are deleted (docs/decisions/0068).
 */
export async function purgeH1Before(db: Database, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('medibridge.h1_purge', 'on', true)`);
    const gone = await tx
      .delete(h1Register)
      .where(lt(h1Register.suppliedAt, before))
      .returning({ id: h1Register.id });
    return gone.length;
  });
}
