import type { WhatsappConfig } from '../../notifyConfig';
import type { OutboxSmsProvider } from '../sms/outbox';
import { whatsappParameters } from './kinds';
import type { MessageKind } from './types';

/** One WhatsApp template message: the kind's approved template, its variables, the rendered text. */
export interface WhatsappMessage {
  mobile: string;
  kind: MessageKind;
  language: 'en' | 'hi';
  text: string;
  vars: Record<string, string>;
}

/** Sends WhatsApp template messages; throws `WhatsappDeliveryError` when one was not accepted. */
export interface WhatsappProvider {
  readonly name: 'outbox' | 'meta';
  send(message: WhatsappMessage): Promise<{ ref: string | null }>;
}

export class WhatsappDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WhatsappDeliveryError';
  }
}

/** The demo: WhatsApp messages go to the same outbox as texts, marked `whatsapp`. */
export class OutboxWhatsappProvider implements WhatsappProvider {
  readonly name = 'outbox';
  constructor(private readonly outbox: OutboxSmsProvider) {}

  send(message: WhatsappMessage): Promise<{ ref: string | null }> {
    return this.outbox.send(message, 'whatsapp');
  }
}

/**
 * Meta's WhatsApp Cloud API: `POST {api}/{phone-number-id}/messages` with `type: template`, the approved
 * template's name and language code, and the body's parameters in the template's order (`{{1}}`, `{{2}}` …),
 * authorised by the system user's bearer token. A 200 answer names the message id (`messages[0].id`), which
 * status webhooks name; anything else throws.
 */
export class MetaWhatsappProvider implements WhatsappProvider {
  readonly name = 'meta';

  constructor(
    private readonly config: WhatsappConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: WhatsappMessage): Promise<{ ref: string | null }> {
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `91${message.mobile}`,
      type: 'template',
      template: {
        name: this.config.templates[message.kind],
        language: { code: this.config.languages[message.language] },
        components: [
          {
            type: 'body',
            parameters: whatsappParameters(message.kind, message.language, message.vars).map(
              (text) => ({ type: 'text', text }),
            ),
          },
        ],
      },
    };
    let response: Response;
    try {
      response = await this.fetchImpl(
        `${this.config.apiUrl}/${encodeURIComponent(this.config.phoneNumberId ?? '')}/messages`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${this.config.accessToken ?? ''}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          redirect: 'error',
          signal: AbortSignal.timeout(this.config.timeoutMs),
        },
      );
    } catch (error) {
      throw new WhatsappDeliveryError(`WhatsApp API unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const text = await response.text().catch(() => '');
    let answer: { messages?: { id?: unknown }[]; error?: { message?: unknown; code?: unknown } } =
      {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // Not JSON: judged by the status below.
    }
    const id = answer.messages?.[0]?.id;
    if (!response.ok || typeof id !== 'string') {
      const detail =
        typeof answer.error?.message === 'string'
          ? `${answer.error.message} (${String(answer.error.code)})`
          : text.slice(0, 200);
      throw new WhatsappDeliveryError(
        `WhatsApp API refused the message (HTTP ${response.status}): ${detail}`,
      );
    }
    return { ref: id };
  }
}
