import type { Language } from '@medibridge/contract';
import { amountVar, refVar } from '../notifications';
import {
  BOOKING_MESSAGES,
  DEFAULT_REFUND_DESTINATION,
  MESSAGES,
  type RefundDestination,
  type RefundFallback,
} from '@medibridge/contract';
import { HttpError } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import type { RefundRow } from '../payments';
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
import type { Database } from '../../db/client';

/** Where a cancellation's money went (`refund` in the answer). */
export interface CancelRefundOutcome {
  asked: RefundDestination;
  to: RefundDestination;
  /** Credited to the wallet at once. */
  walletPaise: number;
  /** On its way to the original payment method. */
  sourcePaise: number;
  fellBack: RefundFallback | null;
}

/**
 * Cancelling (SPEC `cancelled_user_appointment`): a confirmed appointment, before its slot starts. In one
 * transaction the state moves confirmed → cancelled (once, whatever the number of requests) and the seat is
 * given back. The money (docs/decisions/0026):
 * - `refundTo` 'wallet' (the default): everything paid, online and from the wallet, is credited to the wallet
 *   at once (`booking_refund`, one per appointment) and the payment moves completed → refunded.
 * - 'source': the wallet part goes back to the wallet; the online payment moves completed → refunded and its
 *   refund to the payment method is recorded (one per payment) in the same transaction, then asked of the
 *   gateway after it commits (a failed one comes back to the wallet). When nothing was paid online, or the
 *   gateway that took the payment cannot refund, everything goes to the wallet and `fellBack` says why.
 */
export async function cancelAppointment(
  deps: BookingDeps,
  user: SessionUser,
  appointmentRef: string | number,
  refundTo: RefundDestination = DEFAULT_REFUND_DESTINATION,
  language: Language = 'en',
): Promise<{ row: AppointmentRow; refundedPaise: number; refund: CancelRefundOutcome }> {
  const now = deps.clock();
  const ref = String(appointmentRef);
  const found = ref.startsWith('APT-')
    ? await findUserAppointment(deps.db, user.id, ref)
    : await findUserAppointmentById(deps.db, user.id, Number(ref));
  if (!found) throw new HttpError(404, BOOKING_MESSAGES.appointmentUnknown);
  const starts = slotStart(found);
  if (found.state !== 'confirmed' || (starts && starts.getTime() <= now.getTime()))
    throw new HttpError(409, BOOKING_MESSAGES.cancelNotAllowed);
  const result = await deps.db.transaction((tx) =>
    cancelConfirmedInTx(tx, deps, found.id, refundTo, now),
  );
  if (!result) throw new HttpError(409, BOOKING_MESSAGES.cancelNotAllowed);
  // The gateway is asked after the cancellation committed; if it cannot be asked now, the job asks later.
  await sendSourceRefund(deps, result);
  try {
    await deps.notify.send({
      kind: 'appointment_cancelled',
      to: { mobile: result.row.patientMobile, patientId: result.row.userId, language },
      vars: {
        appt: refVar(result.row.appointmentNo),
        wallet: amountVar(result.refund.walletPaise),
        source: amountVar(result.refund.sourcePaise),
      },
      key: `appointment_cancelled:${result.row.appointmentNo}`,
    });
  } catch (error) {
    deps.log.error({ err: error, appointmentNo: result.row.appointmentNo }, 'cancel SMS not sent');
  }
  return { row: result.row, refundedPaise: result.refundedPaise, refund: result.refund };
}

export const CANCELLED = MESSAGES.appointmentCancelled;

/** A cancellation written in a transaction: the booking as moved and where its money went. */
export interface CancelledInTx {
  row: AppointmentRow;
  refundedPaise: number;
  refund: CancelRefundOutcome;
  /** The refund to the payment method recorded, to ask of the gateway once the transaction commits. */
  source: { refund: RefundRow; merchantOrderId: string } | null;
}

/**
 * The one cancellation and its money, inside the caller's transaction (the patient's cancel, and the
 * operator's closure or shorter hours): confirmed → cancelled by a guarded update, so however many requests
 * race only one moves it and refunds it; null when it was not confirmed (any more). The seat goes back and
 * the money follows docs/decisions/0026 (see `cancelAppointment`).
 */
export async function cancelConfirmedInTx(
  tx: Database,
  deps: Pick<BookingDeps, 'payments'>,
  appointmentId: number,
  refundTo: RefundDestination,
  now: Date,
): Promise<CancelledInTx | null> {
  const moved = await moveAppointment(tx, appointmentId, ['confirmed'], 'cancelled', {
    cancelledAt: now,
  });
  if (!moved) return null;
  const payable = { kind: 'appointment', id: moved.id } as const;
  if (moved.scheduleId && moved.slotDate && (await dropSeat(tx, moved.id)))
    await releaseSeat(tx, moved.scheduleId, moved.slotDate);
  // What an admin refunded already is not given back twice (docs/decisions/0059).
  const already = await deps.payments.lockedRefundedPaiseOf(tx, payable);
  const refundedPaise = moved.walletPaise + moved.amountPaise - already;
  let source: { refund: RefundRow; merchantOrderId: string } | null = null;
  let fellBack: RefundFallback | null = null;
  if (refundTo === 'source') {
    const [paid, ...more] = await deps.payments.completedOf(tx, payable);
    if (!paid || moved.amountPaise - already <= 0) fellBack = 'wallet_only';
    else if (more.length > 0 || !deps.payments.canRefundToSource(paid)) fellBack = 'not_supported';
    else {
      const refund = await deps.payments.recordSourceRefund(tx, paid, now);
      if (refund) source = { refund, merchantOrderId: paid.merchantOrderId };
      else fellBack = 'not_supported';
    }
  }
  const sourcePaise = source?.refund.amountPaise ?? 0;
  await addWalletEntry(tx, {
    userId: moved.userId,
    amountPaise: refundedPaise - sourcePaise,
    kind: 'booking_refund',
    reference: moved.appointmentNo,
    note: `Consultation ${moved.appointmentNo} cancelled`,
  });
  // What is left completed (all of it when the wallet takes everything) was refunded to the wallet.
  await deps.payments.refundCompletedOf(tx, payable, now);
  const refund: CancelRefundOutcome = {
    asked: refundTo,
    to: source ? 'source' : 'wallet',
    walletPaise: refundedPaise - sourcePaise,
    sourcePaise,
    fellBack,
  };
  return { row: moved, refundedPaise, refund, source };
}

/** Asks the gateway for a refund recorded by `cancelConfirmedInTx`, after its transaction committed. */
export async function sendSourceRefund(
  deps: Pick<BookingDeps, 'payments'>,
  result: CancelledInTx,
): Promise<void> {
  // If the gateway cannot be asked now, the job asks later.
  if (result.source)
    await deps.payments.sendRefund(result.source.refund, result.source.merchantOrderId);
}
