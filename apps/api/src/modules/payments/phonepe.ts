import { createHmac } from 'node:crypto';
import {
  type CallbackRequest,
  type CreatePaymentInput,
  type CreatedPayment,
  GatewayError,
  type GatewayState,
  type OrderStatus,
  type PaymentProvider,
  type RefundInput,
  type RefundState,
  type RefundStatus,
  headerOf,
} from './provider';
import { PhonePeClient, type PhonePeConfig, PhonePeHttpError } from './phonepeClient';
import { callbackAuthorization, sameSecret } from './sandbox';

/**
 * PhonePe Payment Gateway, Standard Checkout (v2), spoken over Node's fetch. Amounts are paise.
 *
 * The wire format follows PhonePe PG docs, Standard Checkout API ("Generate Authorization Token", "Create
 * Payment", "Check Order Status", "Initiate Refund", "Webhook Handling"), checked against PhonePe's own
 * Node SDK (pg-sdk-node: token service, StandardCheckoutClient, callback check):
 *
 * - Token: POST `{auth}/v1/oauth/token`, form fields client_id, client_version, client_secret,
 *   grant_type=client_credentials → `{access_token, token_type: 'O-Bearer', issued_at, expires_at, …}`
 *   (epoch seconds). The docs ask to reuse the token and refresh it before `expires_at`; the SDK refreshes at
 *   half its life and once more, then retries, when a call answers 401. So do we.
 * - Create payment: POST `{pg}/checkout/v2/pay`, `Authorization: O-Bearer <token>`, JSON `{merchantOrderId,
 *   amount (≥ 100 paise), expireAfter (300–3600 s), paymentFlow: {type: 'PG_CHECKOUT', message,
 *   merchantUrls: {redirectUrl}}}` → `{orderId, state: 'PENDING', expireAt, redirectUrl}`.
 * - Order status: GET `{pg}/checkout/v2/order/{merchantOrderId}/status` → `{orderId, state: PENDING |
 *   COMPLETED | FAILED, amount, expireAt, paymentDetails, …}`.
 * - Refund: POST `{pg}/payments/v2/refund` `{merchantRefundId, originalMerchantOrderId, amount}` →
 *   `{refundId, amount, state: 'PENDING'}`.
 * - Refund status: GET `{pg}/payments/v2/refund/{merchantRefundId}/status` → `{originalMerchantOrderId,
 *   amount, state: PENDING | CONFIRMED | COMPLETED | FAILED, refundId, errorCode, …}`; its webhooks are
 *   `pg.refund.accepted`, `pg.refund.completed` and `pg.refund.failed` with `{merchantRefundId,
 *   originalMerchantOrderId, refundId, state, amount}` in `payload`.
 * - Callback: with the dashboard's "Basic (SHA)" webhook, the `Authorization` header is SHA-256 (hex) of
 *   `username:password`; with its "HMAC" webhook, a signature of the body under the secret key the dashboard
 *   generated (docs/decisions/0048). Only `payload.state` counts, and we ask the status call anyway.
 * - Errors: any other HTTP status; the body carries `code`/`errorCode` and `message`.
 */

/** PhonePe's limits on an order's life (Create Payment: expireAfter), in seconds. */
const EXPIRE_AFTER_MIN_S = 300;
const EXPIRE_AFTER_MAX_S = 3600;

/** PhonePe's smallest order (Create Payment: amount), in paise. */
const MIN_AMOUNT_PAISE = 100;

export { PhonePeHttpError };

/** A refund PhonePe accepted (it settles later: PENDING, then COMPLETED or FAILED). */
export interface PhonePeRefund {
  refundId: string;
  state: string;
  amountPaise: number | null;
}

export interface PhonePeOptions {
  /** Tests: a fetch of their own. */
  fetch?: typeof fetch;
  /** The time used for token expiry (epoch ms). PhonePe's `expires_at` is wall-clock time, so is this. */
  now?: () => number;
}

