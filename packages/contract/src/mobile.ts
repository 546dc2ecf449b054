import { MOBILE_LENGTH, OTP_MAX_LENGTH } from './constants';

/** Keeps digits only and ignores anything past 10 (SPEC §5, forgot-password and mobile verification). */
export function sanitizeMobile(input: string): string {
  return input.replace(/\D+/g, '').slice(0, MOBILE_LENGTH);
}

/** True when the value is exactly 10 digits. */
export function isValidMobile(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/**
 * True for a plausible Indian mobile: 10 digits starting 6–9. The server uses this to refuse numbers no
 * operator issues; the client only checks length, as SPEC says.
 */
export function isIndianMobile(value: string): boolean {
  return /^[6-9]\d{9}$/.test(value);
}

/** Keeps digits only, at most 8 (SPEC §5, OTP input). */
export function sanitizeOtp(input: string): string {
  return input.replace(/\D+/g, '').slice(0, OTP_MAX_LENGTH);
}

/** A 6-digit Indian PIN code. */
export function isValidPinCode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}
