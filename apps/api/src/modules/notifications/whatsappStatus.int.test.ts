import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';
import { apiUrl, bearer, loginWithPassword } from '../../test/patients';
import { createTestStaff } from '../../test/staff';
import type { WhatsappMessage, WhatsappProvider } from './whatsapp';

/**
 * WhatsApp's status webhook (docs/decisions/0055): Meta's verification handshake, updates signed with the app
 * secret, and statuses recorded on the message by its wamid, forward only.
 */

const VERIFY_TOKEN = 'verify-token-0123456789';
const APP_SECRET = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const mobile = '9800000131';

/** The Cloud API as far as sending goes: accepts every template and answers a fresh wamid. */
class WamidProvider implements WhatsappProvider {
  readonly name = 'meta';
  sent: WhatsappMessage[] = [];
  send(message: WhatsappMessage): Promise<{ ref: string | null }> {
    this.sent.push(message);
    return Promise.resolve({ ref: `wamid.HBgM${String(this.sent.length).padStart(4, '0')}` });
  }
}

/** A notification as Meta posts it: one entry, one change, these statuses. */
function notification(statuses: Record<string, unknown>[]): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses,
            },
          },
        ],
      },
    ],
  });
}

const status = (id: string, state: string, extra: Record<string, unknown> = {}) => ({
  id,
  status: state,
  timestamp: '1750263773',
  recipient_id: `91${mobile}`,
  ...extra,
});

const sign = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

describe('WhatsApp status webhook', () => {
  let app: FastifyInstance;
  let coordinator = '';
  const provider = new WamidProvider();

  beforeAll(async () => {
    app = await buildTestApp(
      {
        WHATSAPP_PROVIDER: 'outbox',
        WHATSAPP_WEBHOOK_VERIFY_TOKEN: VERIFY_TOKEN,
        WHATSAPP_APP_SECRET: APP_SECRET,
      },
      { whatsappProvider: provider },
    );
    await createTestStaff(
      app.db,
      { mobile: '9000000131', name: 'Coord', password: 'Staff-Pass-1' },
      ['coordinator'],
    );
    coordinator = await loginWithPassword(app, '9000000131', 'Staff-Pass-1');
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const post = (body: string, signature: string | null = sign(body)) =>
    app.inject({
      method: 'POST',
      url: apiUrl('whatsappStatusReport'),
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
      },
      payload: body,
    });

  const whatsappRows = async () =>
    (
      (
        await app.inject({
          method: 'GET',
          url: `${apiUrl('staffMessageList')}?mobile=${mobile}`,
          headers: bearer(coordinator),
        })
      ).json() as {
        data: {
          kind: string;
          channel: string;
          status: string;
          error: string | null;
          provider_ref: string | null;
        }[];
      }
    ).data.filter((r) => r.channel === 'whatsapp');

  /** Sends one WhatsApp message of `kind` now and answers its wamid. */
  const sendOne = async (key: string): Promise<string> => {
    await app.notify.send({
      kind: 'order_dispatched',
      to: { mobile, language: 'en' },
      vars: { order: key },
      key: `order_dispatched:${key}`,
      urgent: true,
      channels: ['whatsapp'],
    });
    const row = (await whatsappRows()).find((r) => r.status === 'sent' && r.provider_ref);
    if (!row?.provider_ref) throw new Error('the message was not sent');
    return row.provider_ref;
  };

  it('answers Meta’s verification handshake with the challenge, only with our verify token', async () => {
    const url = apiUrl('whatsappWebhookVerify');
    const ok = await app.inject({
      method: 'GET',
      url: `${url}?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${VERIFY_TOKEN}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    const wrong = await app.inject({
      method: 'GET',
      url: `${url}?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=guess-guess-guess-1`,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
    const mode = await app.inject({
      method: 'GET',
      url: `${url}?hub.mode=unsubscribe&hub.challenge=1&hub.verify_token=${VERIFY_TOKEN}`,
    });
    expect(mode.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });

  it('refuses a notification without our signature (401) and changes nothing', async () => {
    const wamid = await sendOne('ORD-SIGN0001');
    const body = notification([status(wamid, 'delivered')]);
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, sign(body, 'f'.repeat(32)))).statusCode).toBe(401);
    expect((await post(body, 'sha256=00')).statusCode).toBe(401);
    // Signed, then a byte of the body changed.
    const tampered = await post(body.replace('delivered', 'read     '), sign(body));
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({
      message: 'This notification is not signed with our WhatsApp app secret.',
    });
    expect((await whatsappRows()).find((r) => r.provider_ref === wamid)?.status).toBe('sent');
  });

  it('answers 200 to a status about a message we do not know, and records nothing', async () => {
    const body = notification([status('wamid.NOT-OURS', 'delivered')]);
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: 0 });
    // A notification of another field (an incoming message) is answered the same way.
    const incoming = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { messages: [{ id: 'x' }] } }] }],
    });
    expect((await post(incoming)).json()).toEqual({ received: 0 });
  });

  it('moves sent → delivered → read and never back, whatever order the updates arrive in', async () => {
    const wamid = await sendOne('ORD-ORDER001');
    const state = async () => (await whatsappRows()).find((r) => r.provider_ref === wamid)?.status;
    expect((await post(notification([status(wamid, 'delivered')]))).json()).toEqual({
      received: 1,
    });
    expect(await state()).toBe('delivered');
    // A late "sent" does not take it back.
    expect((await post(notification([status(wamid, 'sent')]))).json()).toEqual({ received: 0 });
    expect(await state()).toBe('delivered');
    expect((await post(notification([status(wamid, 'read')]))).json()).toEqual({ received: 1 });
    expect(await state()).toBe('read');
    // A late "delivered", or a failure after it was read, changes nothing.
    await post(notification([status(wamid, 'delivered'), status(wamid, 'failed')]));
    expect(await state()).toBe('read');
    // "read" arriving before "delivered" (both in one notification, read first) ends at read.
    const other = await sendOne('ORD-ORDER002');
    await post(notification([status(other, 'read'), status(other, 'delivered')]));
    expect((await whatsappRows()).find((r) => r.provider_ref === other)?.status).toBe('read');
  });

  it('records a failure with WhatsApp’s reason, and a late delivery does not undo it', async () => {
    const wamid = await sendOne('ORD-FAIL0001');
    const failed = status(wamid, 'failed', {
      errors: [
        {
          code: 131026,
          title: 'Message undeliverable',
          message: 'Message undeliverable',
          error_data: { details: 'Receiver is incapable of receiving this message' },
        },
      ],
    });
    expect((await post(notification([failed]))).json()).toEqual({ received: 1 });
    await post(notification([status(wamid, 'delivered')]));
    expect((await whatsappRows()).find((r) => r.provider_ref === wamid)).toMatchObject({
      status: 'failed',
      error: 'Receiver is incapable of receiving this message (131026)',
    });
  });
});
