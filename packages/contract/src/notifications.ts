import { z } from 'zod';
import { mobileInputSchema } from './accounts';

/**
 * The wire shapes of notifications: the coordinators' message list, MSG91's delivery reports and WhatsApp's
 * status webhook.
 */

export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** GET staff/messages?mobile=…: a mobile's messages, newest first. */
export const staffMessagesQuerySchema = z.object({ mobile: mobileInputSchema });

/**
 * One message on one channel: `status` queued (waiting, e.g. for 08:00 IST), sending, sent (the provider
 * accepted it), delivered (the phone got it, as the provider reported), read (WhatsApp only: the patient
 * opened it) or failed (with `error`, the provider's reason). `provider_ref` is the provider's id for it
 * (MSG91's request id, WhatsApp's wamid), which its reports name.
 */
export const staffMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  channel: z.enum(['sms', 'whatsapp']),
  text: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  error: z.string().nullable(),
  provider_ref: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  reported_at: z.string().nullable(),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;
export const staffMessagesSchema = z.object({ data: z.array(staffMessageSchema) });

/** POST notifications/msg91-report?token=…: the token MSG91's webhook URL carries. */
export const deliveryReportQuerySchema = z.object({
  token: z.string().max(200).optional(),
});
/**
 * MSG91's delivery report: version v3 posts one JSON object per message (`requestId`, `number`, `status`,
 * `desc`), v2 a form field `data` holding a JSON array of requests with their `report` lines. Read loosely;
 * the handler picks out what it needs.
 */
export const deliveryReportSchema = z.union([
  z.looseObject({}),
  z.array(z.looseObject({})).max(1000),
]);
export const deliveryReportResponseSchema = z.object({ received: z.number().int() });

/**
 * GET notifications/whatsapp-webhook: Meta's verification request when the webhook is set up (App Dashboard →
 * WhatsApp → Configuration). Read loosely; the handler answers `hub.challenge` when the token matches.
 */
export const whatsappVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});
/**
 * POST notifications/whatsapp-webhook: a WhatsApp Business Account notification, `entry[].changes[].value`
 * with `statuses[]` (`id` the wamid, `status` sent, delivered, read or failed, `errors[]`). Signed with
 * `X-Hub-Signature-256`; read loosely, the handler picks out the statuses.
 */
export const whatsappNotificationSchema = z.looseObject({});
export const whatsappNotificationResponseSchema = z.object({ received: z.number().int() });
