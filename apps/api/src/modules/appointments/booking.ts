import type { Language } from '@medibridge/contract';
import { isClosedOn, lockDepartmentForBooking, slotStillOffered } from './clinicRepository';
import { amountVar, dateVar, refVar, timeVar } from '../notifications';
import {
  ADULT_AGE,
  BOOKING_MESSAGES,
  DIRECT_BOOKING,
  ROUTES,
  SLOT_HOLD_MINUTES,
  type BookingResponse,
  feeBreakdown,
  indiaDate,
} from '@medibridge/contract';
import type { BookingFieldsParsed } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import { newStorageKey, sniffDocumentType } from '../files';
import {
  type PayableHandlers,
  type PaymentInitiated,
  type PaymentStart,
  newReference,
  paymentInitiated,
} from '../payments';
import { addWalletEntry, lockedBalancePaise } from '../wallet';
import {
  type AppointmentRow,
  dropSeat,
  findAppointment,
  findUserAppointment,
  insertAppointment,
  listExpiredHolds,
  moveAppointment,
  takeSeat,
} from './bookingRepository';
import { claimSeat, findDepartment, findSchedule, releaseSeat } from './repository';
import { inBookingWindow, indiaMinutes, weekdayOf } from './service';

/** What booking needs from the app. */
export type BookingDeps = Pick<
  FastifyInstance,
  'db' | 'payments' | 'files' | 'notify' | 'log' | 'reminders'
> & {
  clock: () => Date;
};

/** 'APT-' and 8 random characters (no 0/O, 1/I/L to misread on a phone call). */
export function newAppointmentNo(): string {
  return newReference('APT-');
}

/** A booking not paid yet: its payment is open or failed, and its hold may still run. */
const UNPAID = ['pending_payment', 'payment_failed'] as const;

/** A booking's payment as SPEC answers it: the gateway hand-off under `appointment_no`. */
type PaymentAnswer = PaymentInitiated<'appointment_no'>;

const fieldError = (status: number, field: string, message: string): HttpError =>
  new HttpError(status, message, { [field]: message });

/** The web path of an appointment's success screen. */
export const successPath = (appointmentNo: string): string =>
  ROUTES.appointmentSuccess.replace(':appt_no', appointmentNo);
/** The web path of an appointment's payment-status screen (failed, pending, expired). */
export const paymentStatusPath = (appointmentNo: string): string =>
  ROUTES.appointmentPaymentStatus.replace(':appt_no', appointmentNo);

interface ChosenSlot {
  scheduleId: number;
  date: string;
  startMinute: number;
  endMinute: number;
}

/** The slot a booking names, checked against the department, the booking window and the clock. */
async function chosenSlot(
  db: Database,
  fields: BookingFieldsParsed,
  departmentId: number,
  now: Date,
): Promise<ChosenSlot> {
  const scheduleId = Number(fields.appointmentSchedule);
  if (!/^\d{1,9}$/.test(fields.appointmentSchedule) || scheduleId <= 0)
    throw fieldError(422, 'appointmentSchedule', BOOKING_MESSAGES.slotRequired);
  const date = fields.appointmentDate;
  if (!inBookingWindow(date, now))
    throw fieldError(422, 'appointmentDate', BOOKING_MESSAGES.slotNotOffered);
  const schedule = await findSchedule(db, scheduleId);
  if (!schedule || schedule.departmentId !== departmentId || schedule.weekday !== weekdayOf(date))
    throw fieldError(422, 'appointmentSchedule', BOOKING_MESSAGES.slotNotOffered);
  if (await isClosedOn(db, departmentId, date))
    throw fieldError(422, 'appointmentDate', BOOKING_MESSAGES.slotNotOffered);
  if (date === indiaDate(now) && schedule.startMinute <= indiaMinutes(now))
    throw fieldError(422, 'appointmentSchedule', BOOKING_MESSAGES.slotPast);
  return { scheduleId, date, startMinute: schedule.startMinute, endMinute: schedule.endMinute };
}

