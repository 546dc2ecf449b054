import { z } from 'zod';
/* eslint-disable no-restricted-imports -- the table alone: the module's index loads its plugin, which the config must not */
import {
  MESSAGE_KINDS,
  defaultWhatsappName,
  flowIdEnv,
  whatsappTemplateEnv,
} from './modules/notifications/kinds';
import type { MessageKind } from './modules/notifications/types';
/* eslint-enable no-restricted-imports */

/**
 * The notification settings: one MSG91 flow id and one approved WhatsApp template name per message kind
 * (modules/notifications/kinds.ts), the WhatsApp Cloud API, and the MSG91 delivery-report webhook's secret.
 */

type FlowEnv = `MSG91_FLOW_ID_${Uppercase<MessageKind>}`;
type WhatsappEnv = `WHATSAPP_TEMPLATE_${Uppercase<MessageKind>}`;

/** `<flow id>` or `<English flow id>,<Hindi flow id>`. */
const flowId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})?$/, {
    error: 'must be an MSG91 flow id, or the English and Hindi flow ids separated by a comma',
  })
  .optional();
const templateName = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, {
    error: 'must be a WhatsApp template name (lower-case letters, digits, underscores)',
  })
  .optional();
const languageCode = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, {
      error: 'must be a WhatsApp language code like en or en_US',
    })
    .default(fallback);

const flowShape = Object.fromEntries(MESSAGE_KINDS.map((k) => [flowIdEnv(k), flowId])) as Record<
  FlowEnv,
  typeof flowId
>;
const whatsappShape = Object.fromEntries(
  MESSAGE_KINDS.map((k) => [whatsappTemplateEnv(k), templateName]),
) as Record<WhatsappEnv, typeof templateName>;

/** The old names (one DLT-looking id per purpose): still read for three kinds, with a start-up warning. */
export const DEPRECATED_FLOW_ALIASES = {
  SMS_OTP_TEMPLATE_ID: 'otp',
  SMS_RESET_TEMPLATE_ID: 'password_reset',
  SMS_ENQUIRY_TEMPLATE_ID: 'enquiry_ack',
} as const satisfies Record<string, MessageKind>;
/** Old names whose template (one `text` variable) no registered DLT template can match: ignored. */
export const RETIRED_TEMPLATE_VARIABLES = [
  'SMS_APPOINTMENT_TEMPLATE_ID',
  'SMS_ORDER_TEMPLATE_ID',
] as const;

const legacy = z.string().trim().min(1).max(100).optional();

export const notifyConfigShape = {
  ...flowShape,
  SMS_OTP_TEMPLATE_ID: legacy,
  SMS_RESET_TEMPLATE_ID: legacy,
  SMS_ENQUIRY_TEMPLATE_ID: legacy,
  SMS_APPOINTMENT_TEMPLATE_ID: legacy,
  SMS_ORDER_TEMPLATE_ID: legacy,
  MSG91_WEBHOOK_TOKEN: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, {
      error: 'must be 24-128 letters, digits, - or _ (a random secret)',
    })
    .optional(),
  WHATSAPP_PROVIDER: z
    .enum(['off', 'outbox', 'meta'], { error: 'must be off, outbox or meta' })
    .optional(),
  WHATSAPP_API_URL: z.url({ error: 'must be a URL' }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, { error: 'must be the WhatsApp phone number id (digits)' })
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z
    .string()
    .trim()
    .min(20, { error: 'must be the access token' })
    .optional(),
  WHATSAPP_LANGUAGE_EN: languageCode('en'),
  WHATSAPP_LANGUAGE_HI: languageCode('hi'),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  WHATSAPP_WEBHOOK_VERIFY_TOKEN: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, {
      error: 'must be 16-128 letters, digits, - or _ (a random secret)',
    })
    .optional(),
  WHATSAPP_APP_SECRET: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{16,128}$/, {
      error:
        'must be the Meta app secret (letters and digits, App Dashboard → App settings → Basic)',
    })
    .optional(),
  ...whatsappShape,
};

const kindList = (kind: MessageKind) => `\`${kind}\` (docs/messages.md)`;

