import { z } from 'zod';
import { DRUG_SCHEDULES } from './pharmacyRules';
import { TPG_LISTS } from './tpgRules';

/**
 * The wire shapes of the doctor's medicine picker (docs/decisions/0067): catalogue medicines found by
 * composition, each with its Telemedicine Practice Guidelines list and whether this consultation may
 * prescribe it.
 */
export const prescriptionMedicineQuerySchema = z.object({
  /** The composition (or title) typed so far: at least 2 characters. */
  q: z
    .string({ error: 'Type at least 2 letters of the composition.' })
    .trim()
    .min(2, { error: 'Type at least 2 letters of the composition.' })
    .max(100, { error: 'This is too long.' }),
  /** The prescription being written: `follow_up` answers the follow-up (a follow-up consultation). */
  kind: z
    .enum(['consultation', 'follow_up'], { error: 'kind must be consultation or follow_up.' })
    .default('consultation'),
});
export type PrescriptionMedicineQuery = z.output<typeof prescriptionMedicineQuerySchema>;

export const prescriptionMedicineSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  composition: z.string(),
  schedule: z.enum(DRUG_SCHEDULES),
  tpg_list: z.enum(TPG_LISTS),
  /** Whether this consultation (its mode, first or follow-up) may prescribe it. */
  allowed: z.boolean(),
  /** Why not, in words (null when allowed). */
  reason: z.string().nullable(),
});
export type PrescriptionMedicine = z.infer<typeof prescriptionMedicineSchema>;

export const prescriptionMedicineListSchema = z.object({
  /** The consultation as the check reads it. */
  consultation: z.object({ mode: z.string(), follow_up: z.boolean() }),
  data: z.array(prescriptionMedicineSchema),
});
export type PrescriptionMedicineList = z.infer<typeof prescriptionMedicineListSchema>;
