import { createHash, createHmac } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NO_SCHEDULE_DEPARTMENT_ID } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config';
import { paymentEvents, payments, refunds } from '../../db/schema';
import { buildTestApp } from '../../test/buildTestApp';
import { type RegisteredPatient, apiUrl, registerPatient } from '../../test/patients';
import { PhonePeGateway, PhonePeHttpError } from './phonepe';
import { GatewayError } from './provider';
import { POLL_SCHEDULE_S, nextCheckAfter } from './polling';
import {
  ORDER_POLL_JOB,
  ORDER_WEBHOOK_JOB,
  RECONCILE_REFUNDS_AFTER_MS,
  REFUND_WEBHOOK_JOB,
} from './service';

/**
 * A local stand-in for PhonePe's Standard Checkout v2 on 127.0.0.1 (random port), speaking the documented
 * wire format (PhonePe PG docs, Standard Checkout API): OAuth client-credentials tokens that expire, create
 * payment, order status, refund. Tests set an order's state as the patient's bank would, and can make it
 * fail, answer slowly, or refuse a token.
 */
interface FakeOrder {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  expireAfter: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  redirectUrl: string;
  message: string;
}

interface FakeRefund {
  merchantRefundId: string;
  originalMerchantOrderId: string;
  refundId: string;
  amount: number;
  state: 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';
}

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
  status: number;
}

const CLIENT = {
  id: 'MEDIBRIDGEUAT_2511',
  secret: 'uat-client-secret-0f9d6c2a',
  version: 1,
  callbackUser: 'medibridge_hook',
  callbackPassword: 'hook-password-42',
};

const fake = {
  /** The fake's wall clock (epoch ms); tests move it to expire tokens. */
  clock: () => Date.now(),
  tokenLifeS: 3600,
  tokens: new Map<string, number>(),
  tokenCount: 0,
  orders: new Map<string, FakeOrder>(),
  refunds: new Map<string, FakeRefund>(),
  seen: [] as Seen[],
  /** When set, every call answers this (the gateway is down). */
  outage: null as { status: number; body: string } | null,
  /** When set, only the token call answers this. */
  tokenOutage: null as { status: number; body: string } | null,
  /** When set, answers wait this long. */
  delayMs: 0,
  /** When true, every payment call answers 401 whatever the token. */
  refuseAllTokens: false,
  /** When set, order status answers wait until the test releases them (a slow PhonePe). */
  statusHold: null as { released: Promise<void>; release: () => void; waiting: number } | null,
  /** When set, the status call reports this amount instead of the order's (a mismatch). */
  statusAmount: null as number | null,
  holdStatus() {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.statusHold = { released, release, waiting: 0 };
    return this.statusHold;
  },
  reset() {
    this.statusHold?.release();
    this.statusHold = null;
    this.statusAmount = null;
    this.clock = () => Date.now();
    this.tokenLifeS = 3600;
    this.seen = [];
    this.outage = null;
    this.tokenOutage = null;
    this.delayMs = 0;
    this.refuseAllTokens = false;
  },
  tokenRequests() {
    return this.seen.filter((s) => s.path === '/v1/oauth/token');
  },
  paymentCalls() {
    return this.seen.filter((s) => s.path !== '/v1/oauth/token');
  },
};

let server: Server;
let baseUrl: string;

function reply(res: ServerResponse, status: number, body: unknown): number {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
  return status;
}

