import { and, eq, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointmentDocuments,
  appointmentFollowUps,
  appointments,
  cartItems,
  dataExports,
  deliveryAddresses,
  enquiries,
  grievances,
  medicineReminders,
  notificationPreferences,
  notifications,
  otpChallenges,
  passwordResets,
  payments,
  pharmacyOrders,
  rateLimitHits,
  scheduledNotices,
  serviceBookings,
  sessions,
  smsOutbox,
  users,
} from '../../db/schema';

/** What a kept row shows instead of the patient's name once the account is closed. */
export const CLOSED_NAME = 'Closed account';

/** The account as closing needs it. */
export async function accountForClosing(
  db: Database,
  userId: number,
): Promise<{
  id: number;
  mobile: string;
  role: 'patient' | 'staff';
  passwordHash: string | null;
  closedAt: Date | null;
} | null> {
  const rows = await db
    .select({
      id: users.id,
      mobile: users.mobile,
      role: users.role,
      passwordHash: users.passwordHash,
      closedAt: users.closedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** A payment of the user still waiting for the gateway's answer (its reference), or null. */
export async function paymentInFlight(db: Database, userId: number): Promise<string | null> {
  const rows = await db
    .select({ ref: payments.merchantOrderId })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.state, 'pending')))
    .limit(1);
  return rows[0]?.ref ?? null;
}

/** An order of the user being prepared or delivered (its number), or null. */
export async function orderOnItsWay(db: Database, userId: number): Promise<string | null> {
  const rows = await db
    .select({ no: pharmacyOrders.orderNo })
    .from(pharmacyOrders)
    .where(
      and(
        eq(pharmacyOrders.userId, userId),
        inArray(pharmacyOrders.state, ['placed', 'prescription_checked', 'packed', 'dispatched']),
      ),
    )
    .limit(1);
  return rows[0]?.no ?? null;
}

/** The user's confirmed consultations (upcoming or due now). */
export async function confirmedAppointments(
  db: Database,
  userId: number,
): Promise<
  {
    appointmentNo: string;
    slotDate: string | null;
    startMinute: number | null;
    walletPaise: number;
  }[]
> {
  return db
    .select({
      appointmentNo: appointments.appointmentNo,
      slotDate: appointments.slotDate,
      startMinute: appointments.startMinute,
      walletPaise: appointments.walletPaise,
    })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.state, 'confirmed')));
}

/** States of a consultation that never became a sale: deleted outright (no invoice to keep). */
const UNPAID_APPOINTMENT_STATES = ['pending_payment', 'payment_failed', 'expired'];
/** States of a medicine order that never became a sale. */
const UNPAID_ORDER_STATES = ['awaiting_payment', 'payment_failed'];

/**
 * Erases or anonymises everything of one account in one transaction (docs/privacy/erasure.md, row by row) and
 * returns the storage keys of the files to delete once it has committed. Kept: invoices and payments
 * (anonymised), prescriptions, the Rx orders' patient name and address (Drugs and Cosmetics Rules r.65), the
 * wallet ledger (amounts only), the security log.
 */
