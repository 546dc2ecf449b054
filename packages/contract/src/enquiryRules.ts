/**
 * The enquiry rules people meet (types, lengths) and the enquiry messages, without zod: the web app's
 * screens and contract's Hindi tables import them without the wire schemas (the index exports them).
 */
import { MESSAGES } from './messages';
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
