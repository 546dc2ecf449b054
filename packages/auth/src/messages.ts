import { MESSAGES } from '@medibridge/contract';

/**
 * Messages the account screens show themselves. SPEC's are word for word; the others repeat the server's
 * (contract ACCOUNT_MESSAGES, checked equal in messages.test.ts) so a person reads the same sentence whether
 * the form or the server catches the problem. Kept here so the screens do not load contract's zod schemas.
 */
export const AUTH_MESSAGES = {
  invalidMobile: MESSAGES.invalidMobile,
  invalidLogin: MESSAGES.invalidLogin,
  loginSuccess: MESSAGES.loginSuccess,
  profileSaved: MESSAGES.profileSaved,
  mobileRequired: 'Please enter your mobile number.',
  loginPasswordRequired: 'Please enter your password.',
  otpInvalidFormat: 'Please enter the 6-digit OTP sent to your mobile number.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Name must be at most 100 characters.',
  lastNameTooLong: 'Last name must be at most 100 characters.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter a password.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordsDoNotMatch: 'New password and confirm password do not match.',
  confirmPasswordRequired: 'Please confirm your new password.',
  oldPasswordRequired: 'Please enter your old password.',
  photoTooLarge: 'The photo is too large. Please choose a JPG, GIF or PNG of at most 2 MB.',
  photoWrongType: 'The photo must be a JPG, GIF or PNG image.',
  dobInvalid: 'Please enter a valid date of birth.',
  pinCodeInvalid: 'PIN code must be exactly 6 digits.',
  addressTooLong: 'Address must be at most 500 characters.',
  /** Shown when the OTP screen is opened without a code having been sent in this browser. */
  otpStartOver: 'Please enter your mobile number first to receive an OTP.',
  /** Shown on the registration screen when no verified mobile is stored. */
  registerVerifyFirst: 'Please verify your mobile number with an OTP before registering.',
} as const;
