import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENDPOINT_TABLE } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';
import { apiUrl, bearer, loginWithPassword } from '../../test/patients';
import { createTestStaff } from '../../test/staff';
import { KINDS, MESSAGE_KINDS, flowIdEnv, varsIn } from './kinds';
import { EXPIRED_LINK_EN } from './shortLinkPages';

/**
 * Local fakes of MSG91's Flow API and Meta's WhatsApp Cloud API on 127.0.0.1. Each knows the templates an
 * operator registered (docs/messages.md) and refuses a message that does not match one, as the real ones do.
 */
interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
const msg91: Received[] = [];
const whatsapp: Received[] = [];
let server: Server;
let base = '';
let requestNo = 0;

/** MSG91 flows: flow id → the variables its DLT template takes. */
const FLOWS = new Map(MESSAGE_KINDS.map((kind) => [`flow-${kind}`, [...KINDS[kind].vars].sort()]));
/** WhatsApp templates approved: `name/language` → how many body parameters. */
const APPROVED = new Map(
  MESSAGE_KINDS.flatMap((kind) =>
    (['en', 'hi'] as const).map((lang) => [
      `medibridge_${kind}/${lang}`,
      varsIn(KINDS[kind][lang]).length,
    ]),
  ),
);

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function fakeMsg91(req: Received, res: ServerResponse): void {
  msg91.push(req);
  const { template_id: flow, recipients } = req.body as {
    template_id?: string;
    recipients?: Record<string, string>[];
  };
  const expected = FLOWS.get(String(flow));
  const [recipient] = recipients ?? [];
  if (req.headers.authkey !== 'test-auth-key-123' || !expected || !recipient)
    return answer(res, 200, { type: 'error', message: 'Invalid template or auth key' });
  const { mobiles: _mobiles, ...vars } = recipient;
  const names = Object.keys(vars).sort();
  if (names.join() !== expected.join() || Object.values(vars).some((v) => [...v].length > 30))
    return answer(res, 200, { type: 'error', message: 'Variables do not match the template' });
  requestNo += 1;
  return answer(res, 200, { type: 'success', message: `req${String(requestNo)}` });
}

