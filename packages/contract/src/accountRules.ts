/**
 * The account rules people meet (lengths, lifetimes) and the account messages, without zod: the web app's
 * screens and contract's Hindi tables import them without the wire schemas (accounts.ts re-exports them).
 */
import { BLOOD_GROUPS } from './constants';
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

/** The account messages only the server sends (it translates them itself, docs/decisions/0017). */
export const ACCOUNT_SERVER_MESSAGES = {
  otpSent: `We have sent a ${OTP_LENGTH}-digit OTP to your mobile number. It is valid for ${OTP_TTL_MINUTES} minutes.`,
  otpResent: `A new OTP has been sent to your mobile number. It is valid for ${OTP_TTL_MINUTES} minutes.`,
  mobileAlreadyRegistered: 'This mobile number is already registered. Please log in.',
  otpTooManySends:
    'Too many OTP requests for this mobile number. Please wait a few minutes and try again.',
  otpVerified: 'Mobile number verified successfully.',
  otpWrong: 'The OTP you entered is incorrect. Please check it and try again.',
  otpExpired: 'This OTP has expired. Please tap Resend OTP to get a new one.',
  otpDead: 'Too many wrong attempts. Please tap Resend OTP to get a new one.',
  otpUsed: 'This OTP has already been used. Please tap Resend OTP to get a new one.',
  otpUnknown: 'This verification has expired. Please enter your mobile number again.',
  loginLocked:
    'Too many failed login attempts. Please wait 15 minutes and try again, or reset your password.',
  registerSuccessUnknownShareCode:
    'Registered Successfully. The referral code was not recognised, so no referral bonus was added.',
  registerMobileNotVerified:
    'Please verify your mobile number with an OTP before registering. The verification is valid for 30 minutes.',
  nameCharacters: 'Name can contain only letters, spaces, dots, apostrophes and hyphens.',
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  forgetPasswordSent: `We have sent a link to set a new password to your mobile number. It is valid for ${RESET_LINK_TTL_MINUTES} minutes.`,
  forgetPasswordUnknown:
    'This mobile number is not registered with us. Please check it or create an account.',
  forgetPasswordTooMany:
    'Too many password reset requests for this mobile number. Please wait a few minutes and try again.',
  resetPasswordDone: 'Your password has been changed. Please log in with your new password.',
  resetLinkInvalid:
    'This password reset link is invalid, has expired or has already been used. Please ask for a new one from Forgot Password.',
  resetLinkValid: 'Please choose a new password.',
  oldPasswordWrong: 'Your old password is incorrect.',
  newPasswordSameAsOld: 'Your new password must be different from your old password.',
  passwordChanged: 'Password changed successfully. You have been logged out on all other devices.',
  photoUnreadable: 'The photo could not be read. Please choose another JPG, GIF or PNG image.',
  bloodGroupInvalid: `Blood group must be one of ${BLOOD_GROUPS.join(', ')}.`,
  placeInvalid: 'Please choose a valid option.',
  notYourAccount: 'You can only see and change your own account.',
  loggedOut: 'You have been logged out.',
} as const;

/** Messages of the account calls. The server sends these; tests assert them word for word. */
export const ACCOUNT_MESSAGES = { ...ACCOUNT_SCREEN_MESSAGES, ...ACCOUNT_SERVER_MESSAGES } as const;
