/**
 * A mobile number as staff type it into a search box — "98765 43210", "+91-98765-43210", "(98765) 43210" or
 * a few of its digits — as the digits to look for in a stored 10-digit mobile; null when the text is not a
 * number (letters in it, or fewer than 2 digits). One reading for every staff search (enquiries, the pharmacy
 * desk, the appointments desk).
 */
export function typedMobileDigits(text: string): string | null {
  const typed = text.trim();
  if (!/^\+?[\d\s()-]+$/.test(typed)) return null;
  const digits = typed.replace(/^\+91/, '').replace(/\D/g, '');
  if (digits.length < 2) return null;
  return digits.length > 10 ? digits.slice(-10) : digits;
}
