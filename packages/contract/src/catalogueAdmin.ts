import { z } from 'zod';
import { STAFF_PAGE_SIZE_MAX } from './enquiryRules';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES, DEVANAGARI } from './catalogueRules';

/**
 * The operator's catalogue (issue 32 §3, docs/decisions/0062): treatment packages with their inclusions and
 * hospitals with their price per package, edited in the staff console by an admin. The console's Yup form
 * uses the same limits and words (`CATALOGUE_LIMITS`, `CATALOGUE_MESSAGES`), so a person sees the rule the
 * server keeps before sending.
 */

export { CATALOGUE_LIMITS, CATALOGUE_MESSAGES, DEVANAGARI };

const name = z
  .string({ error: CATALOGUE_MESSAGES.nameLength })
  .trim()
  .min(CATALOGUE_LIMITS.nameMin, { error: CATALOGUE_MESSAGES.nameLength })
  .max(CATALOGUE_LIMITS.nameMax, { error: CATALOGUE_MESSAGES.nameLength });
const text = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, { error: message });
/** A Hindi text: empty (or absent) means none yet, stored as null; else it must be Devanagari. */
const hindi = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .refine((v) => v === '' || DEVANAGARI.test(v), { error: CATALOGUE_MESSAGES.hindiScript })
    .nullish()
    .transform((v) => (v ? v : null));
const list = z
  .array(z.string().trim().min(1).max(100), { error: CATALOGUE_MESSAGES.listLong })
  .max(CATALOGUE_LIMITS.listMax, { error: CATALOGUE_MESSAGES.listLong });
const hindiList = list
  .refine((v) => v.every((item) => DEVANAGARI.test(item)), {
    error: CATALOGUE_MESSAGES.hindiScript,
  })
  .nullish()
  .transform((v) => (v && v.length > 0 ? v : null));
/** Rupees with at most two decimals, ₹1 to ₹1 crore. */
export const catalogueRupees = z
  .number({ error: CATALOGUE_MESSAGES.price })
  .min(CATALOGUE_LIMITS.priceMin, { error: CATALOGUE_MESSAGES.price })
  .max(CATALOGUE_LIMITS.priceMax, { error: CATALOGUE_MESSAGES.price })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    error: CATALOGUE_MESSAGES.price,
  });
const rowId = z.coerce.number().int().min(1).max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce.number().int().min(1).max(STAFF_PAGE_SIZE_MAX).default(20);
const pageMeta = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

/** A search of the console's lists: name contains `q`; `state` offered, withdrawn or both. */
export const catalogueQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(CATALOGUE_LIMITS.searchMax, { error: CATALOGUE_MESSAGES.searchLong })
    .optional(),
  state: z
    .enum(['all', 'offered', 'withdrawn'], { error: 'state must be all, offered or withdrawn.' })
    .default('all'),
  page,
  per_page: perPage,
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

export const packageIdParamsSchema = z.object({ package_id: rowId });
export const vendorIdParamsSchema = z.object({ vendor_id: rowId });
export const vendorPackageIdParamsSchema = z.object({ vendor_id: rowId, package_id: rowId });

/** What a package includes, as the operator edits it; `service_img` names one of the drawn icons. */
export const inclusionFormSchema = z.object({
  service_name: z
    .string({ error: CATALOGUE_MESSAGES.inclusionName })
    .trim()
    .min(2, { error: CATALOGUE_MESSAGES.inclusionName })
    .max(CATALOGUE_LIMITS.nameMax, { error: CATALOGUE_MESSAGES.inclusionName }),
  service_name_hi: hindi(CATALOGUE_LIMITS.nameMax, CATALOGUE_MESSAGES.inclusionName),
  description: text(CATALOGUE_LIMITS.shortText, CATALOGUE_MESSAGES.shortTextLong).default(''),
  description_hi: hindi(CATALOGUE_LIMITS.shortText, CATALOGUE_MESSAGES.shortTextLong),
  service_img: z
    .string({ error: CATALOGUE_MESSAGES.inclusionIcon })
    .regex(/^[a-z]{2,20}\.svg$/, { error: CATALOGUE_MESSAGES.inclusionIcon }),
});

