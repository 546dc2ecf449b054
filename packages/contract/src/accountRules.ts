/**
 * The account rules people meet (lengths, lifetimes) and the account messages the screens show, without zod:
 * the web app's screens and contract's Hindi tables import them without the wire schemas (accounts.ts
 * re-exports them). The messages only the server sends are in `accountServerMessages.ts`, so a screen that
 * takes these downloads none of those.
 */
import { MESSAGES } from './messages';

/** Password length bounds (ASVS 2.1.1 / 2.1.2). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** An OTP is 6 digits, valid this long, and dies after this many wrong tries. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** A verified mobile may register for this long after its OTP was verified. */
export const VERIFIED_MOBILE_TTL_MINUTES = 30;
/** A password reset link is valid this long, once. */
export const RESET_LINK_TTL_MINUTES = 30;
/** Largest name, e-mail and address the server stores. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_MAX_LENGTH = 500;

/** The account messages the screens also show themselves (a form catches the problem first): their Hindi is on the web app's Hindi catalogue. */
export const ACCOUNT_SCREEN_MESSAGES = {
  invalidMobile: MESSAGES.invalidMobile,
  otpInvalidFormat: 'Please enter the 6-digit OTP sent to your mobile number.',
  loginSuccess: MESSAGES.loginSuccess,
  loginInvalid: 'Invalid mobile number or password.',
  registerSuccess: 'Registered Successfully.',
  registerFieldErrors: 'Please correct the highlighted fields.',
  nameRequired: 'Please enter your name.',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter a password.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordsDoNotMatch: 'New password and confirm password do not match.',
  confirmPasswordRequired: 'Please confirm your new password.',
  oldPasswordRequired: 'Please enter your old password.',
  profileSaved: MESSAGES.profileSaved,
  profileFieldErrors: 'Please correct the highlighted fields.',
  photoTooLarge: 'The photo is too large. Please choose a JPG, GIF or PNG of at most 2 MB.',
  photoWrongType: 'The photo must be a JPG, GIF or PNG image.',
  dobInvalid: 'Please enter a valid date of birth.',
  pinCodeInvalid: 'PIN code must be exactly 6 digits.',
  addressTooLong: `Address must be at most ${ADDRESS_MAX_LENGTH} characters.`,
  lastNameTooLong: `Last name must be at most ${NAME_MAX_LENGTH} characters.`,
} as const;
