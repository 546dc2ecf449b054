import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Jobs } from '../../plugins/jobs';
import type { SmsProvider } from '../sms';
import { KINDS, MAX_VAR_LENGTH, TemplateError, render } from './kinds';
import { releaseAfterQuietHours } from './quietHours';
import {
  type NotificationRow,
  claimNotification,
  findNotification,
  insertNotification,
  insertShortLink,
  settleNotification,
} from './repository';
import type { Channel, ChannelResolver, ConsentGate, Notification, Notifier } from './types';
import type { WhatsappProvider } from './whatsapp';

/** The job that sends one notification on one channel. */
export const DELIVER_JOB = 'notify.deliver';

/** Attempts after the first, the first delay doubling each time: 30 s … about 16 minutes. */
export const DELIVER_RETRY = { retries: 5, delaySeconds: 30 };

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/**
 * Short-link codes: 6 characters of 57 (about 3 × 10¹⁰), unguessable enough for links that expire, and
 * short enough that `<PUBLIC_URL>/s/<code>` fits a 30-character DLT variable with a PUBLIC_URL of up to 21.
 */
export const SHORT_CODE_LENGTH = 6;

export interface NotifyDeps {
  db: Database;
  jobs: Pick<Jobs, 'send'>;
  log: FastifyBaseLogger;
  clock: () => Date;
  publicUrl: string;
  sms: SmsProvider;
  whatsapp: WhatsappProvider | null;
}

/** Thrown by `sendNow` when the provider did not take the message (the caller answers 503). */
export class NotSentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NotSentError';
  }
}

/**
 * `app.notify`: every notification is rendered from its kind's template (kinds.ts), stored once per channel
 * under its idempotency key, and sent by a keyed job (`notify.deliver`), so it goes out once across replicas
 * and is retried with backoff while the provider fails. A notification due now is also sent right away by
 * the process that queued it (the job then finds it sent); one falling in the quiet hours waits for 08:00
 * IST unless urgent. Security codes (`sendNow`) are sent directly: the patient is waiting at the screen and
 * needs to hear at once whether the text went.
 */
export class NotificationService implements Notifier {
  private resolveChannels: ChannelResolver = () => Promise.resolve(['sms']);
  private consentGate: ConsentGate | null = null;

  constructor(private readonly deps: NotifyDeps) {}

  useChannelResolver(resolve: ChannelResolver): void {
    this.resolveChannels = resolve;
  }

  useConsentGate(gate: ConsentGate): void {
    this.consentGate = gate;
  }

  /** False when the kind needs a consent (reminders, offers) the patient has not given or has withdrawn. */
  private async consented(kind: Notification['kind'], patientId: number | null): Promise<boolean> {
    const purpose = KINDS[kind].purpose;
    if (!purpose) return true;
    // Without a patient or a gate there is no consent to show: nothing optional goes out.
    if (!patientId || !this.consentGate) return false;
    return this.consentGate(patientId, purpose);
  }

  async send(notification: Notification): Promise<void> {
    if (!(await this.consented(notification.kind, notification.to.patientId ?? null))) return;
    const now = this.deps.clock();
    const urgent = notification.urgent ?? KINDS[notification.kind].urgent;
    const asked =
      notification.notBefore && notification.notBefore > now ? notification.notBefore : now;
    const notBefore = urgent ? asked : releaseAfterQuietHours(asked);
    const rows = await this.store(notification, notBefore);
    const delaySeconds = (notBefore.getTime() - now.getTime()) / 1000;
    for (const row of rows) {
      await this.deps.jobs.send(
        DELIVER_JOB,
        { id: row.id },
        { key: `${row.key}:${row.channel}`, ...(delaySeconds > 0 ? { delaySeconds } : {}) },
      );
      if (delaySeconds <= 0)
        await this.deliver(row.id).catch((error: unknown) => {
          this.deps.log.warn(
            { err: error, notification: { id: row.id, kind: row.kind, channel: row.channel } },
            'notification not sent yet; the job retries it',
          );
        });
    }
  }