function handle(req: IncomingMessage, res: ServerResponse, text: string): number {
  const url = new URL(req.url ?? '/', baseUrl);
  const now = fake.clock();
  if (fake.outage) return reply(res, fake.outage.status, fake.outage.body);

  if (req.method === 'POST' && url.pathname === '/v1/oauth/token') {
    if (fake.tokenOutage) return reply(res, fake.tokenOutage.status, fake.tokenOutage.body);
    if (req.headers['content-type'] !== 'application/x-www-form-urlencoded')
      return reply(res, 400, { code: 'BAD_REQUEST', message: 'form expected' });
    const form = new URLSearchParams(text);
    if (
      form.get('client_id') !== CLIENT.id ||
      form.get('client_secret') !== CLIENT.secret ||
      form.get('client_version') !== String(CLIENT.version) ||
      form.get('grant_type') !== 'client_credentials'
    )
      return reply(res, 401, {
        code: 'UNAUTHORIZED',
        message: `Client authentication failed for ${String(form.get('client_secret'))}`,
      });
    fake.tokenCount += 1;
    const token = `fake-token-${fake.tokenCount}`;
    const issuedAt = Math.floor(now / 1000);
    const expiresAt = issuedAt + fake.tokenLifeS;
    fake.tokens.set(token, expiresAt * 1000);
    return reply(res, 200, {
      access_token: token,
      encrypted_access_token: token,
      expires_in: null,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: 'O-Bearer',
    });
  }

  const auth = /^O-Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const expiry = auth ? fake.tokens.get(auth) : undefined;
  if (fake.refuseAllTokens || expiry === undefined || expiry <= now)
    return reply(res, 401, { code: 'UNAUTHORIZED', message: 'Token expired or invalid' });

  if (req.method === 'POST' && url.pathname === '/checkout/v2/pay') {
    const body = JSON.parse(text) as {
      merchantOrderId?: unknown;
      amount?: unknown;
      expireAfter?: unknown;
      paymentFlow?: { type?: unknown; message?: unknown; merchantUrls?: { redirectUrl?: unknown } };
    };
    const { merchantOrderId, amount, expireAfter, paymentFlow } = body;
    if (
      typeof merchantOrderId !== 'string' ||
      !/^[A-Za-z0-9_-]{1,63}$/.test(merchantOrderId) ||
      typeof amount !== 'number' ||
      amount < 100 ||
      typeof expireAfter !== 'number' ||
      expireAfter < 300 ||
      expireAfter > 3600 ||
      paymentFlow?.type !== 'PG_CHECKOUT' ||
      typeof paymentFlow.merchantUrls?.redirectUrl !== 'string'
    )
      return reply(res, 400, { code: 'BAD_REQUEST', message: 'Invalid request' });
    if (fake.orders.has(merchantOrderId))
      return reply(res, 400, { code: 'BAD_REQUEST', message: 'Duplicate merchantOrderId' });
    const order: FakeOrder = {
      merchantOrderId,
      orderId: `OMO${String(fake.orders.size + 1).padStart(10, '0')}`,
      amount,
      expireAfter,
      state: 'PENDING',
      redirectUrl: paymentFlow.merchantUrls.redirectUrl,
      message: typeof paymentFlow.message === 'string' ? paymentFlow.message : '',
    };
    fake.orders.set(merchantOrderId, order);
    return reply(res, 200, {
      orderId: order.orderId,
      state: 'PENDING',
      expireAt: now + expireAfter * 1000,
      redirectUrl: `${baseUrl}/transact/pg?token=${order.orderId}`,
    });
  }

  const status = /^\/checkout\/v2\/order\/([^/]+)\/status$/.exec(url.pathname);
  if (req.method === 'GET' && status) {
    const order = fake.orders.get(decodeURIComponent(status[1] ?? ''));
    if (!order) return reply(res, 404, { code: 'NOT_FOUND', message: 'Order not found' });
    return reply(res, 200, {
      orderId: order.orderId,
      state: order.state,
      amount: fake.statusAmount ?? order.amount,
      expireAt: now + order.expireAfter * 1000,
      paymentDetails: [],
    });
  }

  if (req.method === 'POST' && url.pathname === '/payments/v2/refund') {
    const body = JSON.parse(text) as {
      merchantRefundId?: unknown;
      originalMerchantOrderId?: unknown;
      amount?: unknown;
    };
    const order =
      typeof body.originalMerchantOrderId === 'string'
        ? fake.orders.get(body.originalMerchantOrderId)
        : undefined;
    if (!order || order.state !== 'COMPLETED' || typeof body.amount !== 'number')
      return reply(res, 400, { code: 'BAD_REQUEST', message: 'Refund not allowed' });
    if (body.amount > order.amount)
      return reply(res, 400, { code: 'INVALID_REFUND_AMOUNT', message: 'Refund amount too high' });
    if (typeof body.merchantRefundId !== 'string' || fake.refunds.has(body.merchantRefundId))
      return reply(res, 400, { code: 'BAD_REQUEST', message: 'Duplicate merchantRefundId' });
    const refund: FakeRefund = {
      merchantRefundId: body.merchantRefundId,
      originalMerchantOrderId: order.merchantOrderId,
      refundId: `OMR${String(fake.refunds.size + 1).padStart(10, '0')}`,
      amount: body.amount,
      state: 'PENDING',
    };
    fake.refunds.set(refund.merchantRefundId, refund);
    return reply(res, 200, { refundId: refund.refundId, amount: refund.amount, state: 'PENDING' });
  }

  const refundStatus = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(url.pathname);
  if (req.method === 'GET' && refundStatus) {
    const refund = fake.refunds.get(decodeURIComponent(refundStatus[1] ?? ''));
    if (!refund) return reply(res, 404, { code: 'NOT_FOUND', message: 'Refund not found' });
    return reply(res, 200, {
      originalMerchantOrderId: refund.originalMerchantOrderId,
      amount: refund.amount,
      state: refund.state,
      timestamp: now,
      refundId: refund.refundId,
      splitInstruments: [],
    });
  }

  return reply(res, 404, { code: 'NOT_FOUND', message: 'No such API' });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const answer = () => {
        const status = handle(req, res, text);
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // a form
        }
        fake.seen.push({
          method: req.method ?? '',
          path: new URL(req.url ?? '/', baseUrl).pathname,
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body,
          status,
        });
      };
      const hold = fake.statusHold;
      if (hold && req.method === 'GET' && /\/checkout\/v2\/order\//.test(req.url ?? '')) {
        hold.waiting += 1;
        void hold.released.then(answer);
      } else if (fake.delayMs > 0) setTimeout(answer, fake.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  fake.reset();
});

const phonePeEnv = (extra: Record<string, string> = {}) => ({
  PAYMENT_PROVIDER: 'phonepe',
  PHONEPE_CLIENT_ID: CLIENT.id,
  PHONEPE_CLIENT_SECRET: CLIENT.secret,
  PHONEPE_CLIENT_VERSION: String(CLIENT.version),
  PHONEPE_CALLBACK_USERNAME: CLIENT.callbackUser,
  PHONEPE_CALLBACK_PASSWORD: CLIENT.callbackPassword,
  PHONEPE_AUTH_URL: baseUrl,
  PHONEPE_PG_URL: baseUrl,
  PHONEPE_TIMEOUT_MS: '1000',
  ...extra,
});

function gateway(
  extra: Record<string, string> = {},
  now: () => number = () => fake.clock(),
): PhonePeGateway {
  const config = loadConfig(phonePeEnv(extra));
  if (config.payments.provider !== 'phonepe') throw new Error('expected phonepe');
  return new PhonePeGateway(config.payments, { now });
}

let orderCount = 0;
function orderId(): string {
  orderCount += 1;
  return `MBTEST${String(Date.now()).slice(-8)}${String(orderCount).padStart(6, '0')}`;
}

