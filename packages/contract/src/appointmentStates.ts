/**
 * The appointment lifecycle, one state machine used by both sides (ARCHITECTURE §5). The server stores one
 * `state`; SPEC's four status fields (payment_status, booking_status, appointment_status,
 * cancelation_status) and its `status` are derived from it here, so a screen and the server can never
 * disagree about what a patient may do.
 */

export const APPOINTMENT_STATES = [
  /** Booked, seat held, waiting for the payment (at most SLOT_HOLD_MINUTES). */
  'pending_payment',
  /** The payment failed; the seat is given back. The patient may retry payment. */
  'payment_failed',
  /** The hold ran out without a payment. Final. */
  'expired',
  /** Paid (or covered by the wallet): the consultation will happen. */
  'confirmed',
  /** Cancelled by the patient before it started; what they paid went back to the wallet. Final. */
  'cancelled',
  /** The doctor has consulted (prescription given). Follow-up is possible. */
  'completed',
  /** A follow-up was submitted and answered. Final. */
  'followed_up',
  /**
   * The patient did not join a confirmed consultation once its slot had begun (staff mark it). Final: the
   * fee is kept, as for a consultation given; SPEC shows it as not booked (booking status 2).
   */
  'no_show',
] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

/** Which state may follow which; anything else is refused by the server's guarded updates. */
export const APPOINTMENT_TRANSITIONS: Readonly<
  Record<AppointmentState, readonly AppointmentState[]>
> = {
  pending_payment: ['confirmed', 'payment_failed', 'expired'],
  payment_failed: ['pending_payment', 'expired'],
  expired: [],
  confirmed: ['cancelled', 'completed', 'no_show'],
  cancelled: [],
  completed: ['followed_up'],
  followed_up: [],
  no_show: [],
};

export function canMoveAppointment(from: AppointmentState, to: AppointmentState): boolean {
  return APPOINTMENT_TRANSITIONS[from].includes(to);
}

/**
 * The states a payment goes through: pending → completed | failed | expired; completed → refunded. A gateway's
 * COMPLETED is money taken whatever we had concluded before (failed, expired): it is always applied, and
 * goes to the wallet when the booking can no longer take it.
 */
export const PAYMENT_STATES = ['pending', 'completed', 'failed', 'expired', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  pending: ['completed', 'failed', 'expired'],
  completed: ['refunded'],
  failed: ['completed'],
  expired: ['completed'],
  refunded: [],
};

export function canMovePayment(from: PaymentState, to: PaymentState): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** SPEC's status fields of an appointment record. */
export interface SpecStatuses {
  payment_status: 'Pending' | 'Success' | 'Failed' | 'Refunded';
  /** 0 waiting for payment, 1 booked, 2 cancelled or not booked, 3 consulted. */
  booking_status: 0 | 1 | 2 | 3;
  /** 1 booked, 2 cancelled or not booked, 3 consulted (prescription), 4 followed up. */
  status: 1 | 2 | 3 | 4;
  /** 'active': the Call button shows. */
  appointment_status: 'active' | 'inactive';
  /** 'active': the Cancel button shows. */
  cancelation_status: 'active' | 'inactive';
}

/**
 * SPEC's fields for a state. `startsAt` is the slot's start (null for the department without a schedule);
 * cancelling is offered only before it, calling only while confirmed.
 */
export function specStatuses(
  state: AppointmentState,
  startsAt: Date | null,
  now: Date,
  paidOnline: boolean,
): SpecStatuses {
  const beforeStart = startsAt === null || startsAt.getTime() > now.getTime();
  switch (state) {
    case 'pending_payment':
      return {
        payment_status: 'Pending',
        booking_status: 0,
        status: 2,
        appointment_status: 'inactive',
        cancelation_status: 'inactive',
      };
    case 'payment_failed':
    case 'expired':
      return {
        payment_status: 'Failed',
        booking_status: 2,
        status: 2,
        appointment_status: 'inactive',
        cancelation_status: 'inactive',
      };
    case 'confirmed':
      return {
        payment_status: 'Success',
        booking_status: 1,
        status: 1,
        appointment_status: 'active',
        cancelation_status: beforeStart ? 'active' : 'inactive',
      };
    case 'cancelled':
      return {
        payment_status: paidOnline ? 'Refunded' : 'Success',
        booking_status: 2,
        status: 2,
        appointment_status: 'inactive',
        cancelation_status: 'inactive',
      };
    case 'completed':
      return {
        payment_status: 'Success',
        booking_status: 3,
        status: 3,
        appointment_status: 'inactive',
        cancelation_status: 'inactive',
      };
    case 'no_show':
      return {
        payment_status: 'Success',
        booking_status: 2,
        status: 2,
        appointment_status: 'inactive',
        cancelation_status: 'inactive',
      };
    case 'followed_up':
      return {
        payment_status: 'Success',
        booking_status: 3,
        status: 4,
        appointment_status: 'inactive',
        cancelation_status: 'inactive',
      };
  }
}