export const NOTIFY_CONFIG_DOCS: Record<keyof typeof notifyConfigShape, string> = {
  ...(Object.fromEntries(
    MESSAGE_KINDS.map((k) => [
      flowIdEnv(k),
      `MSG91 flow id for ${kindList(k)}: the id MSG91 shows for the flow (SMS → Flow) you built from this kind's template, not the DLT template id (that one is entered in MSG91's panel on the flow). \`<flow id>\` or \`<English flow id>,<Hindi flow id>\` (a DLT template is one text, so Hindi needs its own flow; without one, Hindi speakers get the English text). Required for \`otp\` and \`password_reset\` with \`SMS_PROVIDER=msg91\`; without it this kind is not sent by SMS (recorded as failed).`,
    ]),
  ) as Record<FlowEnv, string>),
  SMS_OTP_TEMPLATE_ID: 'Deprecated alias of `MSG91_FLOW_ID_OTP` (read with a start-up warning).',
  SMS_RESET_TEMPLATE_ID:
    'Deprecated alias of `MSG91_FLOW_ID_PASSWORD_RESET` (read with a start-up warning).',
  SMS_ENQUIRY_TEMPLATE_ID:
    'Deprecated alias of `MSG91_FLOW_ID_ENQUIRY_ACK` (read with a start-up warning).',
  SMS_APPOINTMENT_TEMPLATE_ID:
    'Retired: its template put a whole sentence into one variable, which DLT refuses. Ignored with a start-up warning; set the `MSG91_FLOW_ID_APPOINTMENT_*` variables instead.',
  SMS_ORDER_TEMPLATE_ID:
    'Retired: its template put a whole sentence into one variable, which DLT refuses. Ignored with a start-up warning; set the `MSG91_FLOW_ID_ORDER_*` variables instead.',
  MSG91_WEBHOOK_TOKEN:
    'Secret (24–128 characters) for MSG91 delivery reports: in MSG91’s panel (SMS → Webhook, version v3) enter `<PUBLIC_URL>/api/notifications/msg91-report?token=<this value>`. MSG91 signs nothing, so the secret in the URL is what authenticates it. Without it the webhook answers 404 and messages stay “sent” (accepted), never “delivered”.',
  WHATSAPP_PROVIDER:
    '`meta`: WhatsApp Cloud API template messages (needs `WHATSAPP_PHONE_NUMBER_ID`, `WHATSAPP_ACCESS_TOKEN`). `outbox`: stored in the demo outbox with channel `whatsapp`. `off`: no WhatsApp. Default: `outbox` with `SMS_PROVIDER=outbox`, else `off`.',
  WHATSAPP_API_URL:
    'The Graph API root, version included. Default `https://graph.facebook.com/v21.0`; http only for 127.0.0.1 test doubles.',
  WHATSAPP_PHONE_NUMBER_ID: 'The WhatsApp Business phone number id messages are sent from.',
  WHATSAPP_ACCESS_TOKEN: 'The system-user access token for the WhatsApp Cloud API (secret).',
  WHATSAPP_LANGUAGE_EN:
    'The language code English templates were approved under (`en`, `en_US`, `en_GB`). Default `en`.',
  WHATSAPP_LANGUAGE_HI: 'The language code Hindi templates were approved under. Default `hi`.',
  WHATSAPP_TIMEOUT_MS: 'How long to wait for the WhatsApp API, in milliseconds. Default `10000`.',
  WHATSAPP_WEBHOOK_VERIFY_TOKEN:
    'A secret (16–128 characters) you choose and enter as the “Verify token” when setting the webhook in Meta’s App Dashboard (WhatsApp → Configuration), with the callback URL `<PUBLIC_URL>/api/notifications/whatsapp-webhook`. Meta’s verification request (`GET`, `hub.mode=subscribe`) is answered only with it; without it that request answers 404.',
  WHATSAPP_APP_SECRET:
    'The Meta app’s secret (App Dashboard → App settings → Basic, secret). Status webhooks (`POST /api/notifications/whatsapp-webhook`, field `messages`) are signed with it (`X-Hub-Signature-256`); a bad signature answers 401. Without it the webhook answers 404 and WhatsApp messages stay “sent” (accepted), never “delivered” or “read”.',
  ...(Object.fromEntries(
    MESSAGE_KINDS.map((k) => [
      whatsappTemplateEnv(k),
      `The approved WhatsApp template name for ${kindList(k)} (both languages share the name). Default \`${defaultWhatsappName(k)}\`.`,
    ]),
  ) as Record<WhatsappEnv, string>),
};

