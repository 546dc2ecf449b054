/** What a failed call tells the screen. */
export interface Problem {
  /** The HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** A sentence for a person: the server's when it sent one, else `fallback`. */
  message: string;
  /** Per-field messages of a 422. */
  fieldErrors: Record<string, string>;
}

/** What the screens say when the server cannot be reached at all (shown through `translate`). */
export const UNREACHABLE =
  'We could not reach MediBridge. Please check your internet connection and try again.';

/** Reads an RTK Query error (`{status, data: {message, errors}}`) into what the screen shows. */
export function problemOf(error: unknown, fallback: string): Problem {
  const record = (v: unknown): Record<string, unknown> | null =>
    typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;
  const err = record(error) ?? {};
  const status = typeof err.status === 'number' ? err.status : 0;
  const body = record(err.data) ?? {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, text] of Object.entries(record(body.errors) ?? {}))
    if (typeof text === 'string') fieldErrors[field] = text;
  const serverMessage =
    typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  const message =
    status === 0 ? UNREACHABLE : status < 500 && serverMessage !== null ? serverMessage : fallback;
  return { status, message, fieldErrors };
}
