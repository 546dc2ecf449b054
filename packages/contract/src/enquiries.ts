import { z } from 'zod';
import { MOBILE_LENGTH } from './constants';
import { MESSAGES } from './messages';
import { AMBULANCE_SERVICES, HOME_CARE_SERVICES } from './services';

/**
 * Wire contract of `POST store-contact-inquiry` (SPEC §3 payload, §5 required fields, §8 messages). The server
 * validates with `enquiryRequestSchema`; the web forms share `ENQUIRY_FORMS` (which fields each form must
 * fill) and the messages.
 */

import {
  ENQUIRY_LIMITS,
  AMBULANCE_ENQUIRY_TYPES,
  HOME_CARE_ENQUIRY_TYPES,
  ENQUIRY_TYPES,
  ENQUIRY_MESSAGES,
  type EnquiryType,
} from './enquiryRules';

export {
  ENQUIRY_LIMITS,
  AMBULANCE_ENQUIRY_TYPES,
  HOME_CARE_ENQUIRY_TYPES,
  ENQUIRY_TYPES,
  ENQUIRY_MESSAGES,
  type EnquiryType,
};

/** SPEC §3's gender wire values (shown as Male, Female, Other). */
export const ENQUIRY_GENDERS = ['Male', 'FeMale', 'Other'] as const;

/**
 * Which form sent an enquiry. The ambulance and home-care types come from a modal (service select, city) or
 * from their page (email, gender, message); `form` tells them apart. Other types have one form each.
 */
export const ENQUIRY_FORM_KINDS = ['modal', 'page'] as const;
export type EnquiryFormKind = (typeof ENQUIRY_FORM_KINDS)[number];

export type EnquiryField =
  | 'first_name'
  | 'last_name'
  | 'mobile'
  | 'email'
  | 'problems'
  | 'city_id'
  | 'package_id'
  | 'hospitalId'
  | 'hospitalName'
  | 'passport_no'
  | 'age'
  | 'gender'
  | 'nationality'
  | 'messages'
  | 'service_id';

/** One enquiry surface of SPEC §2 and the fields SPEC §5 makes it require. */
export interface EnquiryFormRule {
  /** The message the client shows when a required field is empty (SPEC §5). */
  requiredMessage: string;
  required: readonly EnquiryField[];
}

const MODAL = MESSAGES.allFieldsRequired;
const PAGE = MESSAGES.nameOrMobileRequired;

/** Per enquiry form: required fields (SPEC §5). Key: `enquiryFormKey(type, form)`. */
export const ENQUIRY_FORMS = {
  consultationModal: {
    requiredMessage: MODAL,
    required: ['first_name', 'mobile', 'city_id', 'package_id'],
  },
  quoteModal: {
    requiredMessage: MODAL,
    required: ['first_name', 'mobile', 'city_id', 'package_id'],
  },
  ambulanceModal: {
    requiredMessage: MODAL,
    required: ['first_name', 'mobile', 'city_id', 'service_id'],
  },
  homeCareModal: {
    requiredMessage: MODAL,
    required: ['first_name', 'mobile', 'city_id', 'service_id'],
  },
  dentistryPage: { requiredMessage: PAGE, required: ['first_name', 'mobile', 'email'] },
  internationalPage: { requiredMessage: PAGE, required: ['first_name', 'mobile', 'email'] },
  ambulancePage: {
    requiredMessage: PAGE,
    required: ['first_name', 'mobile', 'email', 'gender', 'messages'],
  },
  homeCarePage: { requiredMessage: PAGE, required: ['first_name', 'mobile', 'email'] },
  transitionCarePage: { requiredMessage: PAGE, required: ['first_name', 'mobile', 'email'] },
  contactPage: { requiredMessage: PAGE, required: ['first_name', 'mobile'] },
} as const satisfies Record<string, EnquiryFormRule>;
export type EnquiryFormKey = keyof typeof ENQUIRY_FORMS;

export function isAmbulanceType(type: string): boolean {
  return (AMBULANCE_ENQUIRY_TYPES as readonly string[]).includes(type);
}
export function isHomeCareType(type: string): boolean {
  return (HOME_CARE_ENQUIRY_TYPES as readonly string[]).includes(type);
}

