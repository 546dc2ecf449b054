import { z } from 'zod';
import { STAFF_PAGE_SIZE_MAX } from './enquiryRules';

/**
 * The wire shapes of the Schedule H1 register (issue 33 §3, docs/decisions/0068): the pharmacist's and admin's
 * read of it by India date, and its CSV.
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-03-05.' })
  .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), {
    error: 'Use a real calendar date like 2026-03-05.',
  });

/** From and to (India dates, both included), and the page. */
export const h1RegisterQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(STAFF_PAGE_SIZE_MAX).default(20),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type H1RegisterQuery = z.output<typeof h1RegisterQuerySchema>;

/** One H1 medicine supplied: the register's columns. */
export const h1EntrySchema = z.object({
  id: z.number().int(),
  /** When it was supplied (the order dispatched), ISO; `date` is its India date. */
  supplied_at: z.string(),
  date: z.string(),
  order_no: z.string(),
  medicine: z.string(),
  quantity: z.number().int(),
  prescriber_name: z.string(),
  prescriber_reg_no: z.string(),
  patient_name: z.string(),
  patient_address: z.string(),
});
export type H1Entry = z.infer<typeof h1EntrySchema>;

export const h1RegisterSchema = z.object({
  data: z.array(h1EntrySchema),
  meta: z.object({
    page: z.number(),
    per_page: z.number(),
    total: z.number(),
    /** How long the register is kept, years (3). */
    retention_years: z.number().int(),
  }),
});

/** The columns of the register's CSV, in order. */
export const H1_CSV_COLUMNS = [
  'date',
  'order_no',
  'medicine',
  'quantity',
  'prescriber_name',
  'prescriber_reg_no',
  'patient_name',
  'patient_address',
] as const;
