// Rupees are formatted by hand rather than by Intl.NumberFormat: building an en-IN currency formatter
// costs a fresh Chromium page 13–30 ms (×4 on Lighthouse's mobile CPU), and every screen that shows a price
// paid it before its first paint. The output is Intl's, character for character (money.test.ts compares).

/** Digits of a whole number grouped the Indian way: '1234567' → '12,34,567'. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** A whole count the en-IN way: 1500 → '1,500', 150000 → '1,50,000'. */
export function formatIndianNumber(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  return `${count < 0 ? '-' : ''}${groupIndian(String(Math.abs(count)))}`;
}

/**
 * An amount to two decimals the way ICU rounds it: from the shortest decimal that names the number (1.005,
 * not the binary 1.00499…), half away from zero. `toFixed` rounds the binary value and would print 1.00.
 */
function twoDecimals(amount: number): [whole: string, paise: string] {
  if (amount < 0.005) return ['0', '00'];
  const [whole = '0', fraction = ''] = String(amount).split('.');
  const cents = BigInt(whole + `${fraction}00`.slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1n : 0n);
  const text = cents.toString().padStart(3, '0');
  return [text.slice(0, -2), text.slice(-2)];
}

/**
 * Formats rupees the Indian way with two decimals: 123456 → '₹1,23,456.00', -5 → '-₹5.00'. An amount that
 * rounds to zero shows no minus sign.
 */
export function formatRupees(amount: number): string {
  // String() writes 1e21 and above with an exponent; no price comes near.
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21) return `₹${String(amount)}`;
  const [whole, paise] = twoDecimals(Math.abs(amount));
  const text = `₹${groupIndian(whole)}.${paise}`;
  return amount < 0 && text !== '₹0.00' ? `-${text}` : text;
}

/** Whole paise (the stored unit) to rupees. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees to whole paise, rounding half away from zero. */
export function rupeesToPaise(amount: number): number {
  return Math.round(amount * 100);
}

/** Rupees on the wire: a number with two decimals, as a string ('1500.00'). */
export function toWireAmount(paise: number): string {
  return (paise / 100).toFixed(2);
}

export interface FeeBreakdown {
  /** Consultation fee, paise. */
  fee: number;
  /** fee × percent / 100, paise, rounded. */
  feeDiscount: number;
  /** Wallet money applied, paise (never more than what is left to pay). */
  walletApplied: number;
  /** Discount shown to the person: fee discount plus wallet. */
  displayedDiscount: number;
  /** What is left to pay online, paise, never below zero. */
  total: number;
}

/**
 * A gateway takes at least ₹1 (PhonePe refuses less), so the wallet either covers everything or leaves at
 * least this much to pay online.
 */
export const MIN_ONLINE_PAISE = 100;

/**
 * SPEC §9: discount = fee × fee_discount_percent / 100; the displayed discount adds the wallet amount;
 * total = fee − discount − wallet. The wallet covers at most what is left, so the total never goes negative.
 */
export function feeBreakdown(
  feePaise: number,
  discountPercent: number,
  walletPaise: number,
): FeeBreakdown {
  const feeDiscount = Math.round((feePaise * discountPercent) / 100);
  const afterDiscount = Math.max(0, feePaise - feeDiscount);
  let walletApplied = Math.max(0, Math.min(walletPaise, afterDiscount));
  const rest = afterDiscount - walletApplied;
  if (rest > 0 && rest < MIN_ONLINE_PAISE)
    walletApplied = Math.max(0, afterDiscount - MIN_ONLINE_PAISE);
  return {
    fee: feePaise,
    feeDiscount,
    walletApplied,
    displayedDiscount: feeDiscount + walletApplied,
    total: afterDiscount - walletApplied,
  };
}
