const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats rupees the Indian way with two decimals: 123456 → '₹1,23,456.00'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
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
