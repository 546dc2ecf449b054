import { addDays, formatRupees, indiaDate } from '@medibridge/contract';
import type { StaffPaymentDetail, StaffPayment, StaffRefundBody } from '@medibridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { type Notifier, amountVar, refVar } from '../notifications';
import { GatewayError, type Payments } from '../payments';
import {
  type ListedPayment,
  eventsOf,
  findAdminRefund,
  findListedPayment,
  insertAdminRefund,
  paymentNow,
  recordStatusCheck,
  setAdminRefundMerchantId,
  sourceRefundsOf,
  walletAdminRefundsOf,
  walletCreditsFor,
} from './repository';

/** What the operator is told (docs/decisions/0059). */
export const MONEY_MESSAGES = {
  noPayment: 'There is no payment with this id.',
  notPending: 'Only a pending payment can be asked about again: this one is already settled.',
  gatewayDown: 'The gateway did not answer. Nothing changed; try again in a minute.',
  asked: 'The gateway was asked again.',
  notCompleted: 'Only a paid (completed) payment can be refunded: this one is not.',
  noSource:
    'This payment cannot go back to its payment method (the gateway does not take refunds for it): refund it to the wallet.',
  keyReused: 'This refund key was used for a different refund. Reload the page and try again.',
  refunded: 'The refund is made.',
  sameRefund:
    'This refund was made already (the same request came twice); nothing more was refunded.',
  overLimit: (left: number, paid: number, refunded: number) =>
    `Only ${formatRupees(left / 100)} of this payment can still be refunded: ${formatRupees(paid / 100)} was paid and ${formatRupees(refunded / 100)} refunded already.`,
} as const;

