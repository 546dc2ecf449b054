import type { SmsConfig } from '../../config';
import { type SmsMessage, type SmsProvider, SmsDeliveryError } from './provider';

type Msg91Config = Extract<SmsConfig, { provider: 'msg91' }>;

/**
 * MSG91 (an Indian SMS gateway) through its Flow API over HTTPS: one POST per message with the DLT template
 * id, the sender id and the template variables; the auth key travels in the `authkey` header, never in the
 * URL. A `{"type":"success"}` answer means accepted; anything else (HTTP error, `type: error`, timeout) throws.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';

  constructor(
    private readonly config: Msg91Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const templateId =
      message.template === 'otp'
        ? this.config.otpTemplateId
        : message.template === 'password_reset'
          ? this.config.resetTemplateId
          : message.template === 'appointment'
            ? this.config.appointmentTemplateId
            : message.template === 'order'
              ? this.config.orderTemplateId
              : this.config.enquiryTemplateId;
    if (!templateId)
      throw new SmsDeliveryError(`No SMS template is configured for ${message.template} messages.`);
    const body = {
      template_id: templateId,
      sender: this.config.senderId,
      short_url: '0',
      recipients: [{ mobiles: `91${message.mobile}`, ...message.vars }],
    };
    let response: Response;
    try {
      response = await this.fetchImpl(this.config.apiUrl, {
        method: 'POST',
        headers: {
          authkey: this.config.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new SmsDeliveryError(`SMS gateway unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const text = await response.text().catch(() => '');
    let answer: { type?: unknown; message?: unknown } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // Not JSON: judged by the status below.
    }
    if (!response.ok || answer.type !== 'success') {
      const detail = typeof answer.message === 'string' ? answer.message : text.slice(0, 200);
      throw new SmsDeliveryError(
        `SMS gateway refused the message (HTTP ${response.status}): ${detail}`,
      );
    }
  }
}
