import { UNREACHABLE_MESSAGE } from '@medibridge/contract';

/** What a failed call tells the screen. */
export interface Problem {
  /** The HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** A sentence for a person: the server's when it sent one, else `fallback`. */
  message: string;
  /** Per-field messages of a 422. */
  fieldErrors: Record<string, string>;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * Reads an RTK Query error (`{status, data: {message, errors}}`) into what the screen shows: the server's
 * sentence for a 4xx, `fallback` for a 5xx or a body without one, and UNREACHABLE_MESSAGE when no answer came.
 * Screens pass `message` through `translate`.
 */
export function problemOf(error: unknown, fallback: string): Problem {
  const err = record(error) ?? {};
  const status = typeof err.status === 'number' ? err.status : 0;
  const body = record(err.data) ?? {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, text] of Object.entries(record(body.errors) ?? {}))
    if (typeof text === 'string') fieldErrors[field] = text;
  const serverMessage =
    typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  const message =
    status === 0
      ? UNREACHABLE_MESSAGE
      : status < 500 && serverMessage !== null
        ? serverMessage
        : fallback;
  return { status, message, fieldErrors };
}