function payment(merchantOrderId: string, amountPaise = 29_900) {
  return {
    merchantOrderId,
    amountPaise,
    returnUrl: `https://medibridge.example.in/api/payments/return/${merchantOrderId}`,
    expireAfterSeconds: 900,
    message: 'MediBridge consultation',
  };
}

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('PhonePe gateway against a local fake of Standard Checkout v2', () => {
  it('gets an OAuth token with client credentials and reuses it until it is due', async () => {
    const pg = gateway();
    await pg.createPayment(payment(orderId()));
    await pg.orderStatus([...fake.orders.keys()].at(-1) ?? '');
    const tokens = fake.tokenRequests();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(tokens[0]?.body)))).toEqual({
      client_id: CLIENT.id,
      client_version: '1',
      client_secret: CLIENT.secret,
      grant_type: 'client_credentials',
    });
    const calls = fake.paymentCalls();
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.authorization === calls[0]?.authorization)).toBe(true);
    expect(calls[0]?.authorization).toMatch(/^O-Bearer fake-token-\d+$/);
  });

  it('asks one token for many calls at once', async () => {
    const pg = gateway();
    await Promise.all(Array.from({ length: 10 }, () => pg.createPayment(payment(orderId()))));
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(fake.paymentCalls().every((c) => c.status === 200)).toBe(true);
  });

  it('refreshes an expired token before the call, and a half-spent one too', async () => {
    let now = Date.now();
    fake.clock = () => now;
    const pg = gateway({}, () => now);
    const id = orderId();
    await pg.createPayment(payment(id));
    const first = fake.paymentCalls()[0]?.authorization;

    // Past expires_at: PhonePe would refuse the old token, so a new one is asked for first.
    now += 3601 * 1000;
    expect((await pg.orderStatus(id)).state).toBe('PENDING');
    expect(fake.tokenRequests()).toHaveLength(2);
    const second = fake.paymentCalls()[1]?.authorization;
    expect(second).not.toBe(first);
    expect(fake.paymentCalls().map((c) => c.status)).toEqual([200, 200]);

    // Past half its life (as PhonePe's SDK does): renewed while the old one still works.
    now += 1801 * 1000;
    await pg.orderStatus(id);
    expect(fake.tokenRequests()).toHaveLength(3);
    expect(fake.paymentCalls()[2]?.authorization).not.toBe(second);
  });

  it('keeps using a token that still works when a renewal fails, not one that expired', async () => {
    let now = Date.now();
    fake.clock = () => now;
    const pg = gateway({}, () => now);
    const id = orderId();
    await pg.createPayment(payment(id));
    const first = fake.paymentCalls()[0]?.authorization;
    now += 1801 * 1000;
    fake.tokenOutage = { status: 503, body: '{"code":"SERVICE_UNAVAILABLE"}' };
    expect((await pg.orderStatus(id)).state).toBe('PENDING');
    expect(fake.tokenRequests().map((c) => c.status)).toEqual([200, 503]);
    expect(fake.paymentCalls()[1]?.authorization).toBe(first);

    now += 1800 * 1000;
    const error = await gatewayError(pg.orderStatus(id));
    expect(error.message).toMatch(
      /^PhonePe refused the token call \(HTTP 503\): SERVICE_UNAVAILABLE/,
    );
    expect(fake.paymentCalls()).toHaveLength(2);
  });

  it('renews the token once and retries when PhonePe answers 401', async () => {
    const pg = gateway();
    const id = orderId();
    await pg.createPayment(payment(id));
    fake.tokens.clear(); // PhonePe forgot every token (e.g. rotated credentials)
    expect((await pg.orderStatus(id)).state).toBe('PENDING');
    expect(fake.tokenRequests()).toHaveLength(2);
    expect(fake.paymentCalls().map((c) => c.status)).toEqual([200, 401, 200]);

    // A 401 that a new token does not cure is an error after exactly one retry.
    fake.seen = [];
    fake.refuseAllTokens = true;
    const error = await gatewayError(pg.orderStatus(id));
    expect(error).toBeInstanceOf(PhonePeHttpError);
    expect(error.message).toMatch(/HTTP 401/);
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(fake.paymentCalls().map((c) => c.status)).toEqual([401, 401]);
  });

  it('creates a payment in the documented shape and hands back the checkout page', async () => {
    const pg = gateway();
    const id = orderId();
    const created = await pg.createPayment(payment(id, 50_915));
    const call = fake.paymentCalls()[0];
    expect(call).toMatchObject({ method: 'POST', path: '/checkout/v2/pay' });
    expect(call?.contentType).toBe('application/json');
    expect(call?.body).toEqual({
      merchantOrderId: id,
      amount: 50_915,
      expireAfter: 900,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: 'MediBridge consultation',
        merchantUrls: { redirectUrl: `https://medibridge.example.in/api/payments/return/${id}` },
      },
    });
    const order = fake.orders.get(id);
    expect(created).toEqual({
      redirectUrl: `${baseUrl}/transact/pg?token=${order?.orderId}`,
      providerOrderId: order?.orderId,
    });
  });

  it('keeps expireAfter within PhonePe’s 300–3600 s and refuses less than ₹1 without calling', async () => {
    const pg = gateway();
    await pg.createPayment({ ...payment(orderId()), expireAfterSeconds: 60 });
    await pg.createPayment({ ...payment(orderId()), expireAfterSeconds: 7200 });
    expect(fake.paymentCalls().map((c) => (c.body as { expireAfter: number }).expireAfter)).toEqual(
      [300, 3600],
    );
    fake.seen = [];
    const error = await gatewayError(pg.createPayment(payment(orderId(), 99)));
    expect(error.message).toMatch(/at least ₹1/);
    expect(fake.seen).toEqual([]);
  });

  it('reads PENDING, then COMPLETED, and FAILED from the status call', async () => {
    const pg = gateway();
    const paid = orderId();
    await pg.createPayment(payment(paid));
    const status = await pg.orderStatus(paid);
    expect(status).toEqual({
      state: 'PENDING',
      amountPaise: 29_900,
      providerOrderId: fake.orders.get(paid)?.orderId,
    });
    expect(fake.paymentCalls()[1]).toMatchObject({
      method: 'GET',
      path: `/checkout/v2/order/${paid}/status`,
    });
    const order = fake.orders.get(paid);
    if (order) order.state = 'COMPLETED';
    expect((await pg.orderStatus(paid)).state).toBe('COMPLETED');

    const failed = orderId();
    await pg.createPayment(payment(failed));
    const other = fake.orders.get(failed);
    if (other) other.state = 'FAILED';
    expect(await pg.orderStatus(failed)).toMatchObject({ state: 'FAILED', amountPaise: 29_900 });
  });

  it('does not call an order PhonePe does not know FAILED: it is an error, asked about again later', async () => {
    const error = await gatewayError(gateway().orderStatus('MBNEVERCREATED0000000001'));
    expect(error.message).toMatch(/^PhonePe refused the order status call \(HTTP 404\): NOT_FOUND/);
  });

  it('accepts only the callback Authorization made of the dashboard’s username and password', () => {
    const pg = gateway();
    const signed = (authorization: string | undefined) =>
      pg.verifyCallback({ headers: { authorization }, body: '{"event":"x"}' });
    const right = createHash('sha256')
      .update(`${CLIENT.callbackUser}:${CLIENT.callbackPassword}`)
      .digest('hex');
    expect(signed(right)).toBe(true);
    expect(signed(right.toUpperCase())).toBe(true);
    expect(signed(undefined)).toBe(false);
    expect(signed('')).toBe(false);
    expect(signed(`${right}0`)).toBe(false);
    expect(
      signed(createHash('sha256').update(`${CLIENT.callbackUser}:wrong-password`).digest('hex')),
    ).toBe(false);
    expect(signed(`${CLIENT.callbackUser}:${CLIENT.callbackPassword}`)).toBe(false);
  });

  it('accepts PhonePe’s HMAC webhook authorization of the exact body, and refuses a wrong one', () => {
    const key = 'dashboard-hmac-secret-key-7f3a91';
    const body =
      '{"event":"checkout.order.completed","payload":{"merchantOrderId":"MB1","state":"COMPLETED"}}';
    const mac = createHmac('sha256', key).update(body).digest();
    const hmacOnly = gateway({
      PHONEPE_CALLBACK_USERNAME: '',
      PHONEPE_CALLBACK_PASSWORD: '',
      PHONEPE_WEBHOOK_HMAC_KEY: key,
    });
    const verify = (pg: PhonePeGateway, headers: Record<string, string>, sent = body) =>
      pg.verifyCallback({ headers, body: sent });
    expect(verify(hmacOnly, { authorization: mac.toString('hex') })).toBe(true);
    expect(verify(hmacOnly, { 'x-verify': mac.toString('hex').toUpperCase() })).toBe(true);
    expect(verify(hmacOnly, { authorization: mac.toString('base64') })).toBe(true);
    expect(verify(hmacOnly, { authorization: `sha256=${mac.toString('hex')}` })).toBe(true);
    // Wrong: another key, another body (a changed amount), nothing, or the Basic scheme nobody set.
    const other = createHmac('sha256', 'someone-elses-secret-key-000').update(body).digest('hex');
    expect(verify(hmacOnly, { authorization: other })).toBe(false);
    expect(
      verify(hmacOnly, { authorization: mac.toString('hex') }, body.replace('MB1', 'MB2')),
    ).toBe(false);
    expect(verify(hmacOnly, {})).toBe(false);
    expect(
      verify(hmacOnly, {
        authorization: createHash('sha256')
          .update(`${CLIENT.callbackUser}:${CLIENT.callbackPassword}`)
          .digest('hex'),
      }),
    ).toBe(false);
    // Both schemes configured (e.g. while switching on the dashboard): either is accepted.
    const both = gateway({ PHONEPE_WEBHOOK_HMAC_KEY: key });
    expect(verify(both, { 'x-verify': mac.toString('hex') })).toBe(true);
    expect(
      verify(both, {
        authorization: createHash('sha256')
          .update(`${CLIENT.callbackUser}:${CLIENT.callbackPassword}`)
          .digest('hex'),
      }),
    ).toBe(true);
    // A header PhonePe names otherwise, when configured, is the only one read.
    const named = gateway({
      PHONEPE_WEBHOOK_HMAC_KEY: key,
      PHONEPE_WEBHOOK_HMAC_HEADER: 'X-Signature',
    });
    expect(verify(named, { 'x-signature': mac.toString('hex') })).toBe(true);
    expect(verify(named, { 'x-verify': mac.toString('hex') })).toBe(false);
  });

  it('throws GatewayError when PhonePe is unreachable, slow or failing, and never shows the secret', async () => {
    // A port nobody listens on: connection refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dead = `http://127.0.0.1:${deadPort}`;
    const refused = await gatewayError(
      gateway({ PHONEPE_AUTH_URL: dead, PHONEPE_PG_URL: dead }).orderStatus('MBX0000000001'),
    );
    expect(refused.message).toBe('PhonePe could not be reached for the token call: ECONNREFUSED.');

    const pg = gateway();
    const id = orderId();
    await pg.createPayment(payment(id));
    fake.outage = {
      status: 500,
      body: `{"code":"INTERNAL_SERVER_ERROR","message":"oops ${CLIENT.secret}"}`,
    };
    const down = await gatewayError(pg.orderStatus(id));
    expect(down.message).toMatch(/HTTP 500/);
    expect(down.message).not.toContain(CLIENT.secret);
    fake.outage = { status: 502, body: '<html>Bad gateway</html>' };
    expect((await gatewayError(pg.createPayment(payment(orderId())))).message).toMatch(
      /^PhonePe refused the create payment call \(HTTP 502\): <html>Bad gateway<\/html>\.$/,
    );

    fake.outage = null;
    fake.delayMs = 1500;
    const slow = await gatewayError(pg.orderStatus(id));
    expect(slow.message).toBe('PhonePe did not answer the order status call within 1000 ms.');
  });

  it('says which settings to check when PhonePe refuses the credentials, without the secret', async () => {
    const error = await gatewayError(
      gateway({ PHONEPE_CLIENT_SECRET: 'not-the-right-secret' }).orderStatus('MBX0000000002'),
    );
    expect(error.message).toMatch(/^PhonePe refused the token call \(HTTP 401\): UNAUTHORIZED/);
    expect(error.message).toContain('Check PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET');
    expect(error.message).not.toContain('not-the-right-secret');
  });

  it('refunds a completed order through the refund call', async () => {
    const pg = gateway();
    const id = orderId();
    await pg.createPayment(payment(id));
    const order = fake.orders.get(id);
    if (order) order.state = 'COMPLETED';
    expect(await pg.initiateRefund(`R${id}`, id, 10_000)).toEqual({
      refundId: 'OMR0000000001',
      state: 'PENDING',
      amountPaise: 10_000,
    });
    expect(fake.paymentCalls().at(-1)).toMatchObject({
      method: 'POST',
      path: '/payments/v2/refund',
      body: { merchantRefundId: `R${id}`, originalMerchantOrderId: id, amount: 10_000 },
    });
    expect((await gatewayError(pg.initiateRefund(`R2${id}`, id, 100_000))).message).toMatch(
      /HTTP 400\): INVALID_REFUND_AMOUNT/,
    );
  });

  it('reads a refund’s status, answers one asked twice from PhonePe’s book, and one refused as FAILED', async () => {
    const pg = gateway();
    const id = orderId();
    await pg.createPayment(payment(id));
    const order = fake.orders.get(id);
    if (order) order.state = 'COMPLETED';
    const first = await pg.refund({
      merchantRefundId: `R${id}`,
      merchantOrderId: id,
      amountPaise: 500,
    });
    expect(first).toEqual({ state: 'PENDING', providerRefundId: expect.stringMatching(/^OMR/) });
    const refund = fake.refunds.get(`R${id}`);
    if (refund) refund.state = 'CONFIRMED';
    expect(await pg.refundStatus(`R${id}`)).toEqual(first);
    // Sent again after a lost answer: PhonePe refuses the duplicate id, and what it has is the answer.
    if (refund) refund.state = 'COMPLETED';
    expect(
      await pg.refund({ merchantRefundId: `R${id}`, merchantOrderId: id, amountPaise: 500 }),
    ).toEqual({ state: 'COMPLETED', providerRefundId: first.providerRefundId });
    expect(fake.refunds.size).toBeGreaterThan(0);
    expect([...fake.refunds.values()].filter((r) => r.originalMerchantOrderId === id)).toHaveLength(
      1,
    );
    // A refund PhonePe has never heard of, and one it refuses outright.
    expect(await pg.refundStatus(`RNOPE${id}`)).toBeNull();
    expect(
      await pg.refund({ merchantRefundId: `RX${id}`, merchantOrderId: id, amountPaise: 99_999 }),
    ).toEqual({ state: 'FAILED' });
    // PhonePe down: an error, so the refund stays pending and is asked about again.
    fake.outage = { status: 503, body: '{"code":"SERVICE_UNAVAILABLE"}' };
    await gatewayError(pg.refundStatus(`R${id}`));
    await gatewayError(
      pg.refund({ merchantRefundId: `RY${id}`, merchantOrderId: id, amountPaise: 100 }),
    );
  });
});

