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
