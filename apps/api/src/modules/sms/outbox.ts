import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SmsMessage, SmsProvider, SmsReceipt } from './provider';
import { insertOutboxMessage, listOutboxMessages } from './repository';

/** A message of the demo outbox, as GET /api/dev/sms-outbox lists it. */
export interface OutboxEntry {
  mobile: string;
  channel: 'sms' | 'whatsapp';
  text: string;
  created_at: string;
}

/**
 * The demo and development provider: every message is stored (readable at GET /api/dev/sms-outbox) and
 * logged, so codes and reset links can be read without a phone. It stands in for WhatsApp too (the demo's
 * WhatsApp provider writes here with channel `whatsapp`), keeping the text exactly as the template renders.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
  ) {}

  async send(message: SmsMessage, channel: 'sms' | 'whatsapp' = 'sms'): Promise<SmsReceipt> {
    const id = await insertOutboxMessage(this.db, {
      mobile: message.mobile,
      channel,
      text: message.text,
      createdAt: this.clock(),
    });
    this.log.info(
      { sms: { mobile: message.mobile, kind: message.kind, channel } },
      `${channel === 'sms' ? 'SMS' : 'WhatsApp'} outbox: ${message.text}`,
    );
    return { ref: `outbox-${String(id)}` };
  }

  /** A mobile's messages, newest first (at most 50). */
  async list(mobile: string): Promise<OutboxEntry[]> {
    const rows = await listOutboxMessages(this.db, mobile, 50);
    return rows.map((r) => ({
      mobile: r.mobile,
      channel: r.channel === 'whatsapp' ? 'whatsapp' : 'sms',
      text: r.text,
      created_at: r.createdAt.toISOString(),
    }));
  }
}
