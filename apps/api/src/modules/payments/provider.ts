import type { Language } from '@medibridge/contract';
/**
 * A payment gateway as the rest of the server sees it: create a payment page for an order, ask an order's
 * state server-to-server, check a callback's authorization and, where the gateway can, refund a completed
 * order to where it was paid from. Two implementations, chosen by PAYMENT_PROVIDER: the built-in sandbox (no
 * real money) and PhonePe. Amounts are paise.
 */

/** An order's state as the gateway reports it (PhonePe's words). */
export type GatewayState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface CreatePaymentInput {
  merchantOrderId: string;
  amountPaise: number;
  /** Where the gateway sends the browser back (our return URL). */
  returnUrl: string;
  /** How long the gateway keeps the order payable. */
  expireAfterSeconds: number;
  /** Shown on the gateway's page (English: what PhonePe receives). */
  message: string;
  /**
   * What is paid for in Hindi, for a gateway page that shows our words in the payer's language (the
   * sandbox's "For" line, docs/decisions/0046).
   */
  messageHi?: string;
  /** The language of the request that started the payment: the gateway's page follows it when it can. */
  language?: Language;
}

export interface CreatedPayment {
  /** The gateway page the browser goes to. */
  redirectUrl: string;
  /** The gateway's own id for the order. */
  providerOrderId: string;
}

export interface OrderStatus {
  state: GatewayState;
  amountPaise?: number;
  providerOrderId?: string;
}

/** A refund's state as the gateway reports it: accepted and on its way, arrived, or refused. */
export type RefundState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface RefundInput {
  /** Our unique id for the refund (one per payment): asking twice with it never refunds twice. */
  merchantRefundId: string;
  /** The completed order the money came from. */
  merchantOrderId: string;
  amountPaise: number;
}

export interface RefundStatus {
  state: RefundState;
  /** The gateway's own id for the refund. */
  providerRefundId?: string;
}

/** A callback as it arrived: its headers (lower-case names) and its exact body, as sent. */
export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One header's value ('' when absent; the first when sent twice). */
export function headerOf(callback: CallbackRequest, name: string): string {
  const value = callback.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'phonepe';
  /**
   * True when the gateway can send money back to the payment method an order was paid with. When false,
   * `refund` and `refundStatus` are never called and every refund goes to the wallet.
   */
  readonly canRefund: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The order's state, asked server-to-server: never trust what the browser says. */
  orderStatus(merchantOrderId: string): Promise<OrderStatus>;
  /** True when a callback carries the gateway's authorization (a header, or a signature of its body). */
  verifyCallback(callback: CallbackRequest): boolean;
  /** Asks the gateway to refund (part of) a completed order to its payment method. */
  refund(input: RefundInput): Promise<RefundStatus>;
  /** A refund's state, asked server-to-server; null when the gateway has no refund by that id. */
  refundStatus(merchantRefundId: string): Promise<RefundStatus | null>;
}

/** The gateway did not answer usefully (network, timeout, an error answer): try again later. */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}
