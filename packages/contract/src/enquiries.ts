import { z } from 'zod';
import { MOBILE_LENGTH } from './constants';

/**
 * Wire contract of `POST store-contact-inquiry` (SPEC §3 payload, §5 required fields, §8 messages). The server
 * validates with `enquiryRequestSchema`; the web forms share `ENQUIRY_FORMS` (which fields each form must
 * fill) and the messages.
 */

import {
  ENQUIRY_FORMS,
  ENQUIRY_FORM_KINDS,
  ENQUIRY_GENDERS,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  STAFF_PAGE_SIZE_MAX,
  CALL_BACK_FILTERS,
  ENQUIRY_NOTE_MAX,
  ENQUIRY_SEARCH_MAX,
  ENQUIRY_SEARCH_MIN,
  STAFF_ENQUIRY_MESSAGES,
  parseCallBackTime,
  allowedServiceIds,
  enquiryFormKey,
  type EnquiryField,
  type EnquiryFormRule,
} from './enquiryRules';
import { MESSAGES } from './messages';

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
  /** Name, mobile, email or reference contains it (case-insensitive); blank means no search. */
  q: z
    .string()
    .trim()
    .max(ENQUIRY_SEARCH_MAX, { error: STAFF_ENQUIRY_MESSAGES.searchTooLong })
    .refine((v) => v === '' || v.length >= ENQUIRY_SEARCH_MIN, {
      error: STAFF_ENQUIRY_MESSAGES.searchTooShort,
    })
    .optional(),
  /** Only enquiries with a call-back (`scheduled`) or one due now or overdue (`due`), soonest first. */
  call_back: z
    .enum(CALL_BACK_FILTERS, { error: STAFF_ENQUIRY_MESSAGES.callBackFilterInvalid })
    .optional(),
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
  /** When a coordinator means to call back (ISO instant), or null. */
  call_back_at: z.string().nullable(),
  notes_count: z.number().int(),
});
export type StaffEnquiry = z.infer<typeof staffEnquirySchema>;

export const staffEnquiryListSchema = z.object({
  data: z.array(staffEnquirySchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

// Notes and call-backs: GET/POST /api/staff/enquiries/:reference/notes, PUT …/:reference/call-back

const noteText = z
  .string({ error: STAFF_ENQUIRY_MESSAGES.noteEmpty })
  .trim()
  .min(1, { error: STAFF_ENQUIRY_MESSAGES.noteEmpty })
  .max(ENQUIRY_NOTE_MAX, { error: STAFF_ENQUIRY_MESSAGES.noteTooLong });

export const staffEnquiryNoteBodySchema = z.object({ note: noteText });

export const staffEnquiryNotesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(STAFF_PAGE_SIZE_MAX).default(20),
});
export type StaffEnquiryNotesQuery = z.output<typeof staffEnquiryNotesQuerySchema>;

/** One note on an enquiry: what, who (null once their account is gone), when (ISO instant). */
export const staffEnquiryNoteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type StaffEnquiryNote = z.infer<typeof staffEnquiryNoteSchema>;

export const staffEnquiryNotesSchema = z.object({
  data: z.array(staffEnquiryNoteSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

/**
 * Sets (a date and time, in the future and within CALL_BACK_MAX_DAYS; without an offset it is India time) or
 * clears (null) an enquiry's call-back, with an optional note (a blank one is left out).
 */
export const staffEnquiryCallBackBodySchema = z.object({
  call_back_at: z.union(
    [
      z.null(),
      z
        .string()
        .max(40, { error: STAFF_ENQUIRY_MESSAGES.callBackRequired })
        .refine((v) => parseCallBackTime(v) !== null, {
          error: STAFF_ENQUIRY_MESSAGES.callBackRequired,
        }),
    ],
    { error: STAFF_ENQUIRY_MESSAGES.callBackRequired },
  ),
  note: z
    .string({ error: STAFF_ENQUIRY_MESSAGES.noteEmpty })
    .trim()
    .max(ENQUIRY_NOTE_MAX, { error: STAFF_ENQUIRY_MESSAGES.noteTooLong })
    .optional(),
});
export type StaffEnquiryCallBackBody = z.output<typeof staffEnquiryCallBackBodySchema>;
