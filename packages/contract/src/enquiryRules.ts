/**
 * The enquiry rules people meet (types, lengths) and the enquiry messages, without zod: the web app's
 * screens and contract's Hindi tables import them without the wire schemas (enquiries.ts re-exports them).
 */
import { MESSAGES } from './messages';
import { AMBULANCE_SERVICES, HOME_CARE_SERVICES } from './services';

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
