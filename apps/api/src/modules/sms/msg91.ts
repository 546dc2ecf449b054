import type { SmsConfig } from '../../config';
import { flowIdEnv } from '../notifications/kinds';
import { type SmsMessage, type SmsProvider, type SmsReceipt, SmsDeliveryError } from './provider';

type Msg91Config = Extract<SmsConfig, { provider: 'msg91' }>;

/**
 * MSG91 (an Indian SMS gateway) through its Flow API over HTTPS: one POST per message with the kind's MSG91
 * flow (template) id — MSG91's own id; the DLT template id is entered in MSG91's panel on that flow — the
 * sender id and the template variables; the auth key travels in the `authkey` header, never in the
 * URL. A `{"type":"success"}` answer means accepted; anything else (HTTP error, `type: error`, timeout) throws.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';

  constructor(
    private readonly config: Msg91Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<SmsReceipt> {
    // One flow per kind and language (a DLT template is one text); without a Hindi flow the English one goes.
    const flows = this.config.flowIds[message.kind];
    const templateId = flows?.[message.language] ?? flows?.en;
    if (!templateId)
      throw new SmsDeliveryError(
        `No MSG91 flow id is configured for ${message.kind} messages (${flowIdEnv(message.kind)}).`,
      );
    const body = {
      template_id: templateId,
      sender: this.config.senderId,
      short_url: '0',
      // Our own short links (<PUBLIC_URL>/s/…) are already short and whitelisted; MSG91's shortener is off.
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
    // MSG91 answers the request id in `message`; its delivery reports name it as `requestId`.
    return { ref: typeof answer.message === 'string' ? answer.message : null };
  }
}