/** The online payment of a booking: its amount, for its department's consultation. */
function paymentOf(
  row: AppointmentRow,
  department: string,
  departmentHi: string | null,
): Omit<PaymentStart, 'wallet'> {
  return {
    payable: { kind: 'appointment', id: row.id },
    userId: row.userId,
    onlinePaise: row.amountPaise,
    message: `${department} consultation ${row.appointmentNo}`,
    messageHi: `${departmentHi ?? department} परामर्श ${row.appointmentNo}`,
  };
}

export class Bookings {
  constructor(private readonly deps: BookingDeps) {}

  /**
   * Books a consultation: checks the slot, stores the prescription, and in one transaction claims the seat,
   * spends wallet money under the user's lock and writes the booking (and its pending payment). A booking
   * the wallet covers is confirmed at once (direct_booking); otherwise the gateway is asked for a page.
   */
  async book(
    user: SessionUser,
    fields: BookingFieldsParsed,
    prescription: Buffer | null,
    language: Language = 'en',
  ): Promise<BookingResponse> {
    const { db } = this.deps;
    const now = this.deps.clock();
    const department = await findDepartment(db, fields.departmentId);
    if (!department) throw fieldError(422, 'departmentId', BOOKING_MESSAGES.departmentRequired);
    const slot = department.hasSchedule ? await chosenSlot(db, fields, department.id, now) : null;

    let prescriptionKey: string | null = null;
    if (prescription) {
      const type = sniffDocumentType(prescription);
      if (!type) throw fieldError(415, 'prescription', BOOKING_MESSAGES.documentWrongType);
      prescriptionKey = newStorageKey('documents', type);
      await this.deps.files.put(prescriptionKey, prescription);
    }

    const { subject: row, page } = await this.deps.payments.payFor(
      (tx) => this.writeBooking(tx, user, fields, department, slot, now, prescriptionKey, language),
      { undo: async () => prescriptionKey && this.deps.files.delete(prescriptionKey), language },
    );
    if (page) return paymentInitiated('appointment_no', row.appointmentNo, page);
    await this.notify(row, language);
    return {
      success: true,
      status: DIRECT_BOOKING,
      payment_response: successPath(row.appointmentNo),
      data: { appointment_no: row.appointmentNo },
    };
  }

