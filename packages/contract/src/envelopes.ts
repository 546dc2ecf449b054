import { z } from 'zod';

/** `{data: …}`, the envelope of most reads (SPEC §7). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** `{code, response: {message, data}}`, the envelope of login and registration (SPEC §7). */
export function codeEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    response: z.object({ message: z.union([z.string(), z.record(z.string(), z.string())]), data }),
  });
}

/** `{response: {status, message, data}}`, the envelope of OTP and forgot-password calls (SPEC §7). */
export function statusEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    response: z.object({ status: z.number().int(), message: z.string(), data }),
  });
}

/**
 * Every error answer. `message` is a sentence a person understands; `errors` maps a field to its message on
 * 422. `requestId` lets support find the log line.
 */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** True when a value looks like our error body. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