export interface MoneyDeps {
  db: Database;
  payments: Payments;
  notify: Notifier;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** A listed payment on the wire. */
export function paymentOut(row: ListedPayment): StaffPayment {
  const p = row.payment;
  return {
    merchant_order_id: p.merchantOrderId,
    state: p.state as StaffPayment['state'],
    gateway: p.provider,
    amount_paise: p.amountPaise,
    refunded_paise: p.refundedPaise,
    purpose: p.purpose,
    number: row.appointmentNo ?? row.orderNo,
    patient_name: row.patientName,
    patient_mobile: row.patientMobile,
    created_at: p.createdAt.toISOString(),
    settled_at: p.settledAt?.toISOString() ?? null,
  };
}

/** One payment with its history and refunds, for the payment's page. */
export async function paymentDetail(
  deps: MoneyDeps,
  merchantOrderId: string,
): Promise<StaffPaymentDetail> {
  const row = await findListedPayment(deps.db, merchantOrderId);
  if (!row) throw new HttpError(404, MONEY_MESSAGES.noPayment);
  const p = row.payment;
  const events = await eventsOf(deps.db, p.merchantOrderId);
  const source = await sourceRefundsOf(deps.db, p.id);
  const toWallet = await walletAdminRefundsOf(deps.db, p.id);
  const number = row.appointmentNo ?? row.orderNo;
  const credits = await walletCreditsFor(deps.db, p.userId, [
    ...(row.appointmentNo ? [{ kind: 'booking_refund', reference: row.appointmentNo }] : []),
    ...(row.orderNo ? [{ kind: 'order_refund', reference: row.orderNo }] : []),
    { kind: 'late_payment_credit', reference: p.merchantOrderId },
    ...source.map((s) => ({ kind: 'source_refund_failed', reference: s.refund.merchantRefundId })),
  ]);
  const refunds: StaffPaymentDetail['refunds'] = [
    ...source.map((s) => ({
      to: 'source' as const,
      amount_paise: s.refund.amountPaise,
      state: s.refund.state,
      reference: s.refund.merchantRefundId,
      reason: s.reason,
      by: s.by,
      created_at: s.refund.createdAt.toISOString(),
    })),
    ...toWallet.map((w) => ({
      to: 'wallet' as const,
      amount_paise: w.refund.amountPaise,
      state: 'completed',
      reference: `admin-refund-${String(w.refund.id)}`,
      reason: w.refund.reason,
      by: w.by,
      created_at: w.refund.createdAt.toISOString(),
    })),
    ...credits.map((c) => ({
      to: 'wallet' as const,
      amount_paise: c.amountPaise,
      state: 'completed',
      reference: `${c.kind}:${c.reference}`,
      reason: c.note,
      by: null,
      created_at: c.createdAt.toISOString(),
    })),
  ].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const history: StaffPaymentDetail['history'] = [
    {
      at: p.createdAt.toISOString(),
      kind: 'opened',
      detail: `${formatRupees(p.amountPaise / 100)} through ${p.provider}${number ? ` for ${number}` : ''}`,
    },
    ...events.map((e) => ({ at: e.createdAt.toISOString(), kind: e.kind, detail: e.detail })),
    ...refunds.map((r) => ({
      at: r.created_at,
      kind: 'refund',
      detail: `${formatRupees(r.amount_paise / 100)} to the ${r.to === 'source' ? 'payment method' : 'wallet'} (${r.state})${r.by ? ` by ${r.by}` : ''}${r.reason ? `: ${r.reason}` : ''}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...paymentOut(row),
    history,
    refunds,
    refundable_paise: p.state === 'completed' ? p.amountPaise - p.refundedPaise : 0,
    can_refund_to_source: deps.payments.canRefundToSource(p),
  };
}

/**
 * "Ask the gateway again" for a pending payment: the poller's status check (`payments.refresh`), whose
 * answer is applied once by the payment's guarded moves whoever else asks at the same time; the answer is
 * kept in the payment's history and the action audited.
 */
export async function askGateway(
  deps: MoneyDeps,
  actor: AuditActor,
  merchantOrderId: string,
): Promise<StaffPaymentDetail> {
  const before = await deps.payments.find(merchantOrderId);
  if (!before) throw new HttpError(404, MONEY_MESSAGES.noPayment);
  if (before.state !== 'pending') throw new HttpError(409, MONEY_MESSAGES.notPending);
  let after;
  try {
    after = await deps.payments.refresh(merchantOrderId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn({ err: error, merchantOrderId }, 'admin status check: gateway did not answer');
    throw new HttpError(503, MONEY_MESSAGES.gatewayDown, undefined, 60);
  }
  const state = after?.state ?? before.state;
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    await recordStatusCheck(tx, merchantOrderId, state, at);
    await recordAudit(tx, actor, {
      action: 'payment.ask_gateway',
      subjectType: 'payment',
      subject: merchantOrderId,
      detail: `Asked the gateway again: the payment is ${state}.`,
      ...(state !== before.state ? { before: { state: before.state }, after: { state } } : {}),
      at,
    });
  });
  return paymentDetail(deps, merchantOrderId);
}

/**
 * An admin's refund (docs/decisions/0059): exactly once per client key (a unique key), never more than paid
 * minus refunded (one guarded update in the payments module), audited before → after in the same
 * transaction; the patient is texted. A refund to the payment method is asked of the gateway after commit.
 */
export async function refundPayment(
  deps: MoneyDeps,
  actor: AuditActor,
  merchantOrderId: string,
  body: { idempotency_key: string; amount_paise: number; to: 'wallet' | 'source'; reason: string },
): Promise<{ message: string; data: StaffPaymentDetail }> {
  const listed = await findListedPayment(deps.db, merchantOrderId);
  if (!listed) throw new HttpError(404, MONEY_MESSAGES.noPayment);
  const payment = listed.payment;
  const replay = async () => {
    const same = await findAdminRefund(deps.db, body.idempotency_key);
    if (
      !same ||
      same.paymentId !== payment.id ||
      same.amountPaise !== body.amount_paise ||
      same.destination !== body.to
    )
      throw new HttpError(409, MONEY_MESSAGES.keyReused);
    return { message: MONEY_MESSAGES.sameRefund, data: await paymentDetail(deps, merchantOrderId) };
  };
  if (await findAdminRefund(deps.db, body.idempotency_key)) return replay();
  if (payment.state !== 'completed' && payment.state !== 'refunded')
    throw new HttpError(409, MONEY_MESSAGES.notCompleted);
  if (body.to === 'source' && !deps.payments.canRefundToSource({ ...payment, state: 'completed' }))
    throw new HttpError(409, MONEY_MESSAGES.noSource);
  const at = deps.clock();
  const number = listed.appointmentNo ?? listed.orderNo ?? merchantOrderId;
  const made = await deps.db.transaction(async (tx) => {
    const row = await insertAdminRefund(tx, {
      idempotencyKey: body.idempotency_key,
      paymentId: payment.id,
      amountPaise: body.amount_paise,
      destination: body.to,
      reason: body.reason,
      staffUserId: actor.userId,
      createdAt: at,
    });
    if (!row) return null;
    const reference =
      body.to === 'wallet'
        ? `admin-refund-${String(row.id)}`
        : `R${merchantOrderId}-${String(row.id)}`;
    const taken = await deps.payments.recordPartRefund(tx, {
      payment,
      amountPaise: body.amount_paise,
      to: body.to,
      reference,
      note: `Refund for ${number}: ${body.reason}`,
      at,
    });
    if (!taken) {
      // Read in this transaction (PGlite has one connection: a read outside it would wait for it).
      const now = (await paymentNow(tx, payment.id)) ?? payment;
      const left = now.state === 'completed' ? now.amountPaise - now.refundedPaise : 0;
      throw new HttpError(409, MONEY_MESSAGES.overLimit(left, now.amountPaise, now.refundedPaise));
    }
    if (taken.refund) await setAdminRefundMerchantId(tx, row.id, reference);
    await recordAudit(tx, actor, {
      action: 'payment.refund',
      subjectType: 'payment',
      subject: merchantOrderId,
      detail: `${formatRupees(body.amount_paise / 100)} to the ${body.to === 'wallet' ? 'wallet' : 'payment method'} for ${number}: ${body.reason}`,
      before: { refunded_paise: payment.refundedPaise, state: payment.state },
      after: { refunded_paise: taken.payment.refundedPaise, state: taken.payment.state },
      at,
    });
    return taken;
  });
  if (!made) return replay();
  if (made.refund) await deps.payments.sendRefund(made.refund, merchantOrderId);
  else
    await textPatient(
      deps,
      listed,
      body.amount_paise,
      number,
      `admin_refund:${body.idempotency_key}`,
    );
  return { message: MONEY_MESSAGES.refunded, data: await paymentDetail(deps, merchantOrderId) };
}

/** The patient is told of a refund to their wallet (a refund to the payment method is told when it settles). */
async function textPatient(
  deps: MoneyDeps,
  listed: ListedPayment,
  amountPaise: number,
  number: string,
  key: string,
): Promise<void> {
  try {
    await deps.notify.send({
      kind: 'refund_wallet',
      to: { mobile: listed.patientMobile, patientId: listed.payment.userId, language: 'en' },
      vars: { amount: amountVar(amountPaise), ref: refVar(number) },
      key,
    });
  } catch (error) {
    deps.log.error({ err: error, number }, 'refund message not sent');
  }
}

/** The India dates of a settlement request: `to` defaults to today, `from` to 29 days before it. */
export function settlementRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): { from: string; to: string } {
  const to = query.to ?? indiaDate(now);
  const from = query.from ?? addDays(to, -29);
  if (from > to) throw new HttpError(400, 'The first date must not be after the last.');
  if (addDays(from, 91) < to) throw new HttpError(400, 'Pick at most 92 days.');
  return { from, to };
}

export type { StaffRefundBody };