export async function eraseAccount(
  tx: Database,
  user: { id: number; mobile: string },
  now: Date,
): Promise<string[]> {
  const files: string[] = [];
  const keep = (key: string | null | undefined) => {
    if (key) files.push(key);
  };
  const userId = user.id;

  // profile
  const [profile] = await tx
    .select({ photo: users.profileImage })
    .from(users)
    .where(eq(users.id, userId));
  keep(profile?.photo);
  await tx
    .update(users)
    .set({
      name: CLOSED_NAME,
      lastName: null,
      // Frees the mobile (users.mobile is unique) for a new registration; never a 10-digit login name.
      mobile: `closed-${String(userId)}`,
      email: null,
      passwordHash: null,
      shareCode: null,
      dob: null,
      bloodGroup: null,
      address: null,
      cityId: null,
      stateId: null,
      countryId: null,
      pinCode: null,
      profileImage: null,
      source: null,
      closedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));

  // sessions and codes
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(otpChallenges).where(eq(otpChallenges.mobile, user.mobile));
  await tx.delete(rateLimitHits).where(like(rateLimitHits.bucket, `%:${user.mobile}`));

  // messages and preferences
  await tx
    .delete(notifications)
    .where(or(eq(notifications.patientId, userId), eq(notifications.mobile, user.mobile)));
  await tx.delete(smsOutbox).where(eq(smsOutbox.mobile, user.mobile));
  await tx.delete(scheduledNotices).where(eq(scheduledNotices.userId, userId));
  await tx.delete(medicineReminders).where(eq(medicineReminders.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));

  // cart, address book, enquiries
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx.delete(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
  await tx
    .delete(enquiries)
    .where(or(eq(enquiries.userId, userId), eq(enquiries.mobile, user.mobile)));
  await tx.delete(grievances).where(eq(grievances.userId, userId));

  // documents and follow-ups the patient sent
  const documents = await tx
    .delete(appointmentDocuments)
    .where(eq(appointmentDocuments.userId, userId))
    .returning({ key: appointmentDocuments.documentKey });
  documents.forEach((d) => keep(d.key));
  const followUps = await tx
    .delete(appointmentFollowUps)
    .where(eq(appointmentFollowUps.userId, userId))
    .returning({ key: appointmentFollowUps.documentKey });
  followUps.forEach((d) => keep(d.key));

  // consultations: never paid → gone; the rest kept for the invoice, without the person
  const unpaid = await tx
    .delete(appointments)
    .where(
      and(eq(appointments.userId, userId), inArray(appointments.state, UNPAID_APPOINTMENT_STATES)),
    )
    .returning({ key: appointments.prescriptionKey });
  unpaid.forEach((a) => keep(a.key));
  const uploads = await tx
    .select({ key: appointments.prescriptionKey })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), isNotNull(appointments.prescriptionKey)));
  uploads.forEach((a) => keep(a.key));
  await tx
    .update(appointments)
    .set({
      patientName: CLOSED_NAME,
      patientLastName: '',
      patientMobile: '',
      patientEmail: '',
      symptoms: '',
      patientDetails: {},
      prescriptionKey: null,
    })
    .where(eq(appointments.userId, userId));

  // paid services: kept for the invoice, without the person
  await tx
    .delete(serviceBookings)
    .where(and(eq(serviceBookings.userId, userId), sql`${serviceBookings.state} <> 'paid'`));
  await tx
    .update(serviceBookings)
    .set({ name: CLOSED_NAME, mobile: '', remarks: '' })
    .where(eq(serviceBookings.userId, userId));

  // medicine orders
  const unpaidOrders = await tx
    .delete(pharmacyOrders)
    .where(
      and(eq(pharmacyOrders.userId, userId), inArray(pharmacyOrders.state, UNPAID_ORDER_STATES)),
    )
    .returning({ key: pharmacyOrders.prescriptionFile });
  unpaidOrders.forEach((o) => keep(o.key));
  await tx
    .update(pharmacyOrders)
    .set({ mobile: '', email: '', updatedAt: now })
    .where(eq(pharmacyOrders.userId, userId));
  // Orders with no prescription medicine: nothing the Drugs and Cosmetics Rules ask to keep about the buyer.
  const otc = await tx
    .update(pharmacyOrders)
    .set({ recipient: CLOSED_NAME, address: '', pinCode: '' })
    .where(and(eq(pharmacyOrders.userId, userId), eq(pharmacyOrders.rxRequired, false)))
    .returning({ key: pharmacyOrders.prescriptionFile });
  otc.forEach((o) => keep(o.key));
  await tx
    .update(pharmacyOrders)
    .set({ prescriptionFile: null })
    .where(and(eq(pharmacyOrders.userId, userId), eq(pharmacyOrders.rxRequired, false)));

  const exportFiles = await tx
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
  exportFiles.forEach((e) => keep(e.key));
  // "My data" downloads: the files go, the rows stay as a bare record that one was asked for (data-exports).
  await tx
    .update(dataExports)
    .set({ state: 'expired', storageKey: null, bytes: null })
    .where(eq(dataExports.userId, userId));
  // The consent ledger and the Schedule H1 register are kept (retention rows consents, h1-register).
  return [...new Set(files)];
}
