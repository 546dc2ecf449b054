import {
  ROUTES,
  buildPath,
  minutesToDisplay,
  type NotificationPreferences,
} from '@medibridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AppointmentRow, slotStart } from '../appointments';
import type { Channel, MessageKind, Notification, Notifier } from '../notifications';
import {
  type NoticeRow,
  closeNotice,
  findMedicineReminderById,
  findPreferences,
  insertNotices,
  listDueNotices,
  mobileOf,
  savePreferences,
} from './repository';

/** What the reminders module needs from the app. */
export interface RemindersDeps {
  db: Database;
  clock: () => Date;
  notify: Notifier;
  log: FastifyBaseLogger;
  /** An appointment by id (the appointments module's query). */
  findAppointment: (db: Database, id: number) => Promise<AppointmentRow | null>;
}

/** What a patient has before they choose: SMS only, no promotional texts (consent is never assumed). */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  sms: true,
  whatsapp: false,
  offers: false,
};

/** Kinds that are promotional: sent only to patients who said yes to offers. None is defined yet. */
export const PROMOTIONAL_KINDS: ReadonlySet<string> = new Set<string>();
/** Security messages go by SMS to the login mobile whatever the patient chose. */
const SMS_ONLY_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>([
  'otp',
  'password_reset',
  'staff_invite',
]);

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** How long before the slot each appointment reminder is due, and until when it is still worth sending. */
export const APPOINTMENT_REMINDERS = {
  appointment_reminder_24h: { before: 24 * HOUR, lastUseful: 60 * MINUTE, suffix: 'reminder-24h' },
  appointment_reminder_15m: {
    before: 15 * MINUTE,
    lastUseful: -5 * MINUTE,
    suffix: 'reminder-15m',
  },
} as const;
type AppointmentReminderKind = keyof typeof APPOINTMENT_REMINDERS;
/** A medicine dose reminder later than this is dropped (the next dose has its own). */
const DOSE_LATE_MS = 2 * HOUR;
/** How many due notices one run of the job hands over. */
const BATCH = 200;

export const NO_CHANNEL =
  'Keep at least one of SMS and WhatsApp on, so we can reach you about your appointments and orders.';

/** Cuts a template variable to the 30 characters DLT allows. */
export function varText(value: string, max = 30): string {
  const v = value.replace(/\s+/g, ' ').trim();
  return v.length <= max ? v : `${v.slice(0, max - 1)}…`;
}

const dayMonth = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * The reminders module's rules (docs/decisions/0050): the patient's channels, notices scheduled on the app's
 * clock (appointment reminders, medicine doses) and handed to `app.notify` when due, once.
 */
export class Reminders {
  constructor(readonly deps: RemindersDeps) {}

  async preferences(userId: number): Promise<NotificationPreferences & { language: 'en' | 'hi' }> {
    const row = await findPreferences(this.deps.db, userId);
    if (!row) return { ...DEFAULT_PREFERENCES, language: 'en' };
    return {
      sms: row.sms,
      whatsapp: row.whatsapp,
      offers: row.offers,
      language: row.language === 'hi' ? 'hi' : 'en',
    };
  }

  async savePreferences(
    userId: number,
    prefs: NotificationPreferences,
    language: 'en' | 'hi',
  ): Promise<NotificationPreferences> {
    if (!prefs.sms && !prefs.whatsapp) throw new HttpError(422, NO_CHANNEL, { sms: NO_CHANNEL });
    const row = await savePreferences(
      this.deps.db,
      { userId, sms: prefs.sms, whatsapp: prefs.whatsapp, offers: prefs.offers, language },
      this.deps.clock(),
    );
    return { sms: row.sms, whatsapp: row.whatsapp, offers: row.offers };
  }

  /** `app.notify`'s channel choice: the patient's channels; nothing promotional without consent. */
  readonly resolveChannels = async (
    patientId: number | null | undefined,
    kind: MessageKind,
  ): Promise<Channel[]> => {
    if (SMS_ONLY_KINDS.has(kind) || !patientId) return PROMOTIONAL_KINDS.has(kind) ? [] : ['sms'];
    const prefs = await this.preferences(patientId);
    if (PROMOTIONAL_KINDS.has(kind) && !prefs.offers) return [];
    const channels: Channel[] = [];
    if (prefs.sms) channels.push('sms');
    if (prefs.whatsapp) channels.push('whatsapp');
    return channels.length ? channels : ['sms'];
  };

  /** Sends one message to a patient now (never throws: a failed notice is logged, the caller goes on). */
  async sendTo(
    userId: number,
    mobile: string | null,
    message: Omit<Notification, 'to'>,
  ): Promise<void> {
    try {
      const prefs = await this.preferences(userId);
      const to = mobile ?? (await mobileOf(this.deps.db, userId));
      if (!to) return;
      await this.deps.notify.send({
        ...message,
        to: { mobile: to, patientId: userId, language: prefs.language },
      });
    } catch (error) {
      this.deps.log.error({ err: error, key: message.key }, 'notification not queued');
    }
  }

