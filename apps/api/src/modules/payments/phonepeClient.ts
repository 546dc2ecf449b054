import type { PaymentConfig } from '../../config';
import { GatewayError } from './provider';

/**
 * PhonePe's HTTP side (see phonepe.ts for the calls themselves): the OAuth client-credentials token, reused
 * and renewed before it expires (and once on a 401), and one exchange at a time with a timeout, no
 * redirects and a JSON answer. Errors carry PhonePe's words and never our secrets.
 */

export type PhonePeConfig = Extract<PaymentConfig, { provider: 'phonepe' }>;

/** Before this much of a token's life is left, a new one is asked for (at the latest). */
const TOKEN_MARGIN_S = 60;

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

interface CachedToken {
  /** The whole Authorization header value, e.g. `O-Bearer eyJ…`. */
  header: string;
  /** When to ask for a new one (epoch ms). */
  refreshAt: number;
  /** When it stops working (epoch ms): until then it may still serve if a refresh fails. */
  expiresAt: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Speaks to PhonePe with a token: `call` is one authorised JSON exchange. */
export class PhonePeClient {
  private token: CachedToken | null = null;
  /** The token request in flight, shared by every call that needs one meanwhile. */
  private tokenRequest: Promise<CachedToken> | null = null;

  constructor(
    private readonly config: PhonePeConfig,
    private readonly fetchImpl: typeof fetch,
    /** The time used for token expiry (epoch ms): PhonePe's `expires_at` is wall-clock time. */
    private readonly now: () => number,
  ) {}

  /** A payment call with the token; on 401 the token is renewed once and the call made again. */
  async call(
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
    for (const secret of [
      this.config.clientSecret,
      this.config.callbackPassword,
      this.config.webhookHmacKey,
    ])
      if (secret) out = out.split(secret).join('[redacted]');
    return out;
  }
}
