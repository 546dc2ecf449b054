/**
 * The account messages only the server sends, and the whole table of the account calls. Apart from
 * `accountRules.ts` because the bundler keeps a module's top-level code it cannot prove pure (the joined
 * blood groups, the spread below): beside the screens' messages they would ride into every account screen.
 */
import {
  ACCOUNT_SCREEN_MESSAGES,
  OTP_LENGTH,
  OTP_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
} from './accountRules';
import { BLOOD_GROUPS } from './constants';

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
  accountDisabled:
    'This staff account has been disabled, so it cannot log in. Ask an admin to enable it again.',
} as const;

/** Messages of the account calls. The server sends these; tests assert them word for word. */
export const ACCOUNT_MESSAGES = { ...ACCOUNT_SCREEN_MESSAGES, ...ACCOUNT_SERVER_MESSAGES } as const;