/** The form rule an enquiry of `type` sent from `form` (default `page`) follows. */
export function enquiryFormKey(type: EnquiryType, form: EnquiryFormKind = 'page'): EnquiryFormKey {
  if (isAmbulanceType(type)) return form === 'modal' ? 'ambulanceModal' : 'ambulancePage';
  if (isHomeCareType(type)) return form === 'modal' ? 'homeCareModal' : 'homeCarePage';
  switch (type) {
    case 'Consultation':
      return 'consultationModal';
    case 'Hospital_Package':
      return 'quoteModal';
    case 'Dentistry':
      return 'dentistryPage';
    case 'International Patient':
      return 'internationalPage';
    case 'Transition Care Center':
      return 'transitionCarePage';
    default:
      return 'contactPage';
  }
}

/** The service ids (SPEC §3 table) an enquiry of `type` may carry in `service_id`. */
export function allowedServiceIds(type: string): readonly number[] {
  if (isAmbulanceType(type)) return AMBULANCE_SERVICES.map((s) => s.id);
  if (isHomeCareType(type)) return HOME_CARE_SERVICES.map((s) => s.id);
  return [];
}

/** The honeypot field: hidden from people, left empty by them; bots fill it. */
export const ENQUIRY_HONEYPOT_FIELD = 'website';

const text = (max: number) =>
  z
    .union([z.string(), z.number()], { error: ENQUIRY_MESSAGES.notText })
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max, { error: ENQUIRY_MESSAGES.textTooLong(max) }))
    .optional()
    .nullable();

/** A positive id sent as a number or a numeric string; empty string counts as absent. */
const id = (message: string = ENQUIRY_MESSAGES.idInvalid) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v, ctx) => {
      const s = String(v).trim();
      if (s === '') return null;
      if (!/^\d{1,9}$/.test(s) || Number(s) < 1) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(s);
    })
    .optional()
    .nullable();

/** Age in whole years, 0 (a baby under one) to 120, as a number or numeric string; empty counts as absent. */
const age = z
  .union([z.number(), z.string()], { error: ENQUIRY_MESSAGES.ageInvalid })
  .transform((v, ctx) => {
    const s = String(v).trim();
    if (s === '') return null;
    if (!/^\d{1,3}$/.test(s) || Number(s) > 120) {
      ctx.addIssue({ code: 'custom', message: ENQUIRY_MESSAGES.ageInvalid });
      return z.NEVER;
    }
    return Number(s);
  })
  .optional()
  .nullable();

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_PATTERN = new RegExp(`^\\d{${String(MOBILE_LENGTH)}}$`);

const fieldsSchema = z.object({
  enquiryType: z.enum(ENQUIRY_TYPES, { error: ENQUIRY_MESSAGES.typeInvalid }),
  form: z.enum(ENQUIRY_FORM_KINDS, { error: ENQUIRY_MESSAGES.formInvalid }).optional(),
  first_name: text(ENQUIRY_LIMITS.name),
  last_name: text(ENQUIRY_LIMITS.name),
  mobile: text(ENQUIRY_LIMITS.short),
  email: text(ENQUIRY_LIMITS.email),
  problems: text(ENQUIRY_LIMITS.text),
  city_id: id(ENQUIRY_MESSAGES.cityUnknown),
  package_id: id(ENQUIRY_MESSAGES.packageUnknown),
  hospitalId: id(),
  hospitalName: text(ENQUIRY_LIMITS.name * 2),
  passport_no: text(ENQUIRY_LIMITS.short),
  age,
  gender: z
    .union([z.enum(ENQUIRY_GENDERS), z.literal('')], { error: ENQUIRY_MESSAGES.genderInvalid })
    .optional()
    .nullable(),
  nationality: text(ENQUIRY_LIMITS.short),
  messages: text(ENQUIRY_LIMITS.text),
  service_id: id(ENQUIRY_MESSAGES.serviceInvalid),
  /** The path of the page the enquiry was sent from, e.g. `/dentistry/delhi`. */
  page: text(ENQUIRY_LIMITS.page),
  /** Honeypot: must be empty. */
  website: text(ENQUIRY_LIMITS.page),
});

