import { UNREACHABLE_MESSAGE } from '@medibridge/contract';

/** What a screen needs from any account answer, whichever SPEC envelope and HTTP status it came with. */
export interface Outcome {
  /** The HTTP status, or 0 when the network failed. */
  httpStatus: number;
  /** SPEC's inner code: `code`, else `response.status`, else the HTTP status. */
  code: number;
  /** The server's sentence for a person, when there is one. */
  message: string | null;
  /** Per-field messages of a 422. */
  fieldErrors: Record<string, string>;
  /** `response.data` (or `data`) of the envelope. */
  data: unknown;
  body: unknown;
}

type Result = { data: unknown } | { error: unknown };

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function stringMap(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const map = record(value);
  if (map) for (const [key, v] of Object.entries(map)) if (typeof v === 'string') out[key] = v;
  return out;
}

/** Reads a mutation or query result (RTK's `{data}` / `{error: {status, data}}`) into an Outcome. */
export function readOutcome(result: Result): Outcome {
  let httpStatus = 200;
  let body: unknown;
  if ('error' in result) {
    const error = record(result.error) ?? {};
    httpStatus = typeof error.status === 'number' ? error.status : 0;
    body = error.data;
  } else {
    body = result.data;
  }
  const top = record(body) ?? {};
  const inner = record(top.response);
  const code =
    typeof top.code === 'number'
      ? top.code
      : typeof inner?.status === 'number'
        ? inner.status
        : httpStatus;
  const rawMessage = inner?.message ?? top.message;
  const fieldErrors = {
    ...stringMap(top.errors),
    ...(typeof rawMessage === 'object' ? stringMap(rawMessage) : {}),
  };
  const message =
    typeof rawMessage === 'string' ? rawMessage : httpStatus === 0 ? UNREACHABLE_MESSAGE : null;
  return { httpStatus, code, message, fieldErrors, data: inner ? inner.data : top.data, body };
}