/** PhonePe's refund states in ours: accepted (CONFIRMED, ACCEPTED) is still on its way. */
function refundState(state: string): RefundState {
  if (state === 'COMPLETED' || state === 'FAILED') return state;
  if (state === 'PENDING' || state === 'CONFIRMED' || state === 'ACCEPTED') return 'PENDING';
  throw new GatewayError(
    `PhonePe answered a refund with an unknown state ${JSON.stringify(state)}.`,
  );
}

export class PhonePeGateway implements PaymentProvider {
  readonly name = 'phonepe' as const;
  readonly canRefund = true;
  private readonly client: PhonePeClient;
  /** SHA-256 of the dashboard's username:password (Basic webhook), or null when only HMAC is set. */
  private readonly expectedAuthorization: string | null;
  private readonly hmacKey: string | null;
  private readonly hmacHeaders: readonly string[];

  constructor(config: PhonePeConfig, options: PhonePeOptions = {}) {
    this.client = new PhonePeClient(config, options.fetch ?? fetch, options.now ?? Date.now);
    this.expectedAuthorization =
      config.callbackUsername && config.callbackPassword
        ? callbackAuthorization(config.callbackUsername, config.callbackPassword)
        : null;
    this.hmacKey = config.webhookHmacKey;
    this.hmacHeaders = config.webhookHmacHeader
      ? [config.webhookHmacHeader]
      : ['authorization', 'x-verify'];
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < MIN_AMOUNT_PAISE)
      throw new GatewayError(
        `PhonePe takes payments of at least ₹1 (${MIN_AMOUNT_PAISE} paise); this one is ${input.amountPaise} paise.`,
      );
    const expireAfter = Math.min(
      EXPIRE_AFTER_MAX_S,
      Math.max(EXPIRE_AFTER_MIN_S, Math.round(input.expireAfterSeconds)),
    );
    const answer = await this.client.call('create payment', 'POST', '/checkout/v2/pay', {
      merchantOrderId: input.merchantOrderId,
      amount: input.amountPaise,
      expireAfter,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: input.message,
        merchantUrls: { redirectUrl: input.returnUrl },
      },
    });
    const { orderId, redirectUrl } = answer;
    if (typeof orderId !== 'string' || !orderId || typeof redirectUrl !== 'string')
      throw new GatewayError('PhonePe accepted the payment but sent no orderId or redirectUrl.');
    let page: URL;
    try {
      page = new URL(redirectUrl);
    } catch {
      throw new GatewayError('PhonePe sent a checkout address that is not a URL.');
    }
    if (page.protocol !== 'https:' && page.protocol !== 'http:')
      throw new GatewayError('PhonePe sent a checkout address that is not a web page.');
    return { redirectUrl: page.href, providerOrderId: orderId };
  }

  /**
   * The order's state, asked of PhonePe. An error answer (including one for an order PhonePe does not know)
   * throws GatewayError: the payment stays as it is and the reconciliation job asks again.
   */
  async orderStatus(merchantOrderId: string): Promise<OrderStatus> {
    const answer = await this.client.call(
      'order status',
      'GET',
      `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status`,
    );
    const state = answer.state;
    let gatewayState: GatewayState;
    if (state === 'PENDING' || state === 'COMPLETED' || state === 'FAILED') gatewayState = state;
    // Documented for orders nobody has tried to pay yet: still payable, i.e. pending for us.
    else if (state === 'CREATED') gatewayState = 'PENDING';
    else
      throw new GatewayError(
        `PhonePe answered the status of ${merchantOrderId} with an unknown state ${JSON.stringify(state)}.`,
      );
    return {
      state: gatewayState,
      ...(typeof answer.amount === 'number' ? { amountPaise: answer.amount } : {}),
      ...(typeof answer.orderId === 'string' && answer.orderId
        ? { providerOrderId: answer.orderId }
        : {}),
    };
  }

  /**
   * PhonePe's webhook authorization, either scheme the dashboard offers: "Basic (SHA)", the Authorization
   * header being SHA-256 (hex) of username:password; or "HMAC", HMAC-SHA256 of the exact body under the
   * dashboard's secret key, hex or base64, in the Authorization or X-Verify header (an optional `sha256=`
   * prefix is allowed). Compared in constant time.
   */
  verifyCallback(callback: CallbackRequest): boolean {
    const authorization = headerOf(callback, 'authorization').trim();
    if (
      this.expectedAuthorization &&
      sameSecret(authorization.toLowerCase(), this.expectedAuthorization)
    )
      return true;
    if (!this.hmacKey) return false;
    const mac = createHmac('sha256', this.hmacKey).update(callback.body, 'utf8').digest();
    const hex = mac.toString('hex');
    const base64 = mac.toString('base64');
    return this.hmacHeaders.some((name) => {
      const sent = headerOf(callback, name)
        .trim()
        .replace(/^sha256=/i, '');
      return sameSecret(sent.toLowerCase(), hex) || sameSecret(sent, base64);
    });
  }

  /**
   * A refund through PhonePe, as the payment service asks for it. PhonePe refusing the request itself (a 4xx
   * other than 401/408/429) is a failed refund, unless PhonePe already knows this merchant refund id (a
   * request sent again after a lost answer); network errors and 5xx throw, and the job asks again later.
   */
  async refund(input: RefundInput): Promise<RefundStatus> {
    try {
      const answer = await this.initiateRefund(
        input.merchantRefundId,
        input.merchantOrderId,
        input.amountPaise,
      );
      return { state: refundState(answer.state), providerRefundId: answer.refundId };
    } catch (error) {
      if (
        !(error instanceof PhonePeHttpError) ||
        error.status < 400 ||
        error.status >= 500 ||
        [401, 408, 429].includes(error.status)
      )
        throw error;
      return (await this.refundStatus(input.merchantRefundId)) ?? { state: 'FAILED' };
    }
  }

  /** A refund's state, asked of PhonePe; null when PhonePe answers 404 (it has no refund by that id). */
  async refundStatus(merchantRefundId: string): Promise<RefundStatus | null> {
    let answer: Record<string, unknown>;
    try {
      answer = await this.client.call(
        'refund status',
        'GET',
        `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`,
      );
    } catch (error) {
      if (error instanceof PhonePeHttpError && error.status === 404) return null;
      throw error;
    }
    if (typeof answer.state !== 'string')
      throw new GatewayError(
        `PhonePe answered the status of refund ${merchantRefundId} without a state.`,
      );
    return {
      state: refundState(answer.state),
      ...(typeof answer.refundId === 'string' && answer.refundId
        ? { providerRefundId: answer.refundId }
        : {}),
    };
  }

  /** Asks PhonePe to refund (part of) a completed order to where it came from (the raw call). */
  async initiateRefund(
    merchantRefundId: string,
    originalMerchantOrderId: string,
    amountPaise: number,
  ): Promise<PhonePeRefund> {
    if (!Number.isSafeInteger(amountPaise) || amountPaise < MIN_AMOUNT_PAISE)
      throw new GatewayError(
        `PhonePe refunds at least ₹1 (${MIN_AMOUNT_PAISE} paise); this one is ${amountPaise} paise.`,
      );
    const answer = await this.client.call('refund', 'POST', '/payments/v2/refund', {
      merchantRefundId,
      originalMerchantOrderId,
      amount: amountPaise,
    });
    if (typeof answer.refundId !== 'string' || typeof answer.state !== 'string')
      throw new GatewayError('PhonePe accepted the refund but sent no refundId or state.');
    return {
      refundId: answer.refundId,
      state: answer.state,
      amountPaise: typeof answer.amount === 'number' ? answer.amount : null,
    };
  }
}
