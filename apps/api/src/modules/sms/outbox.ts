import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SmsMessage, SmsProvider } from './provider';
import { insertOutboxMessage, listOutboxMessages } from './repository';

/**
 * The demo and development provider: every message is stored (readable at GET /api/dev/sms-outbox) and
 * logged, so codes and reset links can be read without a phone.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await insertOutboxMessage(this.db, {
      mobile: message.mobile,
      text: message.text,
      createdAt: this.clock(),
    });
    this.log.info(
      { sms: { mobile: message.mobile, template: message.template } },
      `SMS outbox: ${message.text}`,
    );
  }

  /** A mobile's messages, newest first (at most 50). */
  async list(mobile: string): Promise<{ mobile: string; text: string; created_at: string }[]> {
    const rows = await listOutboxMessages(this.db, mobile, 50);
    return rows.map((r) => ({
      mobile: r.mobile,
      text: r.text,
      created_at: r.createdAt.toISOString(),
    }));
  }
}
