import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A browser for `app.inject`: keeps cookies between calls (honouring deletions) and echoes the anti-forgery
 * cookie in X-CSRF-TOKEN on state-changing calls, as the web app does.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    /** The app this browser talks to (helpers use it for calls outside the browser, e.g. the SMS outbox). */
    readonly app: FastifyInstance,
    readonly remoteAddress = '127.0.0.1',
  ) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...rest } = options;
    const method = String(rest.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && !this.cookies.has('mb_csrf') && this.cookies.size > 0) {
      await this.request({ method: 'GET', url: '/api/user-data-with-token' });
    }
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
    const csrfToken = this.cookies.get('mb_csrf');
    if (csrf && method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
    const res = await this.app.inject({
      ...rest,
      remoteAddress: this.remoteAddress,
      headers,
      cookies: { ...Object.fromEntries(this.cookies), ...(rest.cookies ?? {}) },
    } as InjectOptions);
    for (const cookie of res.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url, headers });
  }

  post(
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.request({
      method: 'POST',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }
}
