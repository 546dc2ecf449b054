import type { PaymentConfig } from '../../config';
import {
  type CreatePaymentInput,
  type CreatedPayment,
  GatewayError,
  type GatewayState,
  type OrderStatus,
  type PaymentProvider,
  type RefundInput,
  type RefundState,
  type RefundStatus,
} from './provider';
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
 * - Callback: the webhook's `Authorization` header is SHA-256 (hex) of `username:password` as set on the
 *   dashboard; only `payload.state` counts, and we ask the status call anyway.
 * - Errors: any other HTTP status; the body carries `code`/`errorCode` and `message`.
 */

type PhonePeConfig = Extract<PaymentConfig, { provider: 'phonepe' }>;

/** Before this much of a token's life is left, a new one is asked for (at the latest). */
const TOKEN_MARGIN_S = 60;

/** PhonePe's limits on an order's life (Create Payment: expireAfter), in seconds. */
const EXPIRE_AFTER_MIN_S = 300;
const EXPIRE_AFTER_MAX_S = 3600;

/** PhonePe's smallest order (Create Payment: amount), in paise. */
const MIN_AMOUNT_PAISE = 100;

/** PhonePe answered with an HTTP error: its status and, when it said one, its error code. */
export class PhonePeHttpError extends GatewayError {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'PhonePeHttpError';
  }
}

/** A refund PhonePe accepted (it settles later: PENDING, then COMPLETED or FAILED). */
export interface PhonePeRefund {
  refundId: string;
  state: string;
  amountPaise: number | null;
}

