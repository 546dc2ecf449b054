/**
 * The messages only the account screens say: no server message matches them (Hindi in `./i18n/hi.ts`).
 * Every other message the screens show is contract's, word for word: the forms' rules take the account
 * rules' messages (`ACCOUNT_SCREEN_MESSAGES`, forms/schemas.ts), the screens SPEC's (`MESSAGES`), so a person
 * reads the same sentence whether the form or the server catches the problem.
 */
export const AUTH_MESSAGES = {
  mobileRequired: 'Please enter your mobile number.',
  loginPasswordRequired: 'Please enter your password.',
  /** Shown when the OTP screen is opened without a code having been sent in this browser. */
  otpStartOver: 'Please enter your mobile number first to receive an OTP.',
  /** Shown on the registration screen when no verified mobile is stored. */
  registerVerifyFirst: 'Please verify your mobile number with an OTP before registering.',
} as const;
