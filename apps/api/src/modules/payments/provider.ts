/**
 * A payment gateway as the rest of the server sees it: create a payment page for an order, ask an order's
 * state server-to-server, and check a callback's authorization. Two implementations, chosen by
 * PAYMENT_PROVIDER: the built-in sandbox (no real money) and PhonePe. Amounts are paise.
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
  /** Shown on the gateway's page. */
  message: string;
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

export interface PaymentProvider {
  readonly name: 'sandbox' | 'phonepe';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The order's state, asked server-to-server: never trust what the browser says. */
  orderStatus(merchantOrderId: string): Promise<OrderStatus>;
  /** True when a callback's Authorization header is the gateway's. */
  verifyCallback(authorization: string | undefined): boolean;
}

/** The gateway did not answer usefully (network, timeout, an error answer): try again later. */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}