/** A treatment package as the operator writes it (create and edit). */
export const packageFormSchema = z.object({
  name,
  name_hi: hindi(CATALOGUE_LIMITS.nameMax, CATALOGUE_MESSAGES.nameLength),
  master_id: z
    .number({ error: CATALOGUE_MESSAGES.speciality })
    .int({ error: CATALOGUE_MESSAGES.speciality })
    .min(1, { error: CATALOGUE_MESSAGES.speciality })
    .max(2_147_483_647, { error: CATALOGUE_MESSAGES.speciality }),
  short_description: z
    .string({ error: CATALOGUE_MESSAGES.descriptionNeeded })
    .trim()
    .min(1, { error: CATALOGUE_MESSAGES.descriptionNeeded })
    .max(CATALOGUE_LIMITS.shortText, { error: CATALOGUE_MESSAGES.shortTextLong }),
  short_description_hi: hindi(CATALOGUE_LIMITS.shortText, CATALOGUE_MESSAGES.shortTextLong),
  hospital_days: z
    .number({ error: CATALOGUE_MESSAGES.days })
    .int({ error: CATALOGUE_MESSAGES.days })
    .min(0, { error: CATALOGUE_MESSAGES.days })
    .max(CATALOGUE_LIMITS.hospitalDaysMax, { error: CATALOGUE_MESSAGES.days }),
  base_price: catalogueRupees,
  is_popular: z.boolean().default(false),
  /** Offered (true) or withdrawn: a withdrawn package leaves patients' search and pages at once. */
  active: z.boolean(),
  inclusions: z
    .array(inclusionFormSchema)
    .max(CATALOGUE_LIMITS.inclusionsMax, { error: CATALOGUE_MESSAGES.inclusionsMany }),
});
export type PackageForm = z.input<typeof packageFormSchema>;

/** A hospital (vendor) as the operator writes it (create and edit). */
export const hospitalFormSchema = z.object({
  shop_name: name,
  city_id: z
    .number({ error: CATALOGUE_MESSAGES.city })
    .int({ error: CATALOGUE_MESSAGES.city })
    .min(1, { error: CATALOGUE_MESSAGES.city })
    .max(2_147_483_647, { error: CATALOGUE_MESSAGES.city }),
  shop_address: z
    .string({ error: CATALOGUE_MESSAGES.address })
    .trim()
    .min(5, { error: CATALOGUE_MESSAGES.address })
    .max(CATALOGUE_LIMITS.addressMax, { error: CATALOGUE_MESSAGES.address }),
  pin_code: z.string({ error: CATALOGUE_MESSAGES.pinCode }).regex(/^[1-9]\d{5}$/, {
    error: CATALOGUE_MESSAGES.pinCode,
  }),
  shop_specialization: text(CATALOGUE_LIMITS.shortText, CATALOGUE_MESSAGES.shortTextLong).default(
    '',
  ),
  shop_specialization_hi: hindi(CATALOGUE_LIMITS.shortText, CATALOGUE_MESSAGES.shortTextLong),
  about_shop: text(CATALOGUE_LIMITS.longText, CATALOGUE_MESSAGES.longTextLong).default(''),
  about_shop_hi: hindi(CATALOGUE_LIMITS.longText, CATALOGUE_MESSAGES.longTextLong),
  accreditation: text(CATALOGUE_LIMITS.shortText, CATALOGUE_MESSAGES.shortTextLong).default(''),
  accreditation_hi: hindi(CATALOGUE_LIMITS.shortText, CATALOGUE_MESSAGES.shortTextLong),
  shop_mobile: z
    .string({ error: CATALOGUE_MESSAGES.mobile })
    .trim()
    .regex(/^(\d{10,12})?$/, { error: CATALOGUE_MESSAGES.mobile })
    .default(''),
  shop_email: z
    .string({ error: CATALOGUE_MESSAGES.email })
    .trim()
    .max(200, { error: CATALOGUE_MESSAGES.email })
    .regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, { error: CATALOGUE_MESSAGES.email })
    .default(''),
  beds: z
    .number({ error: CATALOGUE_MESSAGES.beds })
    .int({ error: CATALOGUE_MESSAGES.beds })
    .min(0, { error: CATALOGUE_MESSAGES.beds })
    .max(CATALOGUE_LIMITS.bedsMax, { error: CATALOGUE_MESSAGES.beds }),
  established_year: z
    .number({ error: CATALOGUE_MESSAGES.year })
    .int({ error: CATALOGUE_MESSAGES.year })
    .min(CATALOGUE_LIMITS.yearMin, { error: CATALOGUE_MESSAGES.year })
    .max(2100, { error: CATALOGUE_MESSAGES.year }),
  shop_services: list.default([]),
  shop_services_hi: hindiList,
  amenities: list.default([]),
  amenities_hi: hindiList,
  facilities: list.default([]),
  facilities_hi: hindiList,
  /** Offered (true) or withdrawn: a withdrawn hospital leaves patients' search and pages at once. */
  active: z.boolean(),
});
export type HospitalForm = z.input<typeof hospitalFormSchema>;