  /**
   * In the booking's transaction: claims the seat, reads the wallet under the user's lock, writes the booking
   * and says what to charge (the wallet part and, unless the wallet covers it, the rest online).
   */
  private async writeBooking(
    tx: Database,
    user: SessionUser,
    fields: BookingFieldsParsed,
    department: {
      id: number;
      name: string;
      nameHi: string | null;
      feePaise: number;
      feeDiscountPercent: number;
    },
    slot: ChosenSlot | null,
    now: Date,
    prescriptionKey: string | null,
    language: Language,
  ): Promise<{ subject: AppointmentRow; start: PaymentStart }> {
    if (slot) {
      // A closure being confirmed now either finishes first (and its date is refused here) or waits for this
      // hold and expires it (docs/decisions/0065).
      await lockDepartmentForBooking(tx, department.id);
      if (await isClosedOn(tx, department.id, slot.date))
        throw fieldError(422, 'appointmentDate', BOOKING_MESSAGES.slotNotOffered);
    }
    if (slot && !(await claimSeat(tx, slot.scheduleId, slot.date)))
      throw new HttpError(409, BOOKING_MESSAGES.slotTaken);
    // Without the wallet (the patient's choice) nothing is debited and the whole amount is paid online.
    const balance = fields.use_wallet ? await lockedBalancePaise(tx, user.id) : 0;
    const fee = feeBreakdown(department.feePaise, department.feeDiscountPercent, balance);
    const confirmed = fee.total === 0;
    const row = await insertAppointment(tx, {
      appointmentNo: newAppointmentNo(),
      userId: user.id,
      departmentId: department.id,
      scheduleId: slot?.scheduleId ?? null,
      slotDate: slot?.date ?? null,
      startMinute: slot?.startMinute ?? null,
      endMinute: slot?.endMinute ?? null,
      mode: fields.appointmentMode,
      symptoms: fields.symptoms,
      // What the patient reads: their e-prescription is labelled in it (docs/decisions/0046).
      language,
      patientName: fields.firstName,
      patientLastName: fields.last_name,
      patientMobile: fields.mobile,
      patientEmail: fields.email,
      // A minor's accompanying adult (docs/decisions/0067); not kept for an adult patient.
      ...(fields.age < ADULT_AGE
        ? {
            companionName: fields.companion_name,
            companionRelationship: fields.companion_relationship,
          }
        : {}),
      patientDetails: {
        gender: fields.gender,
        age: fields.age,
        height: fields.height,
        weight: fields.weight,
        heightWeight: fields.heightWeight,
        dibetic: fields.dibetic,
        bloodPressure: fields.bloodPressure,
        bloodSugure: fields.bloodSugure,
        smoke: fields.smoke,
        alcohol: fields.alcohol,
      },
      feePaise: fee.fee,
      feeDiscountPaise: fee.feeDiscount,
      walletPaise: fee.walletApplied,
      amountPaise: fee.total,
      state: confirmed ? 'confirmed' : 'pending_payment',
      seatHeld: slot !== null,
      holdExpiresAt: confirmed ? null : new Date(now.getTime() + SLOT_HOLD_MINUTES * 60_000),
      confirmedAt: confirmed ? now : null,
      prescriptionKey,
      createdAt: now,
    });
    return {
      subject: row,
      start: {
        ...paymentOf(row, department.name, department.nameHi),
        ...(fee.walletApplied > 0
          ? {
              wallet: {
                paise: fee.walletApplied,
                kind: 'booking_wallet' as const,
                reference: row.appointmentNo,
                note: `Consultation ${row.appointmentNo}`,
              },
            }
          : {}),
      },
    };
  }

  /**
   * A new payment for a booking whose payment failed or is pending, while its hold lasts: the seat is claimed
   * again if it was given back, and the hold starts over.
   */
  async retry(
    user: SessionUser,
    appointmentNo: string,
    language: Language = 'en',
  ): Promise<PaymentAnswer> {
    const now = this.deps.clock();
    const found = await findUserAppointment(this.deps.db, user.id, appointmentNo);
    if (!found) throw new HttpError(404, BOOKING_MESSAGES.appointmentUnknown);
    if (found.state !== 'pending_payment' && found.state !== 'payment_failed')
      throw new HttpError(409, BOOKING_MESSAGES.paymentNotRetryable);
    if (!found.holdExpiresAt || found.holdExpiresAt.getTime() <= now.getTime())
      throw new HttpError(409, BOOKING_MESSAGES.paymentExpired);
    const { subject: row, page } = await this.deps.payments.payFor(
      async (tx) => {
        const moved = await moveAppointment(tx, found.id, UNPAID, 'pending_payment', {
          holdExpiresAt: new Date(now.getTime() + SLOT_HOLD_MINUTES * 60_000),
        });
        if (!moved) throw new HttpError(409, BOOKING_MESSAGES.paymentNotRetryable);
        if (moved.scheduleId && moved.slotDate && (await takeSeat(tx, moved.id))) {
          if (!(await claimSeat(tx, moved.scheduleId, moved.slotDate)))
            throw new HttpError(409, BOOKING_MESSAGES.slotTaken);
        }
        return {
          subject: moved,
          start: paymentOf(moved, found.departmentName, found.departmentNameHi),
        };
      },
      { language },
    );
    if (!page) throw new HttpError(409, BOOKING_MESSAGES.paymentNotRetryable);
    return paymentInitiated('appointment_no', row.appointmentNo, page);
  }

