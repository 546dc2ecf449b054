import type { MessageKind } from '../notifications/types';

/**
 * One text message as its template renders it: `text` is exactly what the phone shows (the outbox keeps it),
 * `vars` the template's variables a real gateway fills into the registered template of `kind`.
 */
export interface SmsMessage {
  /** 10-digit Indian mobile. */
  mobile: string;
  kind: MessageKind;
  language: 'en' | 'hi';
  text: string;
  vars: Record<string, string>;
}

/** What the provider answered: its id for the message (MSG91's request id), which delivery reports name. */
export interface SmsReceipt {
  ref: string | null;
}

/** Sends SMS. Implementations throw `SmsDeliveryError` when the message was not accepted. */
export interface SmsProvider {
  readonly name: 'outbox' | 'msg91';
  send(message: SmsMessage): Promise<SmsReceipt>;
}

/** The provider did not accept a message (network failure, timeout, or an error answer). */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