describe('booking a consultation through PhonePe (the real app against the fake)', () => {
  let app: FastifyInstance;
  let patient: RegisteredPatient;
  /** How far the app's clock is ahead of the wall clock (the refund tests move it for the job). */
  let clockOffsetMs = 0;
  /** When set, the app's clock stands still there (the schedule tests). */
  let fixedAt: Date | null = null;

  beforeAll(async () => {
    app = await buildTestApp(phonePeEnv(), {
      clock: () => fixedAt ?? new Date(Date.now() + clockOffsetMs),
    });
    patient = await registerPatient(app, { name: 'Lakshmi Menon' });
  });
  afterAll(async () => {
    await app.close();
  });

  function consultNow(): Record<string, string> {
    return {
      firstName: 'Lakshmi',
      last_name: 'Menon',
      mobile: patient.mobile,
      email: 'lakshmi@example.in',
      gender: 'FeMale', // SPEC's spelling
      age: '41',
      height: '5ft 3in',
      weight: '62',
      heightWeight: '',
      dibetic: 'No',
      bloodPressure: 'No',
      bloodSugure: 'No',
      smoke: 'No',
      alcohol: 'No',
      departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
      symptoms: 'Fever and a sore throat since yesterday',
      appointmentMode: 'audio',
      appointmentDate: '',
      appointmentSchedule: '',
      fileName: '',
    };
  }

  async function book() {
    // Paid online whatever the wallet holds (a refund test may have credited it).
    const res = await patient.browser.post(apiUrl('appointmentPay'), {
      ...consultNow(),
      use_wallet: 'false',
    });
    expect(res.statusCode).toBe(200);
    return ENDPOINTS.appointmentPay.response.parse(res.json()) as {
      status: string;
      data: {
        appointment_no: string;
        merchant_order_id: string;
        amount: string;
        instrumentResponse: { redirectInfo: { url: string } };
      };
    };
  }

  async function state(appointmentNo: string): Promise<string> {
    const res = await patient.browser.post(apiUrl('appointmentRow'), {
      appointment_no: appointmentNo,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { state: string } }).data.state;
  }

  const rightAuthorization = () =>
    createHash('sha256').update(`${CLIENT.callbackUser}:${CLIENT.callbackPassword}`).digest('hex');

  function callback(authorization: string, merchantOrderId: string) {
    const order = fake.orders.get(merchantOrderId);
    return app.inject({
      method: 'POST',
      url: apiUrl('paymentCallback'),
      headers: { authorization, 'content-type': 'application/json' },
      payload: {
        event: 'checkout.order.completed',
        payload: {
          merchantOrderId,
          orderId: order?.orderId,
          state: 'COMPLETED',
          amount: order?.amount,
        },
      },
    });
  }

  it('sends the patient to PhonePe and confirms the booking on its signed callback', async () => {
    const body = await book();
    expect(body.status).toBe('payment_initiated');
    const id = body.data.merchant_order_id;
    const order = fake.orders.get(id);
    expect(order).toMatchObject({ amount: 29_900, state: 'PENDING' });
    expect(body.data.amount).toBe('299.00');
    expect(body.data.instrumentResponse.redirectInfo.url).toBe(
      `${baseUrl}/transact/pg?token=${order?.orderId}`,
    );
    // PhonePe sends the browser back to our return URL on PUBLIC_URL.
    expect(order?.redirectUrl).toBe(
      `http://localhost:3000${apiUrl('paymentReturn', { merchantOrderId: id })}`,
    );
    expect(await state(body.data.appointment_no)).toBe('pending_payment');

    // The bank says yes; a callback that is not PhonePe's is refused and changes nothing.
    if (order) order.state = 'COMPLETED';
    const forged = await callback(createHash('sha256').update('someone:else').digest('hex'), id);
    expect(forged.statusCode).toBe(401);
    expect(await state(body.data.appointment_no)).toBe('pending_payment');

    const signed = await callback(rightAuthorization(), id);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ received: true });
    // Answered at once; the keyed job asks PhonePe and applies its answer.
    expect(await state(body.data.appointment_no)).toBe('pending_payment');
    expect(await app.jobs.runDue(ORDER_WEBHOOK_JOB)).toBe(1);
    expect(await state(body.data.appointment_no)).toBe('confirmed');
    // What confirmed it was PhonePe's status call, with a token.
    expect(fake.paymentCalls().at(-1)).toMatchObject({
      method: 'GET',
      path: `/checkout/v2/order/${id}/status`,
      status: 200,
    });
  });

  it('sends the browser back to the payment status page when PhonePe says FAILED', async () => {
    const body = await book();
    const id = body.data.merchant_order_id;
    const order = fake.orders.get(id);
    if (order) order.state = 'FAILED';
    const back = await patient.browser.get(apiUrl('paymentReturn', { merchantOrderId: id }));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/appointment/payment-status/${body.data.appointment_no}`);
    expect(await state(body.data.appointment_no)).toBe('payment_failed');
  });

  it('leaves a payment pending when PhonePe cannot be asked on return', async () => {
    const body = await book();
    const id = body.data.merchant_order_id;
    fake.outage = { status: 500, body: '{"code":"INTERNAL_SERVER_ERROR"}' };
    const back = await patient.browser.get(apiUrl('paymentReturn', { merchantOrderId: id }));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/appointment/payment-status/${body.data.appointment_no}`);
    expect(await state(body.data.appointment_no)).toBe('pending_payment');
  });

  it('answers 503 with words when PhonePe is down at booking, and gives up that payment', async () => {
    fake.outage = { status: 500, body: '{"code":"INTERNAL_SERVER_ERROR"}' };
    const res = await patient.browser.post(apiUrl('appointmentPay'), consultNow());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      message: expect.stringMatching(/payment gateway did not answer/),
    });
    const [latest] = await app.db
      .select({ state: payments.state, provider: payments.provider })
      .from(payments)
      .where(eq(payments.userId, patient.id))
      .orderBy(desc(payments.id))
      .limit(1);
    expect(latest).toEqual({ state: 'failed', provider: 'phonepe' });
  });
  /** Books Consult Now, pays it at the fake PhonePe and confirms it by the signed callback. */
  async function paidBooking(): Promise<{ no: string; id: string; amountPaise: number }> {
    const body = await book();
    const id = body.data.merchant_order_id;
    const order = fake.orders.get(id);
    if (order) order.state = 'COMPLETED';
    expect((await callback(rightAuthorization(), id)).statusCode).toBe(200);
    await app.jobs.runDue(ORDER_WEBHOOK_JOB);
    expect(await state(body.data.appointment_no)).toBe('confirmed');
    return { no: body.data.appointment_no, id, amountPaise: order?.amount ?? 0 };
  }

  function refundCallback(
    authorization: string,
    merchantRefundId: string,
    event = 'pg.refund.completed',
  ) {
    const refund = fake.refunds.get(merchantRefundId);
    return app.inject({
      method: 'POST',
      url: apiUrl('paymentCallback'),
      headers: { authorization, 'content-type': 'application/json' },
      payload: {
        event,
        payload: {
          merchantId: 'MEDIBRIDGEUAT',
          merchantRefundId,
          originalMerchantOrderId: refund?.originalMerchantOrderId,
          refundId: refund?.refundId,
          state: event === 'pg.refund.failed' ? 'FAILED' : 'COMPLETED',
          amount: refund?.amount,
          timestamp: Date.now(),
          errorCode: event === 'pg.refund.failed' ? 'REFUND_FAILED' : undefined,
        },
      },
    });
  }

  async function refundRow(merchantOrderId: string) {
    const [row] = await app.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.merchantOrderId, merchantOrderId));
    return row?.refund ?? null;
  }

  async function walletBalance(): Promise<string> {
    const res = await patient.browser.get(apiUrl('walletLedger'));
    return (res.json() as { data: { balance: string } }).data.balance;
  }

  it('refunds to the payment method through PhonePe and applies its signed pg.refund.completed webhook once', async () => {
    const { no, id, amountPaise } = await paidBooking();
    const walletBefore = await walletBalance();
    const res = await patient.browser.post(apiUrl('appointmentCancel'), {
      appointment_id: no,
      refund_to: 'source',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      refund: { to: 'source', source_amount: (amountPaise / 100).toFixed(2), fell_back: null },
    });
    expect(fake.paymentCalls().find((c) => c.path === '/payments/v2/refund')).toMatchObject({
      method: 'POST',
      body: { merchantRefundId: `R${id}`, originalMerchantOrderId: id, amount: amountPaise },
      status: 200,
    });
    const fakeRefund = fake.refunds.get(`R${id}`);
    expect(await refundRow(id)).toMatchObject({
      state: 'pending',
      providerRefundId: fakeRefund?.refundId,
      provider: 'phonepe',
    });

    // Not PhonePe's: refused, nothing changes.
    const forged = await refundCallback(
      createHash('sha256').update('someone:else').digest('hex'),
      `R${id}`,
    );
    expect(forged.statusCode).toBe(401);
    // A refund we never made: 404.
    expect((await refundCallback(rightAuthorization(), `RMBNOSUCHREFUND${id}`)).statusCode).toBe(
      404,
    );
    // PhonePe completes it and says so, more than once: applied once (asked of PhonePe itself).
    if (fakeRefund) fakeRefund.state = 'COMPLETED';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refundCallback(rightAuthorization(), `R${id}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]?.json()).toEqual({ received: true });
    // Five webhooks, one keyed job.
    expect(await app.jobs.runDue(REFUND_WEBHOOK_JOB)).toBe(1);
    expect(await refundRow(id)).toMatchObject({ state: 'completed' });
    // Only the refund call was made: no second refund, and the wallet took nothing.
    expect(fake.paymentCalls().filter((c) => c.path === '/payments/v2/refund')).toHaveLength(1);
    expect(await walletBalance()).toBe(walletBefore);
    // A late failure webhook cannot undo it.
    expect(
      (await refundCallback(rightAuthorization(), `R${id}`, 'pg.refund.failed')).statusCode,
    ).toBe(200);
    await app.jobs.runDue(REFUND_WEBHOOK_JOB);
    expect(await refundRow(id)).toMatchObject({ state: 'completed' });
  });

  it('polls a pending refund in the reconciliation job until PhonePe fails it, then puts it in the wallet once', async () => {
    const { no, id, amountPaise } = await paidBooking();
    const walletBefore = Number(await walletBalance());
    expect(
      (
        await patient.browser.post(apiUrl('appointmentCancel'), {
          appointment_id: no,
          refund_to: 'source',
        })
      ).statusCode,
    ).toBe(200);
    clockOffsetMs += RECONCILE_REFUNDS_AFTER_MS + 1_000;
    await app.payments.reconcile();
    expect(await refundRow(id)).toMatchObject({ state: 'pending' });
    const fakeRefund = fake.refunds.get(`R${id}`);
    if (fakeRefund) fakeRefund.state = 'FAILED';
    await app.payments.reconcile();
    expect(await refundRow(id)).toMatchObject({ state: 'failed' });
    // The failure webhook arrives afterwards: nothing more.
    expect(
      (await refundCallback(rightAuthorization(), `R${id}`, 'pg.refund.failed')).statusCode,
    ).toBe(200);
    expect(await app.jobs.runDue(REFUND_WEBHOOK_JOB)).toBe(1);
    await app.payments.reconcile();
    expect(Number(await walletBalance())).toBeCloseTo(walletBefore + amountPaise / 100, 2);
    const statusPolls = fake
      .paymentCalls()
      .filter((c) => c.path === `/payments/v2/refund/R${id}/status`);
    expect(statusPolls.length).toBeGreaterThanOrEqual(2);
  });
  it('answers a webhook while PhonePe’s status call is still held, and settles it from the job once released', async () => {
    const body = await book();
    const id = body.data.merchant_order_id;
    const order = fake.orders.get(id);
    if (order) order.state = 'COMPLETED';
    // PhonePe's status call is slow (8 s in the field): here it answers only when the test releases it.
    const hold = fake.holdStatus();
    const first = await callback(rightAuthorization(), id);
    expect(first.statusCode).toBe(200);
    expect(hold.waiting).toBe(0);
    // The job asks PhonePe; while that answer is held, PhonePe sends the webhook again: answered at once.
    const settling = app.jobs.runDue(ORDER_WEBHOOK_JOB);
    while (hold.waiting === 0) await new Promise((resolve) => setImmediate(resolve));
    const again = await callback(rightAuthorization(), id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true });
    expect(hold.waiting).toBe(1);
    expect(fake.paymentCalls().filter((c) => c.path.endsWith(`/${id}/status`))).toHaveLength(0);
    expect(await state(body.data.appointment_no)).toBe('pending_payment');
    hold.release();
    expect(await settling).toBe(1);
    expect(await state(body.data.appointment_no)).toBe('confirmed');
    // The webhook (sent twice) is recorded once, and was settled by one job.
    const events = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.merchantOrderId, id));
    // The webhook kept once, and the one move it caused (transitions are recorded: docs/decisions/0059).
    expect(events.map((e) => [e.kind, e.detail])).toEqual([
      ['webhook', 'checkout.order.completed COMPLETED'],
      ['transition', 'pending → completed'],
    ]);
    expect(await app.jobs.runDue(ORDER_WEBHOOK_JOB)).toBe(0);
  });

  it('records an amount PhonePe reports that is not the payment’s, and does not apply it', async () => {
    const body = await book();
    const id = body.data.merchant_order_id;
    const order = fake.orders.get(id);
    if (order) order.state = 'COMPLETED';
    fake.statusAmount = 100; // ₹1 paid for a ₹299 consultation
    expect((await callback(rightAuthorization(), id)).statusCode).toBe(200);
    await app.jobs.runDue(ORDER_WEBHOOK_JOB);
    const back = await patient.browser.get(apiUrl('paymentReturn', { merchantOrderId: id }));
    expect(back.statusCode).toBe(303);
    expect(await state(body.data.appointment_no)).toBe('pending_payment');
    const [payment] = await app.db.select().from(payments).where(eq(payments.merchantOrderId, id));
    expect(payment?.state).toBe('pending');
    const mismatches = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.merchantOrderId, id));
    expect(mismatches.filter((e) => e.kind === 'amount_mismatch').map((e) => e.detail)).toEqual([
      'COMPLETED: the gateway says 100 paise, the payment is 29900 paise',
    ]);
    // With the right amount it is applied.
    fake.statusAmount = null;
    await app.payments.refresh(id);
    expect(await state(body.data.appointment_no)).toBe('confirmed');
  });

  it('accepts a refund webhook without merchantRefundId, finding the refund by PhonePe’s refund id', async () => {
    const { no, id } = await paidBooking();
    expect(
      (
        await patient.browser.post(apiUrl('appointmentCancel'), {
          appointment_id: no,
          refund_to: 'source',
        })
      ).statusCode,
    ).toBe(200);
    const fakeRefund = fake.refunds.get(`R${id}`);
    if (fakeRefund) fakeRefund.state = 'COMPLETED';
    const res = await app.inject({
      method: 'POST',
      url: apiUrl('paymentCallback'),
      headers: { authorization: rightAuthorization(), 'content-type': 'application/json' },
      payload: {
        event: 'pg.refund.completed',
        payload: { refundId: fakeRefund?.refundId, state: 'COMPLETED', amount: fakeRefund?.amount },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await app.jobs.runDue(REFUND_WEBHOOK_JOB)).toBe(1);
    expect(await refundRow(id)).toMatchObject({ state: 'completed' });
    // One that names no refund at all is refused with words; one naming an unknown refund id is 404.
    const nameless = await app.inject({
      method: 'POST',
      url: apiUrl('paymentCallback'),
      headers: { authorization: rightAuthorization(), 'content-type': 'application/json' },
      payload: { event: 'pg.refund.completed', payload: { state: 'COMPLETED' } },
    });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json()).toMatchObject({
      errors: { 'payload.merchantRefundId': expect.stringMatching(/names its refund/) },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: apiUrl('paymentCallback'),
      headers: { authorization: rightAuthorization(), 'content-type': 'application/json' },
      payload: {
        event: 'pg.refund.completed',
        payload: { refundId: 'OMRNOSUCH', state: 'COMPLETED' },
      },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('accepts an HMAC-signed webhook and refuses a wrong HMAC (a server set up for HMAC only)', async () => {
    const key = 'dashboard-hmac-secret-key-7f3a91';
    const hmacApp = await buildTestApp(
      phonePeEnv({
        PHONEPE_CALLBACK_USERNAME: '',
        PHONEPE_CALLBACK_PASSWORD: '',
        PHONEPE_WEBHOOK_HMAC_KEY: key,
      }),
    );
    try {
      const someone = await registerPatient(hmacApp, { name: 'Imran Qureshi' });
      const res = await someone.browser.post(apiUrl('appointmentPay'), {
        ...consultNow(),
        mobile: someone.mobile,
      });
      expect(res.statusCode).toBe(200);
      const id = (res.json() as { data: { merchant_order_id: string } }).data.merchant_order_id;
      const order = fake.orders.get(id);
      if (order) order.state = 'COMPLETED';
      const text = JSON.stringify({
        event: 'checkout.order.completed',
        payload: { merchantOrderId: id, state: 'COMPLETED', amount: order?.amount },
      });
      const send = (authorization: string) =>
        hmacApp.inject({
          method: 'POST',
          url: apiUrl('paymentCallback'),
          headers: { authorization, 'content-type': 'application/json' },
          payload: text,
        });
      const wrong = createHmac('sha256', 'not-the-dashboard-key-1234').update(text).digest('hex');
      expect((await send(wrong)).statusCode).toBe(401);
      expect((await send(rightAuthorization())).statusCode).toBe(401);
      const right = createHmac('sha256', key).update(text).digest('hex');
      expect((await send(right)).statusCode).toBe(200);
      expect(await hmacApp.jobs.runDue(ORDER_WEBHOOK_JOB)).toBe(1);
      const [payment] = await hmacApp.db
        .select()
        .from(payments)
        .where(eq(payments.merchantOrderId, id));
      expect(payment?.state).toBe('completed');
    } finally {
      await hmacApp.close();
    }
  });

  it('polls on PhonePe’s schedule from the order’s start until it can no longer change (on the app’s clock)', async () => {
    const t0 = new Date('2026-11-28T04:30:00.000Z');
    fixedAt = t0;
    try {
      const sent = jest.spyOn(app.jobs, 'send');
      const body = await book();
      const id = body.data.merchant_order_id;
      const polls = () =>
        sent.mock.calls
          .filter(([name]) => name === ORDER_POLL_JOB)
          .map(([, , options]) => [options?.key, options?.delaySeconds]);
      // Opened: the first check is queued for 20 s after the start.
      expect(polls()).toEqual([[`${id}:20`, 20]]);
      const statusCalls = () =>
        fake.paymentCalls().filter((c) => c.path === `/checkout/v2/order/${id}/status`).length;
      // Each check asks PhonePe and queues the next one of the schedule, however late it runs.
      const expectations: [number, number | null][] = [
        [20, 23],
        [23, 26],
        [50, 56],
        [110, 120],
        [170, 200],
        [230, 290],
        [890, 900],
        [900, 960],
      ];
      for (const [at, next] of expectations) {
        fixedAt = new Date(t0.getTime() + at * 1000);
        const asked = statusCalls();
        expect(await app.payments.pollOrder(id)).toBe(next);
        expect(statusCalls()).toBe(asked + 1);
        expect(polls().at(-1)).toEqual([`${id}:${next}`, (next ?? 0) - at]);
      }
      // Meanwhile the hold ran out (15 minutes): the minute jobs expire the booking; its order lives on at
      // PhonePe and completes at the last moment: the money goes to the wallet (late completion), once.
      fixedAt = new Date(t0.getTime() + 905 * 1000);
      await app.payments.reconcile();
      await app.jobs.run('appointments.expire-holds');
      expect(await state(body.data.appointment_no)).toBe('expired');
      const wallet = Number(await walletBalance());
      const order = fake.orders.get(id);
      if (order) order.state = 'COMPLETED';
      fixedAt = new Date(t0.getTime() + 960 * 1000);
      expect(await app.payments.pollOrder(id)).toBeNull();
      expect(Number(await walletBalance())).toBeCloseTo(wallet + 299, 2);
      // The order can no longer change: no more checks, whatever runs.
      fixedAt = new Date(t0.getTime() + 961 * 1000);
      const asked = statusCalls();
      expect(await app.payments.pollOrder(id)).toBeNull();
      expect(statusCalls()).toBe(asked);
      sent.mockRestore();
    } finally {
      fixedAt = null;
    }
  });
});

describe('PhonePe’s status schedule', () => {
  it('checks first at 20 s, then every 3 s, 6 s, 10 s, 30 s, then every minute to the order’s end and once after', () => {
    expect(POLL_SCHEDULE_S.slice(0, 12)).toEqual([20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 56]);
    expect(POLL_SCHEDULE_S.filter((t) => t > 100 && t <= 300)).toEqual([
      104, 110, 120, 130, 140, 150, 160, 170, 200, 230, 290,
    ]);
    expect(POLL_SCHEDULE_S.slice(-3)).toEqual([890, 900, 960]);
    expect(nextCheckAfter(0)).toBe(20);
    expect(nextCheckAfter(21.5)).toBe(23);
    expect(nextCheckAfter(960)).toBeNull();
  });
});
