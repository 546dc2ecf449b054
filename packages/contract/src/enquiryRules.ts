/**
 * The enquiry rules people meet (types, lengths) and the enquiry messages, without zod: the web app's
 * screens and contract's Hindi tables import them without the wire schemas (the index exports them).
 */
import { MESSAGES } from './messages';
import { formatIndianNumber } from './money';
import { AMBULANCE_SERVICES, HOME_CARE_SERVICES } from './routes';

/** Largest text the server stores per field. */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  text: 2000,
  short: 100,
  page: 300,
} as const;

/** SPEC §3's enquiryType values, word for word, plus `Contact` for the contact and hospitalization pages. */
export const AMBULANCE_ENQUIRY_TYPES = AMBULANCE_SERVICES.map(
  (s) => `${s.type} Ambulance` as const,
);
export const HOME_CARE_ENQUIRY_TYPES = HOME_CARE_SERVICES.map((s) => `${s.type} at home` as const);
export const ENQUIRY_TYPES = [
  'Consultation',
  'Hospital_Package',
  'Dentistry',
  'International Patient',
  ...AMBULANCE_ENQUIRY_TYPES,
  ...HOME_CARE_ENQUIRY_TYPES,
  'Transition Care Center',
  'Contact',
] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** The enquiry messages the forms also show themselves: their Hindi is on the web app's Hindi catalogue. */
export const ENQUIRY_SCREEN_MESSAGES = {
  fieldErrors: 'Please correct the highlighted fields.',
  nameRequired: 'Please enter your name.',
  nameTooLong: `Name must be at most ${String(ENQUIRY_LIMITS.name)} characters.`,
  mobileRequired: 'Please enter your mobile number.',
  mobileInvalid: MESSAGES.invalidMobile,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  cityRequired: 'Please choose your city.',
  packageRequired: 'Please choose a procedure or package.',
  serviceRequired: 'Please choose a service.',
  genderRequired: 'Please choose a gender.',
  messageRequired: 'Please write a short message.',
  ageInvalid: 'Age must be a whole number from 0 to 120.',
} as const;

/** The enquiry messages only the server sends (it translates them itself). */
export const ENQUIRY_SERVER_MESSAGES = {
  success: MESSAGES.enquirySuccess,
  typeInvalid: `Please choose what you need help with (one of: ${ENQUIRY_TYPES.join(', ')}).`,
  formInvalid: 'Form must be modal or page.',
  cityUnknown: 'Please choose a city from the list.',
  packageUnknown: 'Please choose a procedure or package from the list.',
  serviceInvalid: 'Please choose one of the services offered in this form.',
  genderInvalid: 'Gender must be Male, Female or Other.',
  idInvalid: 'Must be a positive whole number.',
  textTooLong: (max: number) => `Must be at most ${String(max)} characters.`,
  notText: 'Must be text.',
  honeypot: 'This field must be left empty.',
  tooManyForMobile:
    'We have already received several requests from this mobile number. Please wait an hour before sending another, or call us.',
  tooManyForIp:
    'Too many requests have been sent from your network. Please wait an hour before sending another, or call us.',
} as const;

/** Messages of the enquiry call, word for word in tests. */
export const ENQUIRY_MESSAGES = { ...ENQUIRY_SCREEN_MESSAGES, ...ENQUIRY_SERVER_MESSAGES } as const;

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

export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const STAFF_PAGE_SIZE_MAX = 100;

/** Coordinators' notes and call-backs on an enquiry, and the inbox search (docs/decisions/0009). */
export const ENQUIRY_NOTE_MAX = 1000;
/** How far ahead a call-back may be set. */
export const CALL_BACK_MAX_DAYS = 90;
/** The inbox search `q`: shorter is refused (it would match nearly everything), longer too. */
export const ENQUIRY_SEARCH_MIN = 2;
export const ENQUIRY_SEARCH_MAX = 100;
/** The inbox's call-back filters: `due` (due now or overdue), `scheduled` (any call-back set); soonest first. */
export const CALL_BACK_FILTERS = ['due', 'scheduled'] as const;
export type CallBackFilter = (typeof CALL_BACK_FILTERS)[number];

/** The staff enquiry calls' messages (the server sends them; Hindi in contract's hi.ts). */
export const STAFF_ENQUIRY_MESSAGES = {
  noteEmpty: 'Write the note: it cannot be empty.',
  noteTooLong: `A note can be at most ${formatIndianNumber(ENQUIRY_NOTE_MAX)} characters.`,
  callBackRequired:
    'Give the call-back time as a date and time in India (like 2026-11-27T10:30), or null to clear it.',
  callBackPast: 'The call-back time must be in the future.',
  callBackTooFar: `Set the call-back within the next ${String(CALL_BACK_MAX_DAYS)} days.`,
  callBackClosed:
    'This enquiry is closed. Set its status to New or Contacted before setting a call-back.',
  searchTooShort: `Type at least ${String(ENQUIRY_SEARCH_MIN)} characters to search.`,
  searchTooLong: `Search with at most ${String(ENQUIRY_SEARCH_MAX)} characters.`,
  callBackFilterInvalid: 'call_back must be due or scheduled.',
} as const;

const CALL_BACK_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant of a call-back time: ISO 8601 date and time, with `Z` or an offset, or without one meaning India
 * time (what a datetime-local input gives: `2026-11-27T10:30`). Null when it is not a real date and time.
 */
export function parseCallBackTime(value: string): Date | null {
  const m = CALL_BACK_TIME.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, sec = '00'] = m;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(h) > 23 || Number(mi) > 59 || Number(sec) > 59)
    return null;
  const at = new Date(m[7] === undefined ? `${value}+05:30` : value);
  if (Number.isNaN(at.getTime())) return null;
  // A day past the month's end (2026-02-30) rolls over in Date: refuse it.
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return day.getUTCDate() === Number(d) ? at : null;
}