  /** What a settled payment of kind 'appointment' does to its booking. */
  readonly purpose: PayableHandlers = {
    completed: async (tx, appointmentId, _payment, at) => {
      const current = await findAppointment(tx, appointmentId);
      if (!current) return 'stale';
      // A slot closed or switched off since the hold began is not confirmed: the money goes to the wallet
      // (the late-payment path), and the hold expires (docs/decisions/0065).
      if (!(await slotStillOffered(tx, current))) return 'stale';
      if (current.state === 'payment_failed' && current.scheduleId && current.slotDate) {
        // An earlier attempt failed and gave the seat back; this one paid: take a seat again if one is free.
        if (!(await claimSeat(tx, current.scheduleId, current.slotDate))) return 'stale';
        await takeSeat(tx, current.id);
      }
      const moved = await moveAppointment(tx, current.id, UNPAID, 'confirmed', {
        confirmedAt: at,
        holdExpiresAt: null,
      });
      return moved ? 'applied' : 'stale';
    },
    failed: async (tx, appointmentId) => {
      const moved = await moveAppointment(tx, appointmentId, ['pending_payment'], 'payment_failed');
      if (moved) await this.giveSeatBack(tx, moved);
    },
    settled: async (appointmentId, _payment, outcome) => {
      if (outcome !== 'completed') return;
      const row = await findAppointment(this.deps.db, appointmentId);
      if (row) await this.notify(row);
    },
    refundSettled: async (appointmentId, _payment, refund) => {
      const row = await findAppointment(this.deps.db, appointmentId);
      if (!row) return;
      const failed = refund.state === 'failed';
      await this.deps.notify.send({
        // The payment method could not take it back: the money went to the wallet instead.
        kind: failed ? 'refund_wallet' : 'refund_source',
        to: { mobile: row.patientMobile, patientId: row.userId, language: 'en' },
        vars: { amount: amountVar(refund.amountPaise), ref: refVar(row.appointmentNo) },
        key: `refund:${String(refund.id)}:${refund.state}`,
      });
    },
  };

  private async giveSeatBack(tx: Database, row: AppointmentRow): Promise<void> {
    if (row.scheduleId && row.slotDate && (await dropSeat(tx, row.id)))
      await releaseSeat(tx, row.scheduleId, row.slotDate);
  }

  /**
   * The reconciliation job's booking half: bookings whose hold ran out are asked about once more (their
   * pending payments, server-to-server), then expired: seat and wallet money given back, once.
   */
  async expireHolds(limit = 100): Promise<number> {
    const now = this.deps.clock();
    const rows = await listExpiredHolds(this.deps.db, now, limit);
    let expired = 0;
    for (const row of rows) {
      const payable = { kind: 'appointment', id: row.id } as const;
      const close = async (tx: Database): Promise<AppointmentRow | null> => {
        const moved = await moveAppointment(
          tx,
          row.id,
          UNPAID,
          'expired',
          { holdExpiresAt: null },
          now,
        );
        if (!moved) return null;
        await this.giveSeatBack(tx, moved);
        await addWalletEntry(tx, {
          userId: moved.userId,
          amountPaise: moved.walletPaise,
          kind: 'booking_wallet_release',
          reference: moved.appointmentNo,
          note: `Consultation ${moved.appointmentNo} expired unpaid`,
        });
        return moved;
      };
      if (await this.deps.payments.expire(payable, close, { askFirst: true })) expired += 1;
    }
    return expired;
  }

  private async notify(row: AppointmentRow, language: Language = 'en'): Promise<void> {
    await this.deps.reminders.events.appointmentConfirmed(row);
    try {
      const to = { mobile: row.patientMobile, patientId: row.userId, language };
      const appt = refVar(row.appointmentNo);
      const key = `appointment_confirmed:${row.appointmentNo}`;
      await this.deps.notify.send(
        row.slotDate && row.startMinute !== null
          ? {
              kind: 'appointment_confirmed',
              to,
              key,
              vars: {
                appt,
                date: dateVar(row.slotDate, to.language),
                time: timeVar(row.startMinute),
              },
            }
          : { kind: 'appointment_confirmed_asap', to, key, vars: { appt } },
      );
    } catch (error) {
      this.deps.log.error({ err: error, appointmentNo: row.appointmentNo }, 'booking SMS not sent');
    }
  }
}
