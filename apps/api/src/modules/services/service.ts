import type { Language } from '@medibridge/contract';
import { amountVar, clip, refVar } from '../notifications/vars';
import {
  type ServiceBookingRecord,
  type ServiceBookingResponse,
  indiaDateTime,
  rupeesToPaise,
  toWireAmount,
} from '@medibridge/contract';
import type { ServiceBookingFieldsParsed } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../plugins/sessions';
import { type PayableHandlers, newReference, paymentInitiated } from '../payments';
import {
  type ServiceBookingView,
  findServiceBooking,
  insertServiceBooking,
  moveServiceBooking,
} from './repository';

/** 'SRV-' and 8 random characters. */
export function newServiceReference(): string {
  return newReference('SRV-');
}

/** What paid services need from the app. */
export type ServiceDeps = Pick<FastifyInstance, 'db' | 'payments' | 'notify' | 'log'> & {
  clock: () => Date;
};

const PAYMENT_STATUS = {
  pending_payment: 'Pending',
  paid: 'Success',
  payment_failed: 'Failed',
  expired: 'Failed',
} as const;

export function serviceRecord(row: ServiceBookingView): ServiceBookingRecord {
  const state = row.state as ServiceBookingRecord['state'];
  return {
    reference: row.reference,
    service: row.service,
    name: row.name,
    mobile: row.mobile,
    remarks: row.remarks,
    amount: toWireAmount(row.amountPaise),
    state,
    payment_status: PAYMENT_STATUS[state],
    created_at: indiaDateTime(row.createdAt),
    payment_reference: row.paymentReference,
  };
}

/**
 * Books a paid service: the booking (with the amount as entered, in paise) and its pending payment in one
 * transaction, then the gateway page. The payment charges the recorded amount; nothing sent later changes it.
 */
export async function bookService(
  deps: ServiceDeps,
  user: SessionUser,
  fields: ServiceBookingFieldsParsed,
  language: Language = 'en',
): Promise<ServiceBookingResponse> {
  const amountPaise = rupeesToPaise(fields.amount);
  const now = deps.clock();
  const { subject: booking, page } = await deps.payments.payFor(
    async (tx) => {
      const booking = await insertServiceBooking(tx, {
        reference: newServiceReference(),
        userId: user.id,
        service: fields.service,
        name: fields.name,
        mobile: fields.mobile,
        remarks: fields.remarks,
        amountPaise,
        createdAt: now,
      });
      const start = {
        payable: { kind: 'service', id: booking.id },
        userId: user.id,
        onlinePaise: amountPaise,
        message: `${booking.service} ${booking.reference}`,
      } as const;
      return { subject: booking, start };
    },
    { language },
  );
  // The schema asks for at least ₹1, so there is always something to pay online.
  if (!page) throw new Error('A service booking with nothing to pay');
  return paymentInitiated('reference', booking.reference, page);
}

/** Payments of kind 'service': a completed payment marks the booking paid, a failed one failed. */
export function servicePurpose(deps: ServiceDeps): PayableHandlers {
  return {
    completed: async (tx, bookingId, _payment, at) => {
      const moved = await moveServiceBooking(
        tx,
        bookingId,
        ['pending_payment', 'payment_failed', 'expired'],
        'paid',
        at,
      );
      return moved ? 'applied' : 'stale';
    },
    failed: async (tx, bookingId) => {
      await moveServiceBooking(tx, bookingId, ['pending_payment'], 'payment_failed');
    },
    settled: async (bookingId, _payment, outcome) => {
      if (outcome !== 'completed') return;
      const row = await findServiceBooking(deps.db, bookingId);
      if (!row) return;
      try {
        await deps.notify.send({
          kind: 'service_booked',
          to: { mobile: row.mobile, patientId: row.userId, language: 'en' },
          vars: {
            amount: amountVar(row.amountPaise),
            service: clip(row.service),
            ref: refVar(row.reference),
          },
          key: `service_booked:${row.reference}`,
        });
      } catch (error) {
        deps.log.error({ err: error, reference: row.reference }, 'service SMS not sent');
      }
    },
  };
}