  /**
   * At confirmation: the 24-hour and 15-minute reminders of a consultation, due on the app's clock. A
   * reminder whose moment has passed (a booking less than 24 h ahead) is not scheduled.
   */
  async appointmentConfirmed(row: AppointmentRow): Promise<void> {
    try {
      const starts = slotStart(row);
      if (!starts) return;
      const now = this.deps.clock().getTime();
      const notices = (Object.keys(APPOINTMENT_REMINDERS) as AppointmentReminderKind[])
        .map((kind) => ({
          kind,
          dueAt: new Date(starts.getTime() - APPOINTMENT_REMINDERS[kind].before),
        }))
        .filter((n) => n.dueAt.getTime() > now)
        .map((n) => ({
          key: `appt:${String(row.id)}:${APPOINTMENT_REMINDERS[n.kind].suffix}:${starts.toISOString()}`,
          kind: n.kind,
          userId: row.userId,
          appointmentId: row.id,
          dueAt: n.dueAt,
        }));
      await insertNotices(this.deps.db, notices);
    } catch (error) {
      this.deps.log.error(
        { err: error, appointmentNo: row.appointmentNo },
        'reminders not scheduled',
      );
    }
  }

  /**
   * The every-minute job: each notice due by now is handed to `app.notify` under its key (so two workers
   * that both see it send it once) and marked sent; one that no longer holds (the appointment cancelled or
   * moved, the medicine stopped, too late to help) is dropped. Returns how many were sent.
   */
  async runDue(limit = BATCH): Promise<number> {
    const now = this.deps.clock();
    const due = await listDueNotices(this.deps.db, now, limit);
    let sent = 0;
    for (const notice of due) {
      const message = await this.messageOf(notice, now);
      if (!message) {
        await closeNotice(this.deps.db, notice.id, 'dropped', now);
        continue;
      }
      await this.deps.notify.send(message);
      if (await closeNotice(this.deps.db, notice.id, 'sent', now)) sent += 1;
    }
    return sent;
  }

  /** The message a due notice sends now, or null when it should be dropped. */
  private async messageOf(notice: NoticeRow, now: Date): Promise<Notification | null> {
    if (notice.kind === 'medicine_reminder') return this.doseMessage(notice, now);
    if (!(notice.kind in APPOINTMENT_REMINDERS) || notice.appointmentId === null) return null;
    const kind = notice.kind as AppointmentReminderKind;
    const rule = APPOINTMENT_REMINDERS[kind];
    const row = await this.deps.findAppointment(this.deps.db, notice.appointmentId);
    const starts = row && slotStart(row);
    if (!row || !starts || row.state !== 'confirmed') return null;
    // Moved to another slot since: this reminder was for the old one (the new slot has its own).
    if (starts.getTime() - rule.before !== notice.dueAt.getTime()) return null;
    if (now.getTime() > starts.getTime() - rule.lastUseful) return null;
    const link = await this.deps.notify.shortLink(
      buildPath(ROUTES.doctorOnCall, { appt_no: row.appointmentNo }),
      { expiresAt: new Date(starts.getTime() + 24 * HOUR) },
    );
    const time = minutesToDisplay(row.startMinute ?? 0).toUpperCase();
    const vars: Record<string, string> =
      kind === 'appointment_reminder_24h'
        ? {
            name: varText(row.patientName),
            appt: row.appointmentNo,
            date: dayMonth.format(starts),
            time,
            link,
          }
        : { appt: row.appointmentNo, time, link };
    const prefs = await this.preferences(row.userId);
    return {
      kind,
      key: notice.key,
      to: { mobile: row.patientMobile, patientId: row.userId, language: prefs.language },
      vars,
      urgent: kind === 'appointment_reminder_15m',
    };
  }

  private async doseMessage(notice: NoticeRow, now: Date): Promise<Notification | null> {
    if (notice.medicineReminderId === null) return null;
    if (now.getTime() - notice.dueAt.getTime() > DOSE_LATE_MS) return null;
    const reminder = await findMedicineReminderById(this.deps.db, notice.medicineReminderId);
    if (!reminder || reminder.stoppedAt) return null;
    const mobile = await mobileOf(this.deps.db, reminder.userId);
    if (!mobile) return null;
    const stop = await this.deps.notify.shortLink(
      buildPath(ROUTES.medicineReminderStop, { token: reminder.stopToken }),
      { expiresAt: new Date(notice.dueAt.getTime() + 7 * 24 * HOUR) },
    );
    const prefs = await this.preferences(reminder.userId);
    return {
      kind: 'medicine_reminder',
      key: notice.key,
      to: { mobile, patientId: reminder.userId, language: prefs.language },
      vars: {
        medicine: varText(notice.vars.medicine ?? reminder.medicine),
        dose: varText(notice.vars.dose ?? reminder.dose),
        stop,
      },
    };
  }
}
