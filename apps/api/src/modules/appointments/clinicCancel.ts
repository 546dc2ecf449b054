import { DEFAULT_REFUND_DESTINATION, type Language, indiaDate } from '@medibridge/contract';
import type { Database } from '../../db/client';
import { amountVar, dateVar, refVar } from '../notifications';
import type { BookingDeps } from './booking';
import { type CancelledInTx, cancelConfirmedInTx, sendSourceRefund } from './cancel';
import { type BookedWhere, listConfirmedBookings } from './clinicRepository';
import type { AppointmentRow } from './bookingRepository';
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