const REQUIRED_MESSAGE: Record<EnquiryField, string> = {
  first_name: ENQUIRY_MESSAGES.nameRequired,
  last_name: ENQUIRY_MESSAGES.nameRequired,
  mobile: ENQUIRY_MESSAGES.mobileRequired,
  email: ENQUIRY_MESSAGES.emailRequired,
  problems: ENQUIRY_MESSAGES.messageRequired,
  city_id: ENQUIRY_MESSAGES.cityRequired,
  package_id: ENQUIRY_MESSAGES.packageRequired,
  hospitalId: ENQUIRY_MESSAGES.idInvalid,
  hospitalName: ENQUIRY_MESSAGES.nameRequired,
  passport_no: 'Please enter your passport number.',
  age: 'Please enter the age.',
  gender: ENQUIRY_MESSAGES.genderRequired,
  nationality: 'Please enter your nationality.',
  messages: ENQUIRY_MESSAGES.messageRequired,
  service_id: ENQUIRY_MESSAGES.serviceRequired,
};

/**
 * The request of `store-contact-inquiry`: field shapes and length caps, then per-form required fields, mobile
 * and e-mail format, service group. Whether a city or package exists is checked by the server.
 */
export const enquiryRequestSchema = fieldsSchema.superRefine((value, ctx) => {
  const rule: EnquiryFormRule = ENQUIRY_FORMS[enquiryFormKey(value.enquiryType, value.form)];
  for (const field of rule.required) {
    const v = value[field];
    if (v === undefined || v === null || v === '') {
      ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_MESSAGE[field] });
    }
  }
  if (value.first_name && !/\p{L}/u.test(value.first_name)) {
    ctx.addIssue({ code: 'custom', path: ['first_name'], message: ENQUIRY_MESSAGES.nameRequired });
  }
  if (value.mobile && !MOBILE_PATTERN.test(value.mobile)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: ENQUIRY_MESSAGES.mobileInvalid });
  }
  if (value.email && !EMAIL_PATTERN.test(value.email)) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: ENQUIRY_MESSAGES.emailInvalid });
  }
  if (
    value.service_id != null &&
    !allowedServiceIds(value.enquiryType).includes(value.service_id)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['service_id'],
      message: ENQUIRY_MESSAGES.serviceInvalid,
    });
  }
});
export type EnquiryRequest = z.input<typeof enquiryRequestSchema>;
export type EnquiryRequestParsed = z.output<typeof enquiryRequestSchema>;

/** 200 answer: SPEC's success message and the reference the SMS repeats. */
export const enquiryResponseSchema = z.object({
  status: z.literal(200),
  message: z.literal(MESSAGES.enquirySuccess),
  data: z.object({ reference: z.string().regex(/^ENQ-\d{8}-[A-Z0-9]+$/) }),
});
export type EnquiryResponse = z.infer<typeof enquiryResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Staff API (not in SPEC §7): GET /api/staff/enquiries, GET /api/staff/enquiries.csv,
// PATCH /api/staff/enquiries/:reference

/** Where staff are with an enquiry. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const STAFF_PAGE_SIZE_MAX = 100;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-03-05.' })
  .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), {
    error: 'Use a real calendar date like 2026-03-05.',
  });

/** Filters and paging of the staff list and CSV export; `from`/`to` are inclusive India dates. */
export const staffEnquiryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(STAFF_PAGE_SIZE_MAX).default(20),
  type: z.enum(ENQUIRY_TYPES, { error: ENQUIRY_MESSAGES.typeInvalid }).optional(),
  status: z
    .enum(ENQUIRY_STATUSES, { error: 'Status must be new, contacted or closed.' })
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type StaffEnquiryQuery = z.output<typeof staffEnquiryQuerySchema>;

export const staffEnquiryStatusParamsSchema = z.object({
  reference: z.string().regex(/^ENQ-\d{8}-[A-Z0-9]{1,12}$/, {
    error: 'This is not an enquiry reference (ENQ-yyyymmdd-XXXXXX).',
  }),
});
export const staffEnquiryStatusBodySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: 'Status must be new, contacted or closed.' }),
});

/** One stored enquiry as staff see it. */
export const staffEnquirySchema = z.object({
  reference: z.string(),
  enquiryType: z.string(),
  form: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  mobile: z.string(),
  email: z.string().nullable(),
  problems: z.string().nullable(),
  city_id: z.number().nullable(),
  package_id: z.number().nullable(),
  hospitalId: z.number().nullable(),
  hospitalName: z.string().nullable(),
  passport_no: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.string().nullable(),
  nationality: z.string().nullable(),
  messages: z.string().nullable(),
  service_id: z.number().nullable(),
  page: z.string().nullable(),
  user_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffEnquiry = z.infer<typeof staffEnquirySchema>;

export const staffEnquiryListSchema = z.object({
  data: z.array(staffEnquirySchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});
