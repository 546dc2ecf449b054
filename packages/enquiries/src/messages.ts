import { MESSAGES } from '@medibridge/contract';

/**
 * What the enquiry forms say. SPEC §8's sentences come from contract MESSAGES word for word; the per-field
 * ones repeat the server's (contract ENQUIRY_MESSAGES, checked equal in api.test.ts) so a person reads the
 * same words whichever side catches the problem. Spelled here so a modal does not load contract's zod schemas.
 */
export const ENQUIRY_MESSAGES = {
  allFieldsRequired: MESSAGES.allFieldsRequired,
  nameOrMobileRequired: MESSAGES.nameOrMobileRequired,
  invalidMobile: MESSAGES.invalidMobile,
  success: MESSAGES.enquirySuccess,
  nameRequired: 'Please enter your name.',
  mobileRequired: 'Please enter your mobile number.',
  cityRequired: 'Please choose your city.',
  packageRequired: 'Please choose a procedure or package.',
  serviceRequired: 'Please choose a service.',
} as const;

/** Page-form field messages (the server's words, contract ENQUIRY_MESSAGES; checked in api.test.ts). */
export const PAGE_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  genderRequired: 'Please choose a gender.',
  messageRequired: 'Please write a short message.',
  fieldErrors: 'Please correct the highlighted fields.',
  ageInvalid: 'Age must be a whole number from 0 to 120.',
} as const;
