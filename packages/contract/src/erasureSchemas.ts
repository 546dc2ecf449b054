import { z } from 'zod';
import { STAFF_PAGE_SIZE_MAX } from './enquiryRules';
import { SECURITY_EVENT_KINDS } from './staffScreens';

/**
 * The wire shapes of erasure, the security log and breaches (issue 33 §1, docs/decisions/0061).
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-03-05.' })
  .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), {
    error: 'Use a real calendar date like 2026-03-05.',
  });
const pageMeta = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

/** Closing one's own account: the password again, and the wallet given up when it holds money. */
export const accountCloseRequestSchema = z.object({
  password: z
    .string({ error: 'Enter your password to close your account.' })
    .min(1, { error: 'Enter your password to close your account.' })
    .max(200),
  /** The patient accepts that the wallet's balance is given up (docs/decisions/0061). */
  forfeit_wallet: z.boolean().default(false),
});
export type AccountCloseRequest = z.input<typeof accountCloseRequestSchema>;

export const accountCloseResponseSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({
    closed_at: z.string(),
    /** Consultations cancelled first (their refunds go to the payment method or were given up with the wallet). */
    cancelled_appointments: z.array(z.string()),
    forfeited_paise: z.number().int(),
  }),
});
export type AccountCloseResponse = z.infer<typeof accountCloseResponseSchema>;

/** The security log's filters (admin). */
export const securityLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(STAFF_PAGE_SIZE_MAX).default(20),
  kind: z.enum(SECURITY_EVENT_KINDS, { error: 'Pick a kind of event from the list.' }).optional(),
  user_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type SecurityLogQuery = z.output<typeof securityLogQuerySchema>;

export const securityEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  user_id: z.number().int().nullable(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string().nullable(),
  subject: z.string(),
  detail: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityLogSchema = z.object({
  data: z.array(securityEventSchema),
  meta: pageMeta.extend({ retention_days: z.number().int() }),
});

const MOBILES_MAX = 500;

/**
 * Recording a breach (DPDP Rules 2025 r.7): what happened, when, which data, and who is affected: the
 * patients with a consultation or an order in a date range, or a list of mobiles.
 */
export const breachRecordSchema = z
  .object({
    what: z
      .string({ error: 'Say what happened.' })
      .trim()
      .min(10, { error: 'Say what happened in a sentence or two (10 characters at least).' })
      .max(2000),
    occurred_on: isoDate,
    data_affected: z
      .string({ error: 'Say which data was affected.' })
      .trim()
      .min(3, { error: 'Say which data was affected.' })
      .max(30, {
        error:
          'Keep it to 30 characters (it goes into the text message), e.g. "name and mobile number".',
      }),
    affected: z.discriminatedUnion(
      'by',
      [
        z.object({ by: z.literal('records_between'), from: isoDate, to: isoDate }),
        z.object({
          by: z.literal('mobiles'),
          mobiles: z
            .array(z.string().regex(/^\d{10}$/, { error: 'Each mobile is 10 digits.' }))
            .min(1, { error: 'List at least one mobile.' })
            .max(MOBILES_MAX, { error: `At most ${String(MOBILES_MAX)} mobiles at once.` }),
        }),
      ],
      { error: 'Choose the affected patients by date range or by mobiles.' },
    ),
  })
  .refine((b) => b.affected.by !== 'records_between' || b.affected.from <= b.affected.to, {
    error: 'The range must start on or before its end.',
    path: ['affected', 'to'],
  });
export type BreachRecordRequest = z.input<typeof breachRecordSchema>;

export const breachSchema = z.object({
  reference: z.string(),
  what: z.string(),
  occurred_on: z.string(),
  data_affected: z.string(),
  recorded_at: z.string(),
  recorded_by: z.string().nullable(),
  patient_count: z.number().int(),
  notified_at: z.string().nullable(),
  texted_count: z.number().int(),
  /** The affected patients (masked mobiles), as recorded; empty in the list. */
  patients: z.array(z.object({ user_id: z.number().int(), name: z.string(), mobile: z.string() })),
});
export type Breach = z.infer<typeof breachSchema>;
export const breachResponseSchema = z.object({ data: breachSchema });
export const breachListSchema = z.object({ data: z.array(breachSchema) });
export const breachParamsSchema = z.object({
  reference: z
    .string()
    .regex(/^BR-[0-9A-Z-]{4,40}$/, { error: 'Must be a breach reference like BR-20261128-0001.' }),
});
export const breachNotifyResponseSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: breachSchema,
});
