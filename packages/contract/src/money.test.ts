import {
  MIN_ONLINE_PAISE,
  feeBreakdown,
  formatRupees,
  paiseToRupees,
  rupeesToPaise,
  toWireAmount,
} from './money';

describe('formatRupees (en-IN grouping, two decimals)', () => {
  it.each([
    [123456, '₹1,23,456.00'],
    [0, '₹0.00'],
    [99.5, '₹99.50'],
    [10000000, '₹1,00,00,000.00'],
    [1500.456, '₹1,500.46'],
  ])('%s → %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});

describe('paise conversions', () => {
  it('round-trips rupees through paise', () => {
    expect(rupeesToPaise(1499.99)).toBe(149999);
    expect(paiseToRupees(149999)).toBe(1499.99);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('puts two decimals on the wire', () => {
    expect(toWireAmount(150000)).toBe('1500.00');
    expect(toWireAmount(5)).toBe('0.05');
  });
});

describe('feeBreakdown (SPEC §9 arithmetic)', () => {
  it('discount is fee × percent / 100 and total subtracts discount and wallet', () => {
    const b = feeBreakdown(50000, 10, 10000);
    expect(b.feeDiscount).toBe(5000);
    expect(b.walletApplied).toBe(10000);
    expect(b.displayedDiscount).toBe(15000);
    expect(b.total).toBe(35000);
  });

  it('the wallet never takes the total below zero', () => {
    const b = feeBreakdown(50000, 20, 100000);
    expect(b.walletApplied).toBe(40000);
    expect(b.total).toBe(0);
  });

  it('the wallet leaves nothing or at least ₹1 to pay online (a gateway takes no less)', () => {
    // ₹400 to pay, ₹399.50 in the wallet: ₹399.00 from the wallet, ₹1.00 online.
    const b = feeBreakdown(40_000, 0, 39_950);
    expect(b.walletApplied).toBe(39_900);
    expect(b.total).toBe(MIN_ONLINE_PAISE);
    expect(feeBreakdown(40_000, 0, 40_000).total).toBe(0);
  });

  it('no discount and an empty wallet leave the fee', () => {
    expect(feeBreakdown(30000, 0, 0).total).toBe(30000);
  });
});
