import {
  MIN_ONLINE_PAISE,
  feeBreakdown,
  formatIndianNumber,
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

  // The hand-written formatter must print what Intl's en-IN currency formatter prints.
  const intl = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  it('matches Intl en-IN for amounts from paise to hundreds of crores, both signs', () => {
    const amounts = [
      0.004,
      0.005,
      0.01,
      0.05,
      0.5,
      1,
      9.99,
      10,
      99,
      100,
      999.994,
      999.995,
      1000,
      1001.5,
      12345.678,
      99999.99,
      100000,
      999999.999,
      1234567.89,
      12345678.9,
      123456789,
      1234567890.12,
      98765432109.87,
      1.005,
      2.675,
      0.125,
      1e12 + 0.5,
    ];
    for (let i = 0; i < 500; i += 1) amounts.push(Math.round(((i * 7919) % 100003) * 137.31) / 100);
    for (const amount of amounts) {
      expect(formatRupees(amount)).toBe(intl.format(amount));
      // Intl writes '-₹0.00' for a negative amount that rounds to zero; we write '₹0.00' (below).
      if (formatRupees(amount) !== '₹0.00')
        expect(formatRupees(-amount)).toBe(intl.format(-amount));
    }
  });

  it('shows no minus sign on an amount that rounds to zero', () => {
    expect(formatRupees(-0.001)).toBe('₹0.00');
    expect(formatRupees(-0)).toBe('₹0.00');
  });
});

describe('formatIndianNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [2000, '2,000'],
    [150000, '1,50,000'],
    [-12345678, '-1,23,45,678'],
  ])('%s → %s', (count, expected) => {
    expect(formatIndianNumber(count)).toBe(expected);
    expect(formatIndianNumber(count)).toBe(count.toLocaleString('en-IN'));
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
