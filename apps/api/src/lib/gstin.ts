/**
 * India's GST identification number: 15 characters — the state code (2 digits), the holder's PAN (5 letters,
 * 4 digits, 1 letter), the registration's number for that PAN (1–9 or A–Z), 'Z', and a check character
 * (base 36, the weighted sum the GST network defines: factors 1 and 2 alternating, each product's base-36
 * digits added).
 */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** True for a well-formed GSTIN whose check character is right (state codes 01–38, 97, 99). */
export function isGstin(value: string): boolean {
  if (!GSTIN_SHAPE.test(value)) return false;
  const state = Number(value.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14);
}
