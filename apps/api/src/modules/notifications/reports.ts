/**
 * Which way a message's state moves on a provider's report: from `sent` (accepted) to delivered, read or
 * failed, and from delivered to read; never back. Reports arrive out of order (a WhatsApp `sent` after its
 * `delivered`, a retried MSG91 report after the first): a report that would move a message back, or from one
 * final outcome to the other, changes nothing.
 */
export const REPORTED_FROM = {
  sent: [],
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent'],
} as const satisfies Record<'sent' | 'delivered' | 'read' | 'failed', readonly string[]>;

/** One delivery report line: MSG91's request id, the 10-digit mobile, and what became of the message. */
export interface DeliveryReport {
  ref: string;
  mobile: string;
  status: 'delivered' | 'failed';
  error: string | null;
}

const DELIVERED = new Set(['1', 'DELIVERED', 'DELIVRD']);
/** MSG91's final failures (status codes 2 failed, 9 NDNC, 16 rejected, 17 blocked, 25/26 rejected/…). */
const FAILED = new Set(['2', '9', '16', '17', '25', '26', 'FAILED', 'REJECTED', 'NDNC', 'BLOCKED']);

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const str = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

function line(requestId: string, entry: Record<string, unknown>): DeliveryReport | null {
  const digits = str(entry.number).replace(/\D/g, '');
  const mobile = digits.slice(-10);
  const desc = str(entry.desc).toUpperCase();
  const status = str(entry.status).toUpperCase();
  if (!requestId || mobile.length !== 10) return null;
  if (DELIVERED.has(desc) || (!desc && DELIVERED.has(status)))
    return { ref: requestId, mobile, status: 'delivered', error: null };
  if (FAILED.has(desc) || (!desc && FAILED.has(status)) || (desc && FAILED.has(status))) {
    const reason = str(entry.failedReason) || desc || `status ${status}`;
    return { ref: requestId, mobile, status: 'failed', error: reason.slice(0, 200) };
  }
  // Anything else (submitted, pending at the operator) is not final: nothing to record yet.
  return null;
}

/**
 * The final outcomes in an MSG91 delivery report: version v3 posts `{ requestId, number, status, desc, … }`
 * (one object, or an array of them); version v2 a field `data` holding a JSON array of
 * `{ requestId, report: [{ number, status, desc, failedReason }] }`. Lines that are not final, or that cannot
 * be read, are skipped.
 */
export function parseDeliveryReports(body: unknown): DeliveryReport[] {
  const root = asRecord(body);
  let requests: unknown[];
  if (root && typeof root.data === 'string') {
    try {
      const parsed = JSON.parse(root.data) as unknown;
      requests = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [];
    }
  } else requests = Array.isArray(body) ? body : [body];
  const out: DeliveryReport[] = [];
  for (const request of requests.slice(0, 1000)) {
    const record = asRecord(request);
    if (!record) continue;
    const requestId = str(record.requestId);
    const lines = Array.isArray(record.report) ? record.report : [record];
    for (const entry of lines.slice(0, 1000)) {
      const e = asRecord(entry);
      const report = e ? line(requestId, e) : null;
      if (report) out.push(report);
    }
  }
  return out;
}
