import { BOOKING_MESSAGES, MESSAGES, formatRupees } from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import { addWalletEntry } from '../wallet';
import type { BookingDeps } from './booking';
import {
  type AppointmentRow,
  dropSeat,
  findUserAppointment,
  findUserAppointmentById,
  moveAppointment,
} from './bookingRepository';
import { slotStart } from './records';
import { releaseSeat } from './repository';

/**
 * Cancelling (SPEC `cancelled_user_appointment`): a confirmed appointment, before its slot starts. In one
 * transaction the state moves confirmed → cancelled (once, whatever the number of requests), the seat is given
 * back and everything paid, online and from the wallet, is credited to the wallet (`booking_refund`, one per
 * appointment). Returning money to the card or UPI account through the gateway is not offered yet: the wallet
 * is the default and instant (docs/decisions/0023).
 */
export async function cancelAppointment(
  deps: BookingDeps,
  user: SessionUser,
  appointmentRef: string | number,
): Promise<{ row: AppointmentRow; refundedPaise: number }> {
  const now = deps.clock();
  const ref = String(appointmentRef);
  const found = ref.startsWith('APT-')
    ? await findUserAppointment(deps.db, user.id, ref)
    : await findUserAppointmentById(deps.db, user.id, Number(ref));
  if (!found) throw new HttpError(404, BOOKING_MESSAGES.appointmentUnknown);
  const starts = slotStart(found);
  if (found.state !== 'confirmed' || (starts && starts.getTime() <= now.getTime()))
    throw new HttpError(409, BOOKING_MESSAGES.cancelNotAllowed);
  const result = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const moved = await moveAppointment(tx, found.id, ['confirmed'], 'cancelled', {
      cancelledAt: now,
    });
    if (!moved) return null;
    if (moved.scheduleId && moved.slotDate && (await dropSeat(tx, moved.id)))
      await releaseSeat(tx, moved.scheduleId, moved.slotDate);
    const refundedPaise = moved.walletPaise + moved.amountPaise;
    await addWalletEntry(tx, {
      userId: moved.userId,
      amountPaise: refundedPaise,
      kind: 'booking_refund',
      reference: moved.appointmentNo,
      note: `Consultation ${moved.appointmentNo} cancelled`,
    });
    await deps.payments.refundCompletedOf(tx, moved.id, now);
    return { row: moved, refundedPaise };
  });
  if (!result) throw new HttpError(409, BOOKING_MESSAGES.cancelNotAllowed);
  try {
    await deps.sms.send({
      mobile: result.row.patientMobile,
      template: 'appointment',
      text: `MediBridge: your consultation ${result.row.appointmentNo} is cancelled. ${formatRupees(result.refundedPaise / 100)} has been added back to your MediBridge wallet.`,
      vars: { text: `cancelled ${result.row.appointmentNo}` },
    });
  } catch (error) {
    deps.log.error({ err: error, appointmentNo: result.row.appointmentNo }, 'cancel SMS not sent');
  }
  return result;
}

export const CANCELLED = MESSAGES.appointmentCancelled;