export interface WhatsappConfig {
  provider: 'off' | 'outbox' | 'meta';
  apiUrl: string;
  phoneNumberId: string | null;
  accessToken: string | null;
  languages: { en: string; hi: string };
  templates: Record<MessageKind, string>;
  timeoutMs: number;
  /** Answers Meta's webhook verification (`hub.verify_token`); null: the verification route is a 404. */
  webhookVerifyToken: string | null;
  /** Checks `X-Hub-Signature-256` on status webhooks; null: the status route is a 404. */
  appSecret: string | null;
}

export interface NotifyConfig {
  flowIds: Partial<Record<MessageKind, { en: string; hi?: string }>>;
  webhookToken: string | null;
  whatsapp: WhatsappConfig;
  /** Said once at start-up (deprecated names in use). */
  warnings: string[];
}

type Parsed = z.infer<z.ZodObject<typeof notifyConfigShape>>;

/** The notification settings, or the problems with them. */
export function notifyConfig(v: Parsed, smsProvider: 'outbox' | 'msg91'): NotifyConfig | string[] {
  const problems: string[] = [];
  const warnings: string[] = [];
  const flowIds: NotifyConfig['flowIds'] = {};
  for (const kind of MESSAGE_KINDS) {
    const raw = v[flowIdEnv(kind) as FlowEnv];
    if (!raw) continue;
    const [en, hi] = raw.split(',') as [string, string | undefined];
    flowIds[kind] = hi ? { en, hi } : { en };
  }
  for (const [old, kind] of Object.entries(DEPRECATED_FLOW_ALIASES)) {
    const value = v[old as keyof typeof DEPRECATED_FLOW_ALIASES];
    if (!value) continue;
    warnings.push(
      `${old} is deprecated: it holds MSG91's flow id, so it is now called ${flowIdEnv(kind)}.`,
    );
    flowIds[kind] ??= { en: value };
  }
  for (const old of RETIRED_TEMPLATE_VARIABLES)
    if (v[old])
      warnings.push(
        `${old} is ignored: DLT refuses a whole sentence in one variable; set one MSG91_FLOW_ID_* per message kind (docs/messages.md).`,
      );
  if (smsProvider === 'msg91')
    for (const kind of ['otp', 'password_reset'] as const)
      if (!flowIds[kind])
        problems.push(`${flowIdEnv(kind)} is required when SMS_PROVIDER is msg91`);
  const provider = v.WHATSAPP_PROVIDER ?? (smsProvider === 'outbox' ? 'outbox' : 'off');
  const apiUrl = new URL(v.WHATSAPP_API_URL);
  if (
    provider === 'meta' &&
    apiUrl.protocol !== 'https:' &&
    !/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(apiUrl.hostname)
  )
    problems.push('WHATSAPP_API_URL must be https (http only for 127.0.0.1 test doubles)');
  if (provider === 'meta') {
    if (!v.WHATSAPP_PHONE_NUMBER_ID)
      problems.push('WHATSAPP_PHONE_NUMBER_ID is required when WHATSAPP_PROVIDER is meta');
    if (!v.WHATSAPP_ACCESS_TOKEN)
      problems.push('WHATSAPP_ACCESS_TOKEN is required when WHATSAPP_PROVIDER is meta');
  }
  if (problems.length) return problems;
  if (provider === 'meta' && !v.WHATSAPP_APP_SECRET)
    warnings.push(
      'WHATSAPP_APP_SECRET is not set: WhatsApp status webhooks are refused, so WhatsApp messages show as sent, never delivered or read.',
    );
  const templates = Object.fromEntries(
    MESSAGE_KINDS.map((k) => [
      k,
      v[whatsappTemplateEnv(k) as WhatsappEnv] ?? defaultWhatsappName(k),
    ]),
  ) as Record<MessageKind, string>;
  return {
    flowIds,
    webhookToken: v.MSG91_WEBHOOK_TOKEN ?? null,
    whatsapp: {
      provider,
      apiUrl: v.WHATSAPP_API_URL.replace(/\/+$/, ''),
      phoneNumberId: v.WHATSAPP_PHONE_NUMBER_ID ?? null,
      accessToken: v.WHATSAPP_ACCESS_TOKEN ?? null,
      languages: { en: v.WHATSAPP_LANGUAGE_EN, hi: v.WHATSAPP_LANGUAGE_HI },
      templates,
      timeoutMs: v.WHATSAPP_TIMEOUT_MS,
      webhookVerifyToken: v.WHATSAPP_WEBHOOK_VERIFY_TOKEN ?? null,
      appSecret: v.WHATSAPP_APP_SECRET ?? null,
    },
    warnings,
  };
}
