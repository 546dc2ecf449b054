import { randomInt } from 'node:crypto';
import {
  type ServiceBookingRecord,
  type ServiceBookingResponse,
  indiaDateTime,
  rupeesToPaise,
  toWireAmount,
} from '@medibridge/contract';
import type { ServiceBookingFieldsParsed } from '@medibridge/contract/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { retryOnUniqueViolation } from '../../lib/dbErrors';
import type { SessionUser } from '../../plugins/sessions';
import type { PaymentPurpose, PaymentRow } from '../payments';
import type { SmsProvider } from '../sms';
import {
  type ServiceBookingView,
  findServiceBooking,
  insertServiceBooking,
  moveServiceBooking,
} from './repository';

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'SRV-' and 8 random characters. */
export function newServiceReference(): string {
  let ref = 'SRV-';
  for (let i = 0; i < 8; i += 1) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return ref;
}

export interface ServiceDeps {
  db: Database;
  clock: () => Date;
  payments: FastifyInstance['payments'];
  sms: SmsProvider;
  log: FastifyBaseLogger;
}

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
): Promise<ServiceBookingResponse> {
  const amountPaise = rupeesToPaise(fields.amount);
  const now = deps.clock();
  // A clash of random references runs the write again with another (never in practice).
  const { booking, payment } = await retryOnUniqueViolation(() =>
    deps.db.transaction(async (t) => {
      const tx = t as unknown as Database;
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
      const payment = await deps.payments.insertPending(tx, {
        userId: user.id,
        purpose: 'service',
        appointmentId: null,
        serviceBookingId: booking.id,
        amountPaise,
      });
      return { booking, payment };
    }),
  );
  const opened = await deps.payments.open(payment, `${booking.service} ${booking.reference}`);
  return {
    success: true,
    status: 'payment_initiated',
    data: {
      reference: booking.reference,
      merchant_order_id: opened.merchantOrderId,
      amount: toWireAmount(opened.amountPaise),
      instrumentResponse: {
        type: 'PAY_PAGE',
        redirectInfo: { url: opened.redirectUrl, method: 'GET' },
      },
    },
  };
}

/** The payment purpose 'service': a completed payment marks the booking paid, a failed one failed. */
export function servicePurpose(deps: ServiceDeps): PaymentPurpose {
  return {
    completed: async (tx, payment: PaymentRow, at) => {
      if (payment.serviceBookingId === null) return 'stale';
      const moved = await moveServiceBooking(
        tx,
        payment.serviceBookingId,
        ['pending_payment', 'payment_failed', 'expired'],
        'paid',
        at,
      );
      return moved ? 'applied' : 'stale';
    },
    failed: async (tx, payment: PaymentRow) => {
      if (payment.serviceBookingId === null) return;
      await moveServiceBooking(tx, payment.serviceBookingId, ['pending_payment'], 'payment_failed');
    },
    settled: async (payment, outcome) => {
      if (outcome !== 'completed' || payment.serviceBookingId === null) return;
      const row = await findServiceBooking(deps.db, payment.serviceBookingId);
      if (!row) return;
      try {
        await deps.sms.send({
          mobile: row.mobile,
          template: 'appointment',
          text: `MediBridge: we received ₹${toWireAmount(row.amountPaise)} for ${row.service} (${row.reference}). Our team will call you shortly.`,
          vars: { text: `paid ${row.reference}` },
        });
      } catch (error) {
        deps.log.error({ err: error, reference: row.reference }, 'service SMS not sent');
      }
    },
  };
}
