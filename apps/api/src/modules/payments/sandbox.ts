import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import {
  decideSandboxOrder,
  findSandboxOrder,
  findSandboxRefund,
  insertSandboxOrder,
  insertSandboxRefund,
  sandboxRefundedPaise,
} from './sandboxRepository';
import {
  type CallbackRequest,
  type CreatePaymentInput,
  type CreatedPayment,
  type GatewayState,
  type OrderStatus,
  type PaymentProvider,
  type RefundInput,
  type RefundState,
  type RefundStatus,
  headerOf,
} from './provider';

/** The callback credentials of a gateway: PhonePe sends SHA-256 of "username:password" as Authorization. */
export function callbackAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** How long a sandbox refund reads PENDING before it reads COMPLETED (a real one takes 5–7 working days). */
export const SANDBOX_REFUND_PENDING_MS = 20_000;

/**
 * The built-in gateway (PAYMENT_PROVIDER=sandbox): its own book of orders in `sandbox_orders`, a checkout
 * page at `checkoutPath/:merchantOrderId` (Pay / Fail / Leave pending), a redirect back to our return URL and
 * a server-to-server callback with its Authorization header, like PhonePe's. No money moves.
 *
 * Refunds (`sandbox_refunds`) behave like PhonePe's: accepted as PENDING, once per merchant refund id, and
 * COMPLETED when their status is asked after SANDBOX_REFUND_PENDING_MS (the reconciliation job asks every
 * minute). A refund of an order that was not paid, or of more than is left of it, is refused (FAILED). The
 * sandbox sends no refund callback: the status poll is how a refund settles here.
 */
export class SandboxGateway implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly canRefund = true;
  /** This process's callback password: the callback is sent from here, so it never leaves the process. */
  readonly authorization = callbackAuthorization('sandbox', randomBytes(24).toString('base64url'));

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    private readonly checkoutPath: string,
  ) {}

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const providerOrderId = `SBX${randomBytes(9).toString('hex').toUpperCase()}`;
    await insertSandboxOrder(this.db, {
      merchantOrderId: input.merchantOrderId,
      providerOrderId,
      amountPaise: input.amountPaise,
      redirectUrl: input.returnUrl,
      // The page's "For" line in the payer's language (docs/decisions/0046).
      message: (input.language === 'hi' && input.messageHi) || input.message,
      expiresAt: new Date(this.clock().getTime() + input.expireAfterSeconds * 1000),
    });
    return {
      redirectUrl: `${this.checkoutPath}/${encodeURIComponent(input.merchantOrderId)}${
        input.language === 'hi' ? '?lang=hi' : ''
      }`,
      providerOrderId,
    };
  }

  async orderStatus(merchantOrderId: string): Promise<OrderStatus> {
    const order = await this.order(merchantOrderId);
    if (!order) return { state: 'FAILED' };
    return {
      state: order.state,
      amountPaise: order.amountPaise,
      providerOrderId: order.providerOrderId,
    };
  }

  verifyCallback(callback: CallbackRequest): boolean {
    return sameSecret(headerOf(callback, 'authorization'), this.authorization);
  }

  async refund(input: RefundInput): Promise<RefundStatus> {
    const known = await findSandboxRefund(this.db, input.merchantRefundId);
    if (known) return this.refundAnswer(known);
    const order = await this.order(input.merchantOrderId);
    const left = order
      ? order.amountPaise - (await sandboxRefundedPaise(this.db, order.merchantOrderId))
      : 0;
    if (
      !order ||
      order.state !== 'COMPLETED' ||
      !Number.isSafeInteger(input.amountPaise) ||
      input.amountPaise <= 0 ||
      input.amountPaise > left
    )
      return { state: 'FAILED' };
    const now = this.clock();
    const stored = await insertSandboxRefund(this.db, {
      merchantRefundId: input.merchantRefundId,
      merchantOrderId: input.merchantOrderId,
      providerRefundId: `SBR${randomBytes(9).toString('hex').toUpperCase()}`,
      amountPaise: input.amountPaise,
      createdAt: now,
      settlesAt: new Date(now.getTime() + SANDBOX_REFUND_PENDING_MS),
    });
    return this.refundAnswer(stored);
  }

  async refundStatus(merchantRefundId: string): Promise<RefundStatus | null> {
    const row = await findSandboxRefund(this.db, merchantRefundId);
    return row ? this.refundAnswer(row) : null;
  }

  private refundAnswer(row: {
    state: string;
    settlesAt: Date;
    providerRefundId: string;
  }): RefundStatus {
    const state: RefundState =
      row.state === 'PENDING' && row.settlesAt.getTime() <= this.clock().getTime()
        ? 'COMPLETED'
        : (row.state as RefundState);
    return { state, providerRefundId: row.providerRefundId };
  }

  /** An order as the checkout page shows it; an order past its expiry reads FAILED, as a gateway's does. */
  async order(merchantOrderId: string): Promise<{
    merchantOrderId: string;
    providerOrderId: string;
    amountPaise: number;
    state: GatewayState;
    redirectUrl: string;
    message: string;
  } | null> {
    const row = await findSandboxOrder(this.db, merchantOrderId);
    if (!row) return null;
    const expired = row.state === 'PENDING' && row.expiresAt.getTime() <= this.clock().getTime();
    return {
      merchantOrderId: row.merchantOrderId,
      providerOrderId: row.providerOrderId,
      amountPaise: row.amountPaise,
      state: expired ? 'FAILED' : (row.state as GatewayState),
      redirectUrl: row.redirectUrl,
      message: row.message,
    };
  }

  /** The person's choice on the checkout page; only a pending order can change. */
  async decide(merchantOrderId: string, state: 'COMPLETED' | 'FAILED'): Promise<boolean> {
    return decideSandboxOrder(this.db, merchantOrderId, state, this.clock());
  }
}
