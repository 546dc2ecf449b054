import { z } from 'zod';
import { dataEnvelope } from './envelopes';
import { CONSENT_PURPOSES, EXPORT_STATES, MY_DATA_KINDS } from './privacy';

/**
 * Wire schemas of the privacy calls (API module `privacy`, docs/decisions/0060): consents, the "my data"
 * summary and its download. The screens import the types from `@medibridge/contract`.
 */

const purposeSchema = z.enum(CONSENT_PURPOSES, {
  error: `purpose must be one of ${CONSENT_PURPOSES.join(', ')}.`,
});

/** One purpose's standing: granted or not, since when, under which notice version. */
export const consentStateSchema = z.object({
  purpose: purposeSchema,
  granted: z.boolean(),
  /** When it was last given or withdrawn; null when never asked. */
  at: z.string().nullable(),
  notice_version: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const consentsSchema = z.object({
  /** The notice's current version: a consent given under an older one still stands. */
  notice_version: z.string(),
  purposes: z.array(consentStateSchema),
});
export type Consents = z.infer<typeof consentsSchema>;
export const consentsResponseSchema = dataEnvelope(consentsSchema);

/** What the patient chose on the notice: each purpose given or withdrawn, under the version they read. */
export const consentChoicesSchema = z.object({
  notice_version: z.string({ error: 'notice_version is required.' }).trim().min(1).max(40),
  choices: z
    .array(
      z.object({
        purpose: purposeSchema,
        granted: z.boolean({ error: 'granted must be true or false.' }),
      }),
    )
    .min(1, { error: 'Choose at least one purpose.' })
    .max(CONSENT_PURPOSES.length),
});
export type ConsentChoices = z.infer<typeof consentChoicesSchema>;

/** One kind of record MediBridge holds about the patient, and how many. */
export const myDataCountSchema = z.object({ kind: z.enum(MY_DATA_KINDS), count: z.number().int() });

/** Who received the patient's data, derived from their records. */
export const sharedWithSchema = z.object({
  /** doctor, pharmacy, payment_gateway, sms_provider */
  recipient: z.enum(['doctor', 'pharmacy', 'payment_gateway', 'sms_provider']),
  /** A doctor's name, "MediBridge pharmacy", the gateway's or provider's name. */
  name: z.string(),
  /** What they received, in a few words. */
  what: z.string(),
  count: z.number().int(),
});
export type SharedWith = z.infer<typeof sharedWithSchema>;

export const myDataSummarySchema = z.object({
  counts: z.array(myDataCountSchema),
  shared_with: z.array(sharedWithSchema),
});
export type MyDataSummary = z.infer<typeof myDataSummarySchema>;
export const myDataSummaryResponseSchema = dataEnvelope(myDataSummarySchema);

/** A download of all the patient's data: prepared in the background, offered until `expires_at`. */
export const dataExportSchema = z.object({
  id: z.string(),
  state: z.enum(EXPORT_STATES),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  bytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportResponseSchema = dataEnvelope(dataExportSchema);
export const dataExportListResponseSchema = dataEnvelope(z.array(dataExportSchema));

export const dataExportParamsSchema = z.object({
  export_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{10,64}$/, { error: 'This download was not found in your account.' }),
});
