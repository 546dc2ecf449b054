/** What an SMS is for: real gateways in India send only DLT-registered templates, one per purpose. */
export type SmsTemplate = 'otp' | 'password_reset' | 'enquiry_ack' | 'appointment' | 'order';

/** One SMS: the full text (what the outbox keeps and logs) and the template variables a gateway fills in. */
export interface SmsMessage {
  /** 10-digit Indian mobile. */
  mobile: string;
  template: SmsTemplate;
  text: string;
  vars: Record<string, string>;
}

/** Sends SMS. Implementations throw `SmsDeliveryError` when the message was not accepted. */
export interface SmsProvider {
  readonly name: 'outbox' | 'msg91';
  send(message: SmsMessage): Promise<void>;
}

/** The provider did not accept a message (network failure, timeout, or an error answer). */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
