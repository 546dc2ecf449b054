import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { decideSandboxOrder, findSandboxOrder, insertSandboxOrder } from './sandboxRepository';
import type {
  CreatePaymentInput,
  CreatedPayment,
  GatewayState,
  OrderStatus,
  PaymentProvider,
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

/**
 * The built-in gateway (PAYMENT_PROVIDER=sandbox): its own book of orders in `sandbox_orders`, a checkout
 * page at `checkoutPath/:merchantOrderId` (Pay / Fail / Leave pending), a redirect back to our return URL and
 * a server-to-server callback with its Authorization header, like PhonePe's. No money moves.
 */
export class SandboxGateway implements PaymentProvider {
  readonly name = 'sandbox' as const;
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
      message: input.message,
      expiresAt: new Date(this.clock().getTime() + input.expireAfterSeconds * 1000),
    });
    return {
      redirectUrl: `${this.checkoutPath}/${encodeURIComponent(input.merchantOrderId)}`,
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

  verifyCallback(authorization: string | undefined): boolean {
    return typeof authorization === 'string' && sameSecret(authorization, this.authorization);
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