function fakeWhatsapp(req: Received, res: ServerResponse): void {
  whatsapp.push(req);
  if (req.headers.authorization !== `Bearer ${'t'.repeat(32)}`)
    return answer(res, 401, { error: { message: 'Invalid OAuth access token', code: 190 } });
  const {
    messaging_product: product,
    type,
    template,
  } = req.body as {
    messaging_product?: string;
    type?: string;
    template?: {
      name?: string;
      language?: { code?: string };
      components?: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
  const count = APPROVED.get(`${String(template?.name)}/${String(template?.language?.code)}`);
  if (product !== 'whatsapp' || type !== 'template' || count === undefined)
    return answer(res, 404, {
      error: { message: 'Template name does not exist in the translation', code: 132001 },
    });
  const body = template?.components?.find((c) => c.type === 'body');
  if ((body?.parameters.length ?? 0) !== count || body?.parameters.some((p) => p.type !== 'text'))
    return answer(res, 400, {
      error: { message: 'Number of parameters does not match the expected number', code: 132000 },
    });
  requestNo += 1;
  return answer(res, 200, {
    messaging_product: 'whatsapp',
    contacts: [{ input: 'x', wa_id: 'x' }],
    messages: [{ id: `wamid.${String(requestNo)}` }],
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received = {
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
      };
      if (received.url.startsWith('/api/v5/flow')) fakeMsg91(received, res);
      else if (received.url === '/v21.0/1234567890/messages') fakeWhatsapp(received, res);
      else answer(res, 404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const WEBHOOK_TOKEN = 'w'.repeat(32);
const liveEnv = () => ({
  SMS_PROVIDER: 'msg91',
  SMS_API_URL: `${base}/api/v5/flow/`,
  SMS_AUTH_KEY: 'test-auth-key-123',
  SMS_SENDER_ID: 'MEDIBR',
  ...Object.fromEntries(MESSAGE_KINDS.map((kind) => [flowIdEnv(kind), `flow-${kind}`])),
  // A misconfigured kind: its flow is another kind's template.
  MSG91_FLOW_ID_ORDER_DELIVERED: 'flow-order_rx_rejected',
  MSG91_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
  WHATSAPP_PROVIDER: 'meta',
  WHATSAPP_API_URL: `${base}/v21.0`,
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_ACCESS_TOKEN: 't'.repeat(32),
  // Not approved under this name.
  WHATSAPP_TEMPLATE_ORDER_DELIVERED: 'order_delivered_v2',
});

describe('app.notify with MSG91 and the WhatsApp Cloud API (fakes that check templates)', () => {
  let app: FastifyInstance;
  let coordinator = '';
  const mobile = '9800000101';

  beforeAll(async () => {
    app = await buildTestApp(liveEnv());
    await createTestStaff(
      app.db,
      { mobile: '9000000061', name: 'Coord', password: 'Staff-Pass-1' },
      ['coordinator'],
    );
    coordinator = await loginWithPassword(app, '9000000061', 'Staff-Pass-1');
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const messages = async (who = coordinator, of = mobile) =>
    app.inject({
      method: 'GET',
      url: `${apiUrl('staffMessageList')}?mobile=${of}`,
      headers: bearer(who),
    });
  const rows = async () =>
    (
      (await messages()).json() as {
        data: {
          kind: string;
          channel: string;
          status: string;
          error: string | null;
          text: string;
        }[];
      }
    ).data;

  it('sends a kind on SMS and WhatsApp with its template, once per key', async () => {
    const notification = {
      kind: 'order_dispatched' as const,
      to: { mobile, language: 'hi' as const },
      vars: { order: 'ORD-ABCD1234' },
      key: 'order_dispatched:ORD-ABCD1234',
      urgent: true,
      channels: ['sms' as const, 'whatsapp' as const],
    };
    await app.notify.send(notification);
    await app.notify.send(notification);
    expect(msg91).toHaveLength(1);
    expect(msg91[0]?.body).toEqual({
      template_id: 'flow-order_dispatched',
      sender: 'MEDIBR',
      short_url: '0',
      recipients: [{ mobiles: `91${mobile}`, order: 'ORD-ABCD1234' }],
    });
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `91${mobile}`,
      type: 'template',
      template: {
        name: 'medibridge_order_dispatched',
        language: { code: 'hi' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'ORD-ABCD1234' }] }],
      },
    });
    const sent = await rows();
    expect(sent.map((r) => [r.channel, r.status]).sort()).toEqual([
      ['sms', 'sent'],
      ['whatsapp', 'sent'],
    ]);
    expect(sent[0]?.text).toBe('MediBridge: आपका दवा ऑर्डर ORD-ABCD1234 रास्ते में है।');
  });

  it('the fakes refuse a message that does not match a registered template; it stays for the retry', async () => {
    msg91.length = 0;
    whatsapp.length = 0;
    await app.notify.send({
      kind: 'order_delivered',
      to: { mobile, language: 'en' },
      vars: { order: 'ORD-ABCD1234' },
      key: 'order_delivered:ORD-ABCD1234',
      urgent: true,
      channels: ['sms', 'whatsapp'],
    });
    expect(msg91).toHaveLength(1);
    expect(whatsapp).toHaveLength(1);
    const delivered = (await rows()).filter((r) => r.kind === 'order_delivered');
    expect(delivered).toHaveLength(2);
    for (const row of delivered) expect(row.status).toBe('queued');
    expect(delivered.find((r) => r.channel === 'sms')?.error).toMatch(/do not match the template/);
    expect(delivered.find((r) => r.channel === 'whatsapp')?.error).toMatch(/132001/);
  });

  it('records delivery reports from MSG91’s webhook, authenticated by its token', async () => {
    const report = { requestId: 'req1', number: `91${mobile}`, status: '1', desc: 'DELIVERED' };
    const url = apiUrl('smsDeliveryReport');
    const wrong = await app.inject({ method: 'POST', url: `${url}?token=nope`, payload: report });
    expect(wrong.statusCode).toBe(401);
    const none = await app.inject({ method: 'POST', url, payload: report });
    expect(none.statusCode).toBe(401);
    const ok = await app.inject({
      method: 'POST',
      url: `${url}?token=${WEBHOOK_TOKEN}`,
      payload: report,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: 1 });
    expect(
      (await rows()).find((r) => r.kind === 'order_dispatched' && r.channel === 'sms'),
    ).toMatchObject({ status: 'delivered' });
    // Version 2: a form field `data` with the requests and their report lines; a failure keeps its reason.
    await app.notifications.sendNow({
      kind: 'otp',
      to: { mobile, language: 'en' },
      vars: { otp: '123456', minutes: '10' },
      key: 'otp:test-1',
    });
    const ref = `req${String(requestNo)}`;
    const v2 = await app.inject({
      method: 'POST',
      url: `${url}?token=${WEBHOOK_TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `data=${encodeURIComponent(
        JSON.stringify([
          {
            requestId: ref,
            report: [
              { number: `91${mobile}`, status: '16', desc: 'REJECTED', failedReason: 'DND' },
            ],
          },
        ]),
      )}`,
    });
    expect(v2.json()).toEqual({ received: 1 });
    const otp = (await rows()).find((r) => r.kind === 'otp');
    expect(otp).toMatchObject({ status: 'failed', error: 'DND' });
    // Staff see the text without the code: reading a patient's messages must not let them log in as the patient.
    expect(otp?.text).toBe(
      '•••••• is your MediBridge OTP to verify your mobile number. It is valid for 10 minutes. Do not share it with anyone.',
    );
  });

  it('lists messages to coordinators only', async () => {
    expect((await messages('')).statusCode).toBe(401);
    expect((await messages(coordinator, '12')).statusCode).toBe(422);
    expect(ENDPOINT_TABLE.staffMessageList.roles).toEqual(['coordinator']);
  });
});

describe('quiet hours and short links on the app’s clock (demo outbox)', () => {
  let app: FastifyInstance;
  const mobile = '9800000102';

  beforeAll(async () => {
    // 22:00 India time: inside the quiet hours.
    app = await buildTestApp({ CLOCK_START: '2026-11-28T22:00:00+05:30' });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const outbox = async () =>
    (
      (await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` })).json() as {
        data: { channel: string; text: string }[];
      }
    ).data;

  it('holds a non-urgent message until 08:00 IST and sends an urgent one at once', async () => {
    await app.notify.send({
      kind: 'order_packed',
      to: { mobile, language: 'en' },
      vars: { order: 'ORD-QUIET001' },
      key: 'order_packed:ORD-QUIET001',
    });
    expect(await outbox()).toEqual([]);
    const { rows } = await app.database.executeSql(
      `select extract(epoch from start_after - created_on) as wait from pgboss.job where name = 'notify.deliver'`,
      [],
    );
    const wait = Number((rows as { wait: unknown }[])[0]?.wait);
    // 22:00 → 08:00: ten hours (less the moments the test itself took).
    expect(wait).toBeGreaterThan(10 * 3600 - 120);
    expect(wait).toBeLessThanOrEqual(10 * 3600 + 1);

    await app.notify.send({
      kind: 'doctor_joined',
      to: { mobile, language: 'en' },
      vars: { appt: 'APT-1', link: 'http://localhost:3000/s/abcdef' },
      key: 'doctor_joined:APT-1',
      channels: ['sms', 'whatsapp'],
    });
    const now = await outbox();
    expect(now.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
    expect(now[0]?.text).toBe(
      'MediBridge: your doctor has joined consultation APT-1. Join the call at http://localhost:3000/s/abcdef now.',
    );
  });

  it('short links redirect on our domain while they live, and say so once expired', async () => {
    const now = app.clock();
    const link = await app.notify.shortLink('/appointments', {
      expiresAt: new Date(now.getTime() + 3600_000),
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/s\/[A-Za-z0-9]{6}$/);
    expect(link.length).toBeLessThanOrEqual(30);
    const path = new URL(link).pathname;
    const live = await app.inject({ method: 'GET', url: path });
    expect(live.statusCode).toBe(302);
    expect(live.headers.location).toBe('/appointments');
    const old = await app.notify.shortLink('/appointments', {
      expiresAt: new Date(now.getTime() - 1000),
    });
    const gone = await app.inject({ method: 'GET', url: new URL(old).pathname });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain(EXPIRED_LINK_EN);
    expect((await app.inject({ method: 'GET', url: '/s/nosuch' })).statusCode).toBe(404);
    await expect(
      app.notify.shortLink('https://evil.example/', { expiresAt: now }),
    ).rejects.toThrow();
  });

  it('the webhooks do not exist without their secrets configured', async () => {
    for (const [method, name] of [
      ['POST', 'smsDeliveryReport'],
      ['GET', 'whatsappWebhookVerify'],
      ['POST', 'whatsappStatusReport'],
    ] as const) {
      const res = await app.inject({
        method,
        url: apiUrl(name),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
