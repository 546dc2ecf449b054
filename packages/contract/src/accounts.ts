import { z } from 'zod';
import { BLOOD_GROUPS, MOBILE_LENGTH, OTP_MAX_LENGTH } from './constants';
import { codeEnvelope, dataEnvelope, statusEnvelope } from './envelopes';
import { CONSENT_PURPOSES } from './privacy';

/**
 * Wire schemas of the Account calls (SPEC §3, §7, §8) and the calls this project adds around them (logout,
 * reset password, referral summary, dev SMS outbox). The server validates with these; the web app takes its
 * types from them. Messages here are what people read.
 */

import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ADDRESS_MAX_LENGTH,
} from './accountRules';
import { ACCOUNT_MESSAGES } from './accountServerMessages';

// ---------------------------------------------------------------------------------------------------------
// Field rules shared by requests

/** A 10-digit mobile, sent as a string or (SPEC §5: "Mobile is numeric") a number; answers the string. */
export const mobileInputSchema = z
  .union([z.string(), z.number()], { error: ACCOUNT_MESSAGES.invalidMobile })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(new RegExp(`^\\d{${MOBILE_LENGTH}}$`), { error: ACCOUNT_MESSAGES.invalidMobile }),
  );

const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/** A person's first name: required, letters and a few separators, at most 100 characters. */
export const personNameSchema = z
  .string({ error: ACCOUNT_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.nameRequired })
  .max(NAME_MAX_LENGTH, { error: ACCOUNT_MESSAGES.nameTooLong })
  .regex(NAME_PATTERN, { error: ACCOUNT_MESSAGES.nameCharacters });

/** A required e-mail address (lower-cased, trimmed). */
export const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: ACCOUNT_MESSAGES.emailInvalid })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.emailInvalid }))
  .transform((v) => v.toLowerCase());

/**
 * A new password: 8–128 characters, never trimmed or changed (spaces and any Unicode allowed, ASVS 2.1).
 * The server also refuses the 1,000 most common passwords; that list lives on the server.
 */
export const newPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooLong });

/**
 * The confirmation of a new password. That it equals the new one is checked by the server (422 on
 * `confirm_password` with `passwordsDoNotMatch`) and should be by the form.
 */
export const confirmPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.confirmPasswordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.confirmPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.passwordsDoNotMatch });

/** A password being checked (login, old password): any string up to a hard cap, so hashing stays bounded. */
const passwordInputSchema = z.string().max(1024);

// ---------------------------------------------------------------------------------------------------------
// The user as the wire shows it

/**
 * The user profile of SPEC §3, as stored under `user_info` and returned by login, registration and
 * get-user-detail-by-id. Every key is always present (null when unknown). It never holds a token.
 * `profile_image` is a URL path under the API root (e.g. `/api/files/profile/abc.jpg`).
 */
export const userProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string().nullable(),
  mobile: z.string(),
  email: z.string().nullable(),
  dob: z.string().nullable(),
  blood_group: z.enum(BLOOD_GROUPS).nullable(),
  address: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  state_id: z.number().int().nullable(),
  country_id: z.number().int().nullable(),
  pin_code: z.string().nullable(),
  profile_image: z.string().nullable(),
  /** A staff account (ADR 0027): the app takes them to the staff console and names it in their menu. */
  is_staff: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

// ---------------------------------------------------------------------------------------------------------
// Login