interface CachedToken {
  /** The whole Authorization header value, e.g. `O-Bearer eyJ…`. */
  header: string;
  /** When to ask for a new one (epoch ms). */
  refreshAt: number;
  /** When it stops working (epoch ms): until then it may still serve if a refresh fails. */
  expiresAt: number;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class PhonePeGateway implements PaymentProvider {
  readonly name = 'phonepe' as const;
  readonly canRefund = true;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly expectedAuthorization: string;
  private token: CachedToken | null = null;
  /** The token request in flight, shared by every call that needs one meanwhile. */
  private tokenRequest: Promise<CachedToken> | null = null;

  constructor(
    private readonly config: PhonePeConfig,
    options: PhonePeOptions = {},
  ) {
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.expectedAuthorization = callbackAuthorization(
      config.callbackUsername,
      config.callbackPassword,
    );
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
    const answer = await this.call('create payment', 'POST', '/checkout/v2/pay', {
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
    const answer = await this.call(
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

  verifyCallback(authorization: string | undefined): boolean {
    if (typeof authorization !== 'string') return false;
    return sameSecret(authorization.trim().toLowerCase(), this.expectedAuthorization);
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
      answer = await this.call(
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
    const answer = await this.call('refund', 'POST', '/payments/v2/refund', {
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

  /** A payment call with the token; on 401 the token is renewed once and the call made again. */
  private async call(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>> {
    const url = `${this.config.pgUrl}${path}`;
    const send = (token: CachedToken) =>
      this.request(what, url, {
        method,
        headers: {
          authorization: token.header,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const token = await this.currentToken();
    try {
      return await send(token);
    } catch (error) {
      if (!(error instanceof PhonePeHttpError) || error.status !== 401) throw error;
      return send(await this.renewToken(token));
    }
  }

  /** A token that is not due for renewal; a failed renewal falls back on one that still works. */
  private async currentToken(): Promise<CachedToken> {
    const cached = this.token;
    if (cached && this.now() < cached.refreshAt) return cached;
    try {
      return await this.fetchToken();
    } catch (error) {
      if (cached && this.now() < cached.expiresAt) return cached;
      throw error;
    }
  }

  /** PhonePe refused `stale`: a new token, unless another call already got one meanwhile. */
  private async renewToken(stale: CachedToken): Promise<CachedToken> {
    if (this.token && this.token !== stale && this.now() < this.token.expiresAt) return this.token;
    if (this.token === stale) this.token = null;
    return this.fetchToken();
  }

  private fetchToken(): Promise<CachedToken> {
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<CachedToken> {
    const form = new URLSearchParams({
      client_id: this.config.clientId,
      client_version: String(this.config.clientVersion),
      client_secret: this.config.clientSecret,
      grant_type: 'client_credentials',
    });
    let answer: Record<string, unknown>;
    try {
      answer = await this.request('token', `${this.config.authUrl}/v1/oauth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      });
    } catch (error) {
      if (error instanceof PhonePeHttpError && error.status >= 400 && error.status < 500)
        throw new PhonePeHttpError(
          `${error.message} Check PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_CLIENT_VERSION and PHONEPE_ENV.`,
          error.status,
          error.code,
        );
      throw error;
    }
    const accessToken = answer.access_token;
    if (typeof accessToken !== 'string' || !accessToken)
      throw new GatewayError('PhonePe answered the token request without an access_token.');
    const type =
      typeof answer.token_type === 'string' && answer.token_type ? answer.token_type : 'O-Bearer';
    const now = this.now();
    const expiresAtS = typeof answer.expires_at === 'number' ? answer.expires_at : null;
    const issuedAtS = typeof answer.issued_at === 'number' ? answer.issued_at : now / 1000;
    let refreshAt = now;
    let expiresAt = now;
    if (expiresAtS !== null && expiresAtS * 1000 > now) {
      expiresAt = expiresAtS * 1000;
      // Half its life, as PhonePe's SDK does, and at the latest a minute before it expires.
      refreshAt = Math.min(
        Math.max(now, ((issuedAtS + expiresAtS) / 2) * 1000),
        expiresAt - TOKEN_MARGIN_S * 1000,
      );
    }
    // Without a usable expires_at the token serves this call only.
    const token: CachedToken = { header: `${type} ${accessToken}`, refreshAt, expiresAt };
    this.token = token;
    return token;
  }

  /**
   * One HTTP exchange with PhonePe: a timeout, no redirects, a JSON answer. Network errors, timeouts and
   * error answers become GatewayError with PhonePe's words; the secret never appears in a message.
   */
  private async request(
    what: string,
    url: string,
    init: RequestInit,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new GatewayError(
          `PhonePe did not answer the ${what} call within ${this.config.timeoutMs} ms.`,
          { cause: error },
        );
      const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
      const detail =
        typeof cause?.code === 'string'
          ? cause.code
          : typeof cause?.message === 'string'
            ? cause.message
            : ((error as Error | undefined)?.message ?? 'network error');
      throw new GatewayError(
        `PhonePe could not be reached for the ${what} call: ${this.redact(detail)}.`,
        {
          cause: error,
        },
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new GatewayError(`PhonePe's answer to the ${what} call broke off.`, { cause: error });
    }
    let answer: unknown = null;
    try {
      answer = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: judged below.
    }
    if (!response.ok) {
      const fields = isRecord(answer) ? answer : {};
      const code =
        typeof fields.errorCode === 'string'
          ? fields.errorCode
          : typeof fields.code === 'string'
            ? fields.code
            : null;
      const said =
        typeof fields.message === 'string'
          ? fields.message
          : isRecord(answer)
            ? ''
            : text.slice(0, 200);
      const detail = [code, said].filter(Boolean).join(': ');
      throw new PhonePeHttpError(
        `PhonePe refused the ${what} call (HTTP ${response.status})${detail ? `: ${this.redact(detail)}` : ''}.`,
        response.status,
        code,
      );
    }
    if (!isRecord(answer))
      throw new GatewayError(`PhonePe answered the ${what} call with something that is not JSON.`);
    return answer;
  }

  /** Whatever a far end echoes, our secrets never reach a log through an error message. */
  private redact(text: string): string {
    let out = text;
    for (const secret of [this.config.clientSecret, this.config.callbackPassword])
      if (secret) out = out.split(secret).join('[redacted]');
    return out;
  }
}
