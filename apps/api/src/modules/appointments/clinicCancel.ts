import { DEFAULT_REFUND_DESTINATION, type Language, indiaDate } from '@medibridge/contract';
import type { Database } from '../../db/client';
import { amountVar, dateVar, refVar } from '../notifications';
import type { BookingDeps } from './booking';
import { type CancelledInTx, cancelConfirmedInTx, sendSourceRefund } from './cancel';
import { addWalletEntry } from '../wallet';
import { type BookedWhere, listConfirmedBookings } from './clinicRepository';
import { type AppointmentRow, dropSeat, moveAppointment } from './bookingRepository';
import { releaseSeat } from './repository';
import { slotStart } from './records';

/**
 * Cancellations MediBridge makes, not the patient (a closure, shorter hours; docs/decisions/0057): the
 * bookings they touch, cancelled and refunded by the patient's own path (`cancelConfirmedInTx`, SPEC's
 * refund to the wallet), and a text to each patient. Never silent: the operator sees the list first.
 */
export type ClinicCancelDeps = Pick<BookingDeps, 'db' | 'payments' | 'notify' | 'log'>;

/** The confirmed bookings of a department matching `where` whose slot has not started at `now`. */
export async function bookingsToCancel(
  db: Database,
  departmentId: number,
  where: BookedWhere,
  now: Date,
): Promise<AppointmentRow[]> {
  const from = 'from' in where ? where : { ...where, fromDate: indiaDate(now) };
  const rows = await listConfirmedBookings(db, departmentId, from);
  return rows.filter((row) => {
    const starts = slotStart(row);
    return starts !== null && starts.getTime() > now.getTime();
  });
}

/**
 * Cancels `rows` inside the caller's transaction (which holds the department's lock): each once, however many
 * confirms race (the guarded move); a booking no longer confirmed is skipped. Answers those cancelled.
 */
export async function cancelByClinicInTx(
  tx: Database,
  deps: Pick<BookingDeps, 'payments'>,
  rows: readonly AppointmentRow[],
  now: Date,
): Promise<CancelledInTx[]> {
  const done: CancelledInTx[] = [];
  for (const row of rows) {
    const result = await cancelConfirmedInTx(tx, deps, row.id, DEFAULT_REFUND_DESTINATION, now);
    if (result) done.push(result);
  }
  return done;
}

/** The bookings of a department matching `where` still awaiting payment (holds), by date and time. */
export async function holdsToExpire(
  db: Database,
  departmentId: number,
  where: BookedWhere,
  now: Date,
): Promise<AppointmentRow[]> {
  const from = 'from' in where ? where : { ...where, fromDate: indiaDate(now) };
  return listConfirmedBookings(db, departmentId, from, ['pending_payment', 'payment_failed']);
}

/**
 * Inside the closure's (or new hours') transaction, under the department's lock: each hold on the closed
 * dates is expired like a hold that ran out — its open payments given up on, the seat and the wallet part
 * given back — so it can no longer be paid and confirmed there (docs/decisions/0065). The payments go first,
 * in the order the payment's own settlement takes them (payment, then booking): a payment completing at the
 * same moment either waits and then finds its booking expired (its money goes to the wallet, once, by the
 * late-payment path), or confirmed the booking first, which is then cancelled and refunded here like a paid
 * one. Answers the holds expired and the bookings cancelled.
 */
export async function expireHoldsInTx(
  tx: Database,
  deps: Pick<BookingDeps, 'payments'>,
  rows: readonly AppointmentRow[],
  now: Date,
): Promise<{ expired: AppointmentRow[]; cancelled: CancelledInTx[] }> {
  const expired: AppointmentRow[] = [];
  const cancelled: CancelledInTx[] = [];
  for (const row of rows) {
    await deps.payments.expirePendingOf(tx, { kind: 'appointment', id: row.id }, now);
    const moved = await moveAppointment(
      tx,
      row.id,
      ['pending_payment', 'payment_failed'],
      'expired',
      { holdExpiresAt: null },
    );
    if (!moved) {
      const paid = await cancelConfirmedInTx(tx, deps, row.id, DEFAULT_REFUND_DESTINATION, now);
      if (paid) cancelled.push(paid);
      continue;
    }
    if (moved.scheduleId && moved.slotDate && (await dropSeat(tx, moved.id)))
      await releaseSeat(tx, moved.scheduleId, moved.slotDate);
    await addWalletEntry(tx, {
      userId: moved.userId,
      amountPaise: moved.walletPaise,
      kind: 'booking_wallet_release',
      reference: moved.appointmentNo,
      note: `Consultation ${moved.appointmentNo} expired unpaid: the department is closed`,
    });
    expired.push(moved);
  }
  return { expired, cancelled };
}

/** After the transaction committed: the gateway refunds, and each patient's text in their language. */
export async function afterClinicCancel(
  deps: ClinicCancelDeps,
  cancelled: readonly CancelledInTx[],
): Promise<void> {
  for (const result of cancelled) {
    await sendSourceRefund(deps, result);
    const row = result.row;
    const language: Language = row.language === 'hi' ? 'hi' : 'en';
    try {
      await deps.notify.send({
        kind: 'appointment_cancelled_by_clinic',
        to: { mobile: row.patientMobile, patientId: row.userId, language },
        vars: {
          appt: refVar(row.appointmentNo),
          date: dateVar(row.slotDate ?? '', language),
          wallet: amountVar(result.refund.walletPaise),
          source: amountVar(result.refund.sourcePaise),
        },
        key: `appointment_cancelled_by_clinic:${row.appointmentNo}`,
      });
    } catch (error) {
      deps.log.error(
        { err: error, appointmentNo: row.appointmentNo },
        'clinic cancel SMS not sent',
      );
    }
  }
}
