import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_MESSAGES } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config';
import { buildTestApp } from '../../test/buildTestApp';
import { SMS_FAILED } from '../accounts';
import { Msg91SmsProvider } from './msg91';
import { SmsDeliveryError } from './provider';

/** A local stand-in for the MSG91 Flow API on 127.0.0.1: records requests, answers what a test sets. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}
let server: Server;
let baseUrl: string;
const received: Received[] = [];
let answer: { status: number; body: string } = {
  status: 200,
  body: '{"type":"success","message":"x"}',
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(text || 'null'),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  answer = { status: 200, body: '{"type":"success","message":"3763646c3058373530393734"}' };
});

const gatewayEnv = () => ({
  SMS_PROVIDER: 'msg91',
  SMS_API_URL: `${baseUrl}/api/v5/flow/`,
  SMS_AUTH_KEY: 'test-auth-key-123',
  SMS_SENDER_ID: 'MEDIBR',
  MSG91_FLOW_ID_OTP: 'tpl-otp',
  MSG91_FLOW_ID_PASSWORD_RESET: 'tpl-reset',
  SMS_TIMEOUT_MS: '1000',
});

function provider(): Msg91SmsProvider {
  const config = loadConfig(gatewayEnv());
  if (config.sms.provider !== 'msg91') throw new Error('expected msg91');
  return new Msg91SmsProvider(config.sms);
}

describe('MSG91 adapter against a local fake of its API', () => {
  it('posts the template, sender and variables with the auth key in a header', async () => {
    await provider().send({
      mobile: '9876543210',
      kind: 'otp',
      language: 'en',
      text: 'ignored by the gateway',
      vars: { otp: '123456', minutes: '10' },
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v5/flow/' });
    expect(request?.headers.authkey).toBe('test-auth-key-123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.url).not.toContain('test-auth-key');
    expect(request?.body).toEqual({
      template_id: 'tpl-otp',
      sender: 'MEDIBR',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '123456', minutes: '10' }],
    });
    await provider().send({
      mobile: '9876543210',
      kind: 'password_reset',
      language: 'en',
      text: 't',
      vars: { link: 'https://x/reset-password/abc', minutes: '30' },
    });
    expect((received[1]?.body as { template_id: string }).template_id).toBe('tpl-reset');
  });

  it.each([
    [{ status: 200, body: '{"type":"error","message":"Invalid authkey"}' }, /Invalid authkey/],
    [{ status: 401, body: '{"type":"error","message":"Unauthorized"}' }, /HTTP 401/],
    [{ status: 500, body: 'oops' }, /HTTP 500/],
  ])('throws SmsDeliveryError when the gateway answers %j', async (reply, message) => {
    answer = reply;
    const error = await provider()
      .send({ mobile: '9876543210', kind: 'otp', language: 'en', text: 't', vars: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toMatch(message);
  });

  it('throws SmsDeliveryError when the gateway is unreachable', async () => {
    const config = loadConfig({ ...gatewayEnv(), SMS_API_URL: 'http://127.0.0.1:9/api/v5/flow/' });
    if (config.sms.provider !== 'msg91') throw new Error('expected msg91');
    await expect(
      new Msg91SmsProvider(config.sms).send({
        mobile: '9876543210',
        kind: 'otp',
        language: 'en',
        text: 't',
        vars: {},
      }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('refuses plain http to anything but loopback, and needs every SMS_* value', () => {
    expect(() => loadConfig({ ...gatewayEnv(), SMS_API_URL: 'http://sms.example.in/api' })).toThrow(
      /SMS_API_URL must be https/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91' })).toThrow(/SMS_AUTH_KEY is required/);
    expect(() => loadConfig({ ...gatewayEnv(), MSG91_FLOW_ID_OTP: '' })).toThrow(
      /MSG91_FLOW_ID_OTP is required/,
    );
    expect(() =>
      loadConfig({
        ...gatewayEnv(),
        SMS_AUTH_KEY: 'secret-value-xyz',
        SMS_SENDER_ID: 'toolongsender',
      }),
    ).toThrow(/SMS_SENDER_ID/);
    try {
      loadConfig({ ...gatewayEnv(), SMS_AUTH_KEY: 'short' });
    } catch (error) {
      expect((error as Error).message).not.toContain('short');
    }
  });
});

describe('the app with the real gateway provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(gatewayEnv());
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the registration OTP through the gateway; the dev outbox is 404', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/check-user-mobile-by-otp',
      payload: { mobile: '8000000001' },
    });
    expect(res.statusCode).toBe(200);
    const otp = (received[0]?.body as { recipients: { otp: string; mobiles: string }[] })
      .recipients[0];
    expect(otp?.mobiles).toBe('918000000001');
    expect(otp?.otp).toMatch(/^\d{6}$/);
    const uid = (res.json() as { response: { data: { uid: string } } }).response.data.uid;
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify-user-mobile-otp',
      payload: { otpno: otp?.otp, otp_uid: uid },
    });
    expect(verified.statusCode).toBe(200);
    const outbox = await app.inject({
      method: 'GET',
      url: '/api/dev/sms-outbox?mobile=8000000001',
    });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json()).toMatchObject({ statusCode: 404 });
  });

  it('a gateway failure answers 503 with a message, never the gateway’s words', async () => {
    answer = { status: 200, body: '{"type":"error","message":"Invalid authkey"}' };
    const res = await app.inject({
      method: 'POST',
      url: '/api/check-user-mobile-by-otp',
      payload: { mobile: '8000000002' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ response: { status: 503, message: SMS_FAILED, data: null } });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/forget-password',
      payload: { mobile: '9876543210' },
    });
    expect(reset.json()).toEqual({ response: { status: 503, message: SMS_FAILED, data: null } });
    expect(ACCOUNT_MESSAGES.otpSent).not.toBe(SMS_FAILED);
  });
});
