/**
 * The notifications module's public surface (`app.notify`), shared with the `reminders` module. Every message
 * a patient receives is one `MessageKind`: a DLT-registered SMS template and a WhatsApp template with the
 * same variables (kinds.ts holds the table; docs/messages.md lists it for the operator).
 */
export type Channel = 'sms' | 'whatsapp';

export type MessageKind =
  | 'otp'
  | 'password_reset'
  | 'staff_invite'
  | 'enquiry_ack'
  | 'appointment_confirmed'
  | 'appointment_cancelled'
  | 'appointment_cancelled_by_clinic'
  | 'appointment_reminder_24h'
  | 'appointment_reminder_15m'
  | 'doctor_joined'
  | 'follow_up_answered'
  | 'refund_wallet'
  | 'refund_source'
  | 'order_confirmed'
  | 'order_rx_approved'
  | 'order_rx_rejected'
  | 'order_dispatched'
  | 'order_delivered'
  | 'medicine_reminder'
  | 'service_booked'
  | 'prescription_ready'
  | 'appointment_confirmed_asap'
  | 'order_packed'
  | 'order_cancelled'
  | 'breach_notice'
  | 'grievance_received'
  | 'grievance_answered'
  | 'grievance_escalated';

export interface Notification {
  kind: MessageKind;
  to: { mobile: string; patientId?: number | null; language: 'en' | 'hi' };
  /** Template variables, each at most 30 characters (DLT); names per kind in kinds.ts. */
  vars: Record<string, string>;
  /** Idempotency key: a notification with the same key is sent once, across replicas and retries. */
  key: string;
  /** Call-time and security messages (OTP, reset, 15-minute reminder, doctor joined) ignore quiet hours. */
  urgent?: boolean;
  /** Not before this instant (scheduled reminders); default now. */
  notBefore?: Date;
  /** Channels to use; default: what `resolveChannels(patientId, kind)` answers (sms only until `reminders` wires preferences). */
  channels?: Channel[];
}

export type ChannelResolver = (
  patientId: number | null | undefined,
  kind: MessageKind,
) => Promise<Channel[]>;

/** Whether a patient's consent to a purpose stands now (the privacy module answers; docs/decisions/0060). */
export type ConsentGate = (patientId: number, purpose: 'reminders' | 'offers') => Promise<boolean>;

export interface Notifier {
  /** Queues the notification on the job queue (keyed by `key`); resolves when queued, not when delivered. */
  send(notification: Notification): Promise<void>;
  /** A short link on our own domain (`<PUBLIC_URL>/s/<code>`) to an app path, for SMS/WhatsApp. */
  shortLink(targetPath: string, options: { expiresAt: Date }): Promise<string>;
  /** Replaces the default channel choice (used by the `reminders` module's patient preferences). */
  useChannelResolver(resolve: ChannelResolver): void;
  /**
   * Reminder and offer kinds go only to patients whose consent to that purpose stands, checked when queued
   * and again when due (a withdrawal stops what was already scheduled). Set by the privacy module.
   */
  useConsentGate?(gate: ConsentGate): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications: queued, templated, per channel (modules/notifications). */
    notify: Notifier;
  }
}
