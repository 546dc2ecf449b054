import { createHmac, timingSafeEqual } from 'node:crypto';

/** One status update of a WhatsApp message: its wamid, what became of it, and the reason when it failed. */
export interface WhatsappStatus {
  ref: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  error: string | null;
}

const STATUSES = new Set<WhatsappStatus['status']>(['sent', 'delivered', 'read', 'failed']);

/**
 * Whether `signature` (the `X-Hub-Signature-256` header, `sha256=<hex>`) is the HMAC-SHA256 of the body's
 * exact bytes under the app secret, compared in constant time.
 */
export function signedByMeta(rawBody: string, signature: unknown, appSecret: string): boolean {
  if (typeof signature !== 'string' || !signature.startsWith('sha256=')) return false;
  const given = Buffer.from(signature.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody, 'utf8').digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, 1000) : []);
const str = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** The provider's reason for a failure: `errors[0]`'s details or message, with its code. */
function reasonOf(errors: unknown): string {
  const first = asRecord(list(errors)[0]);
  if (!first) return 'WhatsApp reported the message failed (no reason given)';
  const details = str(asRecord(first.error_data)?.details);
  const words = details || str(first.message) || str(first.title) || 'failed';
  const code = str(first.code);
  return (code ? `${words} (${code})` : words).slice(0, 200);
}

/**
 * The message statuses in a WhatsApp Business Account notification (`object: whatsapp_business_account`):
 * `entry[].changes[].value.statuses[]`, each with `id` (the wamid the send answered) and `status`. Incoming
 * messages and other fields are not ours to read; statuses that cannot be read are skipped.
 */
export function parseWhatsappStatuses(body: unknown): WhatsappStatus[] {
  const root = asRecord(body);
  if (!root || root.object !== 'whatsapp_business_account') return [];
  const out: WhatsappStatus[] = [];
  for (const entry of list(root.entry))
    for (const change of list(asRecord(entry)?.changes)) {
      const value = asRecord(asRecord(change)?.value);
      for (const item of list(value?.statuses)) {
        const record = asRecord(item);
        const ref = str(record?.id);
        const status = str(record?.status) as WhatsappStatus['status'];
        if (!record || !ref || ref.length > 200 || !STATUSES.has(status)) continue;
        out.push({ ref, status, error: status === 'failed' ? reasonOf(record.errors) : null });
      }
    }
  return out;
}