  /** Sends at once without the queue (OTP, reset link); throws `NotSentError` when no channel took it. */
  async sendNow(notification: Notification): Promise<void> {
    const rows = await this.store(notification, this.deps.clock());
    let sent = 0;
    let lastError: unknown = null;
    for (const row of rows) {
      try {
        await this.deliver(row.id, { final: true });
        if ((await findNotification(this.deps.db, row.id))?.status === 'sent') sent += 1;
      } catch (error) {
        lastError = error;
      }
    }
    if (!sent) throw new NotSentError(`${notification.kind} not sent`, { cause: lastError });
  }

  async shortLink(targetPath: string, options: { expiresAt: Date }): Promise<string> {
    if (!targetPath.startsWith('/') || targetPath.startsWith('//'))
      throw new Error(`a short link goes to a path on this site, not ${targetPath}`);
    for (;;) {
      const code = Array.from(
        { length: SHORT_CODE_LENGTH },
        () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
      ).join('');
      const stored = await insertShortLink(this.deps.db, {
        code,
        targetPath,
        expiresAt: options.expiresAt,
        createdAt: this.deps.clock(),
      });
      if (stored) return `${this.deps.publicUrl}/s/${code}`;
    }
  }

  /**
   * The job's work: sends a queued notification on its channel. A provider failure puts it back in the
   * queue's hands (thrown: retried with backoff); a message no template or configuration can carry fails
   * for good. `final` (no retry coming) records a provider failure as failed.
   */
  async deliver(id: number, options: { final?: boolean } = {}): Promise<void> {
    const row = await claimNotification(this.deps.db, id);
    if (!row) return;
    if (!(await this.consented(row.kind as Notification['kind'], row.patientId))) {
      await settleNotification(this.deps.db, id, {
        status: 'failed',
        error: `Not sent: the patient withdrew consent to ${String(KINDS[row.kind as Notification['kind']].purpose)}.`,
      });
      return;
    }
    try {
      const { ref, provider } = await this.sendOn(row);
      await settleNotification(this.deps.db, id, {
        status: 'sent',
        provider,
        providerRef: ref,
        error: null,
        sentAt: this.deps.clock(),
      });
    } catch (error) {
      const permanent = error instanceof TemplateError || error instanceof NoChannelError;
      await settleNotification(this.deps.db, id, {
        status: permanent || options.final ? 'failed' : 'queued',
        error: (error as Error).message.slice(0, 500),
      });
      if (!permanent) throw error;
      this.deps.log.error(
        { err: error, notification: { id, kind: row.kind } },
        'notification failed',
      );
    }
  }

  private async sendOn(row: NotificationRow): Promise<{ ref: string | null; provider: string }> {
    const message = {
      mobile: row.mobile,
      kind: row.kind as Notification['kind'],
      language: row.language === 'hi' ? ('hi' as const) : ('en' as const),
      text: row.text,
      vars: row.vars,
    };
    if (row.channel === 'whatsapp') {
      if (!this.deps.whatsapp) throw new NoChannelError('WhatsApp is off (WHATSAPP_PROVIDER)');
      return { ...(await this.deps.whatsapp.send(message)), provider: this.deps.whatsapp.name };
    }
    return { ...(await this.deps.sms.send(message)), provider: this.deps.sms.name };
  }

  /** The notification's row per channel (existing rows when its key was sent before). */
  private async store(notification: Notification, notBefore: Date): Promise<NotificationRow[]> {
    const { kind, to, vars, key } = notification;
    // DLT's 30 characters bind a real gateway; the demo outbox (no DLT) still takes a link that passed them
    // because PUBLIC_URL is long (a port of five digits), which the start-up warning already names.
    const text = render(
      kind,
      to.language,
      vars,
      this.deps.sms.name === 'outbox' ? Number.POSITIVE_INFINITY : MAX_VAR_LENGTH,
    );
    const wanted: Channel[] =
      notification.channels ?? (await this.resolveChannels(to.patientId, kind));
    const channels = [...new Set(wanted)].filter(
      (channel) => channel === 'sms' || this.deps.whatsapp !== null,
    );
    const rows: NotificationRow[] = [];
    for (const channel of channels)
      rows.push(
        await insertNotification(this.deps.db, {
          key,
          channel,
          kind,
          mobile: to.mobile,
          patientId: to.patientId ?? null,
          language: to.language,
          vars,
          text,
          status: 'queued',
          notBefore,
          createdAt: this.deps.clock(),
        }),
      );
    return rows;
  }
}

/** The channel cannot carry messages in this configuration. */
class NoChannelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoChannelError';
  }
}