/** POST /new-login and /login body. */
export const loginRequestSchema = z.object({
  mobile: z.union([z.string().max(20), z.number()]).transform((v) => String(v).trim()),
  password: passwordInputSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * POST /new-login: `{code, response: {message, data}}`. 200: data is the profile (store it as user_info; the
 * session travels in the httpOnly cookie). 400: wrong mobile or password, data null. 429: locked for 15 minutes.
 */
export const loginResponseSchema = codeEnvelope(userProfileSchema.nullable());
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /login (the modal): `{user, access_token}`; any failure is a non-200 error body. The token is for
 * non-browser clients (`Authorization: Bearer`); the web app uses the cookie set by the same call and never
 * stores the token.
 */
export const modalLoginResponseSchema = z.object({
  user: userProfileSchema,
  access_token: z.string(),
});
export type ModalLoginResponse = z.infer<typeof modalLoginResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// OTP

/** POST /check-user-mobile-by-otp body. */
export const mobileCheckRequestSchema = z.object({ mobile: mobileInputSchema });
export type MobileCheckRequest = z.input<typeof mobileCheckRequestSchema>;

/**
 * POST /check-user-mobile-by-otp: `{response: {status, message, data}}`. 200: an OTP was sent and
 * `data.uid` identifies it (keep it as otp_uid). 409: the mobile already has an account (log in instead).
 * 422: not a 10-digit mobile. 429: too many codes sent.
 */
export const mobileCheckResponseSchema = statusEnvelope(z.object({ uid: z.string() }).nullable());
export type MobileCheckResponse = z.infer<typeof mobileCheckResponseSchema>;

/** POST verify-user-mobile-otp body: the code typed (≤ 8 digits) and the uid of check-user-mobile-by-otp. */
export const verifyOtpRequestSchema = z.object({
  otpno: z
    .union([z.string().max(OTP_MAX_LENGTH * 4), z.number()])
    .transform((v) => String(v).trim()),
  otp_uid: z.string().max(200),
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

/**
 * POST verify-user-mobile-otp: 200 with `data.mobile` (keep it as varified_mobile); 400 with a message for a
 * wrong, expired, used or dead code.
 */
export const verifyOtpResponseSchema = statusEnvelope(z.object({ mobile: z.string() }).nullable());
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** POST resend-otp body. */
export const resendOtpRequestSchema = z.object({ otp_uid: z.string().max(200) });
export type ResendOtpRequest = z.infer<typeof resendOtpRequestSchema>;

/** POST resend-otp: 200 with the same uid (the previous code no longer works); 400 unknown uid; 429. */
export const resendOtpResponseSchema = statusEnvelope(z.object({ uid: z.string() }).nullable());
export type ResendOtpResponse = z.infer<typeof resendOtpResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Registration

/** POST /new-register body (SPEC §3). Field problems with name, email and password answer 422 per field. */
export const registerRequestSchema = z.object({
  name: personNameSchema,
  mobile: mobileInputSchema,
  email: emailSchema,
  password: newPasswordSchema,
  shareCode: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => (v ? v : null)),
  source: z.string().trim().max(60).nullish(),
  /**
   * Optional for browsers (the verification sets an httpOnly cookie the server reads); other clients send
   * the uid they verified. Either way the registration must come from whoever verified the code.
   */
  otp_uid: z.string().max(200).optional(),
  /**
   * The purposes the patient agreed to on the privacy notice shown before this form (docs/decisions/0060),
   * and the notice's version; the others are recorded as not given. Absent: nothing is recorded (the notice
   * is then shown before the first booking or order).
   */
  consents: z
    .array(z.enum(CONSENT_PURPOSES, { error: 'consents lists purposes of the privacy notice.' }))
    .max(CONSENT_PURPOSES.length)
    .optional(),
  notice_version: z.string().trim().max(40).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Per-field messages of a 422 on registration. */
export const registerFieldErrorsSchema = z
  .object({ name: z.string(), email: z.string(), password: z.string() })
  .partial();

/**
 * POST /new-register: 200 logs the person in (cookie) with data = the profile; 400 a general message
 * (mobile not OTP-verified in the last 30 minutes, or already registered); 422 `message` is per field
 * (`{name?, email?, password?}`), data null.
 */
export const registerResponseSchema = codeEnvelope(userProfileSchema.nullable());
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Forgot and reset password

/** POST /forget-password body. */
export const forgetPasswordRequestSchema = z.object({ mobile: mobileInputSchema });
export type ForgetPasswordRequest = z.input<typeof forgetPasswordRequestSchema>;

/**
 * POST /forget-password: 200 an SMS with a one-time link to /reset-password/{token} was sent; 404 the mobile
 * has no account; 422 not a 10-digit mobile; 429 too many requests. data is always null.
 */
export const forgetPasswordResponseSchema = statusEnvelope(z.null());
export type ForgetPasswordResponse = z.infer<typeof forgetPasswordResponseSchema>;

/** The token of a reset link (43 characters of base64url). */
export const resetTokenSchema = z.string().max(200);

/** GET reset-password/{token}: whether the link can still be used, before the person types. */
export const resetPasswordCheckParamsSchema = z.object({ token: resetTokenSchema });
/** 200 usable (data.expires_at, ISO); 400 invalid, expired or used. */
export const resetPasswordCheckResponseSchema = codeEnvelope(
  z.object({ expires_at: z.string() }).nullable(),
);
export type ResetPasswordCheckResponse = z.infer<typeof resetPasswordCheckResponseSchema>;

/** POST reset-password body (the /reset-password/{token} screen). */
export const resetPasswordRequestSchema = z.object({
  token: resetTokenSchema,
  password: newPasswordSchema,
  confirm_password: confirmPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/**
 * POST reset-password: 200 done (every session of the user is revoked; log in again); 400 the link is
 * invalid, expired or used; 422 per field (`password`, `confirm_password`).
 */
export const resetPasswordResponseSchema = codeEnvelope(z.null());
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Session and user reads

/** GET user-data-with-token (bearer or cookie): the session's user id; 401 without a live session. */
export const tokenUserResponseSchema = z.object({ id: z.number().int() });
export type TokenUserResponse = z.infer<typeof tokenUserResponseSchema>;

/** Path of get-user-detail-by-id/{id}. */
export const userDetailParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** GET get-user-detail-by-id/{id}: `{data: profile}`; 403 for anyone but the session's own user. */
export const userDetailResponseSchema = dataEnvelope(userProfileSchema);
export type UserDetailResponse = z.infer<typeof userDetailResponseSchema>;

/** Path of get-patient-detail-by-id/{userId}. */
export const patientDetailParamsSchema = z.object({
  userId: z.coerce.number().int().positive(),
});
/** A rupee amount on the wire: a string with two decimals ('100.00'). */
export const wireAmountSchema = z.string().regex(/^-?\d+\.\d{2}$/);
/** GET get-patient-detail-by-id/{userId}: `{data: {wallet_amount}}` in rupees; 403 for another user. */
export const patientDetailResponseSchema = dataEnvelope(
  z.object({ wallet_amount: wireAmountSchema }),
);
export type PatientDetailResponse = z.infer<typeof patientDetailResponseSchema>;

/** POST /logout: revokes the session and clears the cookie; 200 even without a session. */
export const logoutResponseSchema = codeEnvelope(z.null());
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Profile and change password

/** Optional text field of a multipart form: '' and absent both mean "not given". */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => (v ? v : null));

const optionalId = z
  .string()
  .trim()
  .regex(/^\d{0,9}$/, { error: ACCOUNT_MESSAGES.placeInvalid })
  .optional()
  .transform((v) => (v ? Number(v) : null))
  .refine((v) => v === null || v > 0, { error: ACCOUNT_MESSAGES.placeInvalid });

/**
 * The text fields of POST update-user-profile/ (multipart, SPEC §3), plus the optional `profileImage` file
 * part (JPG, GIF or PNG, at most 2 MB, checked by its bytes). `mobile` is read-only and ignored; `userID`,
 * when sent, must be the session's user (403 otherwise).
 */
export const profileUpdateFieldsSchema = z.object({
  firstName: personNameSchema,
  last_name: optionalText(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.lastNameTooLong),
  mobile: z.string().optional(),
  email: emailSchema,
  dob: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isPastDate(v), { error: ACCOUNT_MESSAGES.dobInvalid }),
  bloodGroup: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine(
      (v): v is (typeof BLOOD_GROUPS)[number] | null =>
        v === null || (BLOOD_GROUPS as readonly string[]).includes(v),
      { error: ACCOUNT_MESSAGES.bloodGroupInvalid },
    ),
  address: optionalText(ADDRESS_MAX_LENGTH, ACCOUNT_MESSAGES.addressTooLong),
  cityID: optionalId,
  stateID: optionalId,
  countryID: optionalId,
  pincode: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[1-9]\d{5}$/.test(v), {
      error: ACCOUNT_MESSAGES.pinCodeInvalid,
    }),
  userID: z.string().trim().optional(),
});
export type ProfileUpdateFields = z.input<typeof profileUpdateFieldsSchema>;

/** `YYYY-MM-DD`, a real calendar date, after 1900-01-01 and not in the future. */
function isPastDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return false;
  return year >= 1900 && date.getTime() <= Date.now();
}

/**
 * POST update-user-profile/: `{code, response: {message, data}}`. 200 'Profile Update Successfully.' with the
 * fresh profile; 422 per-field messages; 413 photo over 2 MB; 415 photo not JPG/GIF/PNG; 403 another userID.
 */
export const profileUpdateResponseSchema = codeEnvelope(userProfileSchema.nullable());
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/**
 * Path of update-user-profile/{token}. The segment is kept for SPEC's path but is never a credential (tokens
 * do not belong in URLs): send `me`. The session decides whose password changes.
 */
export const changePasswordParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** POST update-user-profile/{token} body (SPEC §3). `userID`, when sent, must be the session's user. */
export const changePasswordRequestSchema = z.object({
  old_password: z
    .string({ error: ACCOUNT_MESSAGES.oldPasswordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.oldPasswordRequired })
    .max(1024, { error: ACCOUNT_MESSAGES.oldPasswordWrong }),
  new_password: newPasswordSchema,
  confirm_password: confirmPasswordSchema,
  userID: z.union([z.string().max(20), z.number()]).optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/**
 * POST update-user-profile/{token}: 200 changed (every other session revoked, this one kept); 422 per field
 * (`old_password` wrong, `new_password` rules, `confirm_password` mismatch); 429 too many wrong old passwords.
 */
export const changePasswordResponseSchema = codeEnvelope(z.null());
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Refer & Earn

/**
 * GET referral-summary: the person's share code, the link to share
 * (`/mobile-verification?shareCode=…`), what each side gets in rupees, and how many people registered with it.
 */
export const referralSummaryResponseSchema = dataEnvelope(
  z.object({
    share_code: z.string(),
    share_url: z.string(),
    bonus_rupees: wireAmountSchema,
    referred_count: z.number().int(),
  }),
);
export type ReferralSummaryResponse = z.infer<typeof referralSummaryResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Dev SMS outbox

/** GET dev/sms-outbox?mobile=…: only while SMS_PROVIDER=outbox (404 otherwise). */
export const smsOutboxQuerySchema = z.object({ mobile: mobileInputSchema });
/**
 * That mobile's messages on both channels, newest first: `text` exactly as the template renders it, `channel`
 * `sms` or `whatsapp`. `created_at` is ISO 8601.
 */
export const smsOutboxResponseSchema = dataEnvelope(
  z.array(
    z.object({
      mobile: z.string(),
      channel: z.enum(['sms', 'whatsapp']),
      text: z.string(),
      created_at: z.string(),
    }),
  ),
);
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponseSchema>;