/** A hospital's price for a package (rupees). */
export const priceFormSchema = z.object({ price: catalogueRupees });

/** A package in the console: what the form edits, plus how many hospitals offer it. */
export const adminPackageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_hi: z.string().nullable(),
  master_id: z.number().int(),
  master_name: z.string(),
  short_description: z.string(),
  short_description_hi: z.string().nullable(),
  hospital_days: z.number().int(),
  /** Rupees on the wire ('1500.00'). */
  base_price: z.string(),
  is_popular: z.boolean(),
  active: z.boolean(),
  /** The picture's file under the package image path (an upload, or the drawn `<slug>.svg`). */
  main_img: z.string(),
  hospital_count: z.number().int(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

export const adminInclusionSchema = z.object({
  id: z.number().int(),
  service_name: z.string(),
  service_name_hi: z.string().nullable(),
  description: z.string(),
  description_hi: z.string().nullable(),
  service_img: z.string(),
});

/** One package with its inclusions and every hospital's price for it. */
export const adminPackageDetailSchema = z.object({
  data: adminPackageSchema.extend({
    inclusions: z.array(adminInclusionSchema),
    prices: z.array(
      z.object({
        vendor_id: z.number().int(),
        shop_name: z.string(),
        city_name: z.string(),
        hospital_active: z.boolean(),
        price: z.string(),
      }),
    ),
  }),
});
export type AdminPackageDetail = z.infer<typeof adminPackageDetailSchema>['data'];

export const adminPackageListSchema = z.object({
  data: z.array(adminPackageSchema),
  meta: pageMeta,
});

export const adminHospitalSchema = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  shop_slug: z.string(),
  role_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  shop_address: z.string(),
  pin_code: z.string(),
  shop_specialization: z.string(),
  shop_specialization_hi: z.string().nullable(),
  about_shop: z.string(),
  about_shop_hi: z.string().nullable(),
  accreditation: z.string(),
  accreditation_hi: z.string().nullable(),
  shop_mobile: z.string(),
  shop_email: z.string(),
  beds: z.number().int(),
  established_year: z.number().int(),
  shop_services: z.array(z.string()),
  shop_services_hi: z.array(z.string()).nullable(),
  amenities: z.array(z.string()),
  amenities_hi: z.array(z.string()).nullable(),
  facilities: z.array(z.string()),
  facilities_hi: z.array(z.string()).nullable(),
  active: z.boolean(),
  vendor_img: z.string(),
  package_count: z.number().int(),
});
export type AdminHospital = z.infer<typeof adminHospitalSchema>;

export const adminHospitalListSchema = z.object({
  data: z.array(adminHospitalSchema),
  meta: pageMeta,
});

/** One hospital with the packages it offers and its price for each. */
export const adminHospitalDetailSchema = z.object({
  data: adminHospitalSchema.extend({
    prices: z.array(
      z.object({
        package_id: z.number().int(),
        package_name: z.string(),
        package_active: z.boolean(),
        price: z.string(),
      }),
    ),
  }),
});
export type AdminHospitalDetail = z.infer<typeof adminHospitalDetailSchema>['data'];

/** The answer of a write: what was saved, and the words to show. */
export const catalogueSavedSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});
