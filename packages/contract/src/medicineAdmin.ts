import { z } from 'zod';
import { STAFF_PAGE_SIZE_MAX } from './enquiryRules';
import {
  MEDICINE_ADMIN_MESSAGES as M,
  MEDICINE_GST_RATES,
  MEDICINE_IMPORT_MAX_BYTES,
  MEDICINE_STOCK_MAX,
} from './medicineAdminRules';
import { DRUG_SCHEDULES } from './pharmacyRules';
import { TPG_LISTS, TPG_MESSAGES, tpgListFor } from './tpgRules';

/** The wire shapes of the operator's medicine catalogue (issue 32 §4, docs/decisions/0058). */

const text = (required: string, max = 200) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: M.tooLong });
/** Rupees with up to two decimals, more than 0 and at most ₹10,00,000. */
const rupees = z
  .string({ error: M.priceInvalid })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: M.priceInvalid })
  .refine((v) => Number(v) > 0 && Number(v) <= 1_000_000, { error: M.priceInvalid });

/** What the operator writes of a product: the edit form, and one line of a CSV, alike. */
export const medicineFormSchema = z
  .object({
    /** The web name in the product's address; blank on a new product: made from the title. */
    slug: z
      .string()
      .trim()
      .max(160, { error: M.tooLong })
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: M.slugInvalid })
      .default(''),
    title: text(M.titleRequired),
    title_hi: z
      .string()
      .trim()
      .max(200, { error: M.tooLong })
      .refine((v) => v === '' || /[\u0900-\u097F]/.test(v), { error: M.hindiNeedsDevanagari })
      .default(''),
    brand: text(M.brandRequired, 100),
    composition: text(M.compositionRequired, 300),
    salts: text(M.saltsRequired, 300),
    form: text(M.formRequired, 60),
    pack_size: text(M.packRequired, 100),
    manufacturer: text(M.manufacturerRequired, 150),
    schedule: z.enum(DRUG_SCHEDULES, { error: M.scheduleInvalid }),
    /**
     * The Telemedicine Practice Guidelines list (docs/decisions/0067); blank: by the rule (`tpgListFor`) from
     * the schedule and salts. A Schedule X or NDPS medicine is always prohibited.
     */
    tpg_list: z.enum(['', ...TPG_LISTS], { error: TPG_MESSAGES.tpgInvalid }).default(''),
    category: text(M.categoryRequired, 100),
    storage: text(M.storageRequired, 200),
    mrp: rupees,
    sale_price: rupees,
    /** Per cent of the tax-inclusive price. */
    gst_rate: z.coerce
      .number({ error: M.gstInvalid })
      .refine((v) => (MEDICINE_GST_RATES as readonly number[]).includes(v), {
        error: M.gstInvalid,
      }),
    hsn_code: z
      .string({ error: M.hsnInvalid })
      .trim()
      .regex(/^\d{4,8}$/, { error: M.hsnInvalid }),
    stock: z.coerce
      .number({ error: M.stockInvalid })
      .int({ error: M.stockInvalid })
      .min(0, { error: M.stockInvalid })
      .max(MEDICINE_STOCK_MAX, { error: M.stockInvalid }),
    discontinued: z.boolean({ error: M.yesNoInvalid }).default(false),
    /**
     * The stock the edit form was opened with. When `stock` still equals it, the product's stock is left as
     * it is now (orders confirmed meanwhile took packs: the form must not put them back); otherwise `stock`
     * is the operator's count and replaces it (docs/decisions/0065).
     */
    stock_was: z.coerce
      .number({ error: M.stockInvalid })
      .int({ error: M.stockInvalid })
      .min(0, { error: M.stockInvalid })
      .max(MEDICINE_STOCK_MAX, { error: M.stockInvalid })
      .optional(),
  })
  .refine((v) => Number(v.sale_price) <= Number(v.mrp), {
    error: M.saleAboveMrp,
    path: ['sale_price'],
  })
  .refine(
    (v) =>
      v.tpg_list === '' ||
      v.tpg_list === 'prohibited' ||
      tpgListFor(v.schedule, v.salts) !== 'prohibited',
    { error: TPG_MESSAGES.mustBeProhibited, path: ['tpg_list'] },
  );
export type MedicineForm = z.output<typeof medicineFormSchema>;
export type MedicineFormInput = z.input<typeof medicineFormSchema>;

/** A product as the operator's list shows it: what the form edits, and its id and state. */
export const staffMedicineSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  title_hi: z.string(),
  brand: z.string(),
  composition: z.string(),
  salts: z.string(),
  form: z.string(),
  pack_size: z.string(),
  manufacturer: z.string(),
  schedule: z.enum(DRUG_SCHEDULES),
  tpg_list: z.enum(TPG_LISTS),
  rx_required: z.boolean(),
  category: z.string(),
  storage: z.string(),
  mrp: z.string(),
  sale_price: z.string(),
  gst_rate: z.number(),
  hsn_code: z.string(),
  stock: z.number().int(),
  discontinued: z.boolean(),
});
export type StaffMedicine = z.infer<typeof staffMedicineSchema>;

/** The list: `q` in the title, brand, composition or web name; paged. */
export const staffMedicineQuerySchema = z.object({
  q: z.string().trim().max(100, { error: M.tooLong }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(STAFF_PAGE_SIZE_MAX).default(20),
});
export type StaffMedicineQuery = z.output<typeof staffMedicineQuerySchema>;
export const staffMedicineListSchema = z.object({
  data: z.array(staffMedicineSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});
export const staffMedicineParamsSchema = z.object({
  medicine_id: z.coerce.number().int().min(1).max(2_147_483_647, { error: M.medicineUnknown }),
});
export const staffMedicineSavedSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: staffMedicineSchema,
});

/** A CSV sent for a check or an import: the file's text. */
export const medicineImportSchema = z.object({
  csv: z
    .string({ error: M.csvEmpty })
    .min(1, { error: M.csvEmpty })
    .max(MEDICINE_IMPORT_MAX_BYTES, { error: M.csvTooLarge }),
});
/** One problem of a CSV: its line in the file (1 is the column names), its column, and what is wrong. */
export const importProblemSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;
/**
 * What a check found (nothing written) or an import wrote: the rows read, how many are new and how many
 * change a product, and every problem (at most 500 listed; `problem_count` counts them all).
 */
export const importReportSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  problem_count: z.number().int(),
  problems: z.array(importProblemSchema),
  applied: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export const importResponseSchema = z.object({ message: z.string(), data: importReportSchema });
