import { BOOKING_MESSAGES, MESSAGES } from '@medibridge/contract';

/** What the booking forms say when a field is missing or wrong: contract's words, as the server says them. */
export const APPOINTMENT_MESSAGES = {
  nameRequired: BOOKING_MESSAGES.nameRequired,
  mobileInvalid: MESSAGES.invalidMobile,
  emailInvalid: BOOKING_MESSAGES.emailInvalid,
  genderRequired: BOOKING_MESSAGES.genderRequired,
  ageRequired: BOOKING_MESSAGES.ageRequired,
  companionNameRequired: BOOKING_MESSAGES.companionNameRequired,
  companionRelationshipRequired: BOOKING_MESSAGES.companionRelationshipRequired,
  weightRequired: BOOKING_MESSAGES.weightRequired,
  diabeticRequired: BOOKING_MESSAGES.diabeticRequired,
  bloodPressureRequired: BOOKING_MESSAGES.bloodPressureRequired,
  smokeRequired: BOOKING_MESSAGES.smokeRequired,
  alcoholRequired: BOOKING_MESSAGES.alcoholRequired,
  modeRequired: BOOKING_MESSAGES.modeRequired,
  departmentRequired: BOOKING_MESSAGES.departmentRequired,
  symptomsRequired: BOOKING_MESSAGES.symptomsRequired,
  slotRequired: BOOKING_MESSAGES.slotRequired,
  documentTooLarge: BOOKING_MESSAGES.documentTooLarge,
  documentWrongType: BOOKING_MESSAGES.documentWrongType,
  followUpMessageRequired: BOOKING_MESSAGES.followUpMessageRequired,
  followUpDocumentRequired: BOOKING_MESSAGES.followUpDocumentRequired,
} as const;
