import * as yup from 'yup';
import {
  ACCOUNT_SCREEN_MESSAGES,
  BLOOD_GROUPS,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
} from '@medibridge/contract';
import { AUTH_MESSAGES } from '../messages';

/** The account rules' messages (contract's, the server's words) and the few only these forms say. */
const M = { ...ACCOUNT_SCREEN_MESSAGES, ...AUTH_MESSAGES };

/** Login (SPEC §5: mobile numeric, no other client checks): both fields present. */
export const loginSchema = yup.object({
  mobile: yup.string().trim().required(M.mobileRequired),
  password: yup.string().required(M.loginPasswordRequired),
});

/** Mobile verification and forgot password (SPEC §5): exactly 10 digits, else 'Invalid Mobile Number.'. */
export const mobileSchema = yup.object({
  mobile: yup
    .string()
    .required(M.invalidMobile)
    .matches(/^\d{10}$/, M.invalidMobile),
});

/** OTP (SPEC §5): digits only, at most 8. */
export const otpSchema = yup.object({
  otpno: yup
    .string()
    .required(M.otpInvalidFormat)
    .matches(/^\d{1,8}$/, M.otpInvalidFormat),
});

const newPassword = yup
  .string()
  .required(M.passwordRequired)
  .min(8, M.passwordTooShort)
  .max(128, M.passwordTooLong);

/** Registration (SPEC §5): name, email and password required; mobile is read-only. */
export const registrationSchema = yup.object({
  name: yup.string().trim().required(M.nameRequired).max(100, M.nameTooLong),
  email: yup
    .string()
    .trim()
    .required(M.emailRequired)
    .email(M.emailInvalid)
    .max(254, M.emailInvalid),
  password: newPassword,
});

/** New password with its confirmation (reset-password screen). */
export const resetPasswordSchema = yup.object({
  password: newPassword,
  confirm_password: yup
    .string()
    .required(M.confirmPasswordRequired)
    .test(
      'match',
      M.passwordsDoNotMatch,
      (v, ctx) => !v || v === (ctx.parent as { password?: string }).password,
    ),
});

/** Change password: the three fields, and new must equal confirm on the client too (deviation 5). */
export const changePasswordSchema = yup.object({
  old_password: yup.string().required(M.oldPasswordRequired),
  new_password: newPassword,
  confirm_password: yup
    .string()
    .required(M.confirmPasswordRequired)
    .test(
      'match',
      M.passwordsDoNotMatch,
      (v, ctx) => !v || v === (ctx.parent as { new_password?: string }).new_password,
    ),
});

function isPastDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    y >= 1900 &&
    date.getTime() <= Date.now()
  );
}

/** A chosen photo: JPG, GIF or PNG and at most 2 MB, checked here too (deviation 4). */
export function photoProblem(file: File | null | undefined): string | null {
  if (!file) return null;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return M.photoWrongType;
  if (file.size > PHOTO_MAX_BYTES) return M.photoTooLarge;
  return null;
}

/** Manage profile: SPEC §3 profile payload fields; mobile read-only. */
export const profileSchema = yup.object({
  firstName: yup.string().trim().required(M.nameRequired).max(100, M.nameTooLong),
  last_name: yup.string().trim().max(100, M.lastNameTooLong),
  email: yup.string().trim().required(M.emailRequired).email(M.emailInvalid),
  dob: yup.string().test('dob', M.dobInvalid, (v) => !v || isPastDate(v)),
  bloodGroup: yup.string().oneOf(['', ...BLOOD_GROUPS]),
  address: yup.string().max(500, M.addressTooLong),
  pincode: yup
    .string()
    .trim()
    .test('pin', M.pinCodeInvalid, (v) => !v || /^[1-9]\d{5}$/.test(v)),
  stateID: yup.string(),
  cityID: yup.string(),
  countryID: yup.string(),
  profileImage: yup
    .mixed<File>()
    .nullable()
    .test('photo', (value, context) => {
      const problem = photoProblem(value ?? null);
      return problem ? context.createError({ message: problem }) : true;
    }),
});
