import {
  DELIVERY_FEE_PAISE,
  ORDER_STATES,
  ORDER_TRACK,
  ORDER_TRANSITIONS,
  PATIENT_CANCELLABLE,
  canMoveOrder,
  deliveryFee,
  needsPrescription,
  gstIncluded,
  gstRateText,
  orderTotals,
} from './pharmacyRules';

describe('orderTotals (deviation 1: Σ sale price × quantity)', () => {
  const lines = [
    { salePaise: 3_000, mrpPaise: 3_500, quantity: 3 },
    { salePaise: 1_850, mrpPaise: 2_200, quantity: 1 },
  ];

  it('multiplies each sale price by its quantity and adds delivery below ₹499', () => {
    expect(orderTotals(lines)).toEqual({
      subtotal: 10_850,
      savings: 3 * 500 + 350,
      delivery: DELIVERY_FEE_PAISE,
      walletApplied: 0,
      total: 10_850 + DELIVERY_FEE_PAISE,
      items: 4,
    });
  });

  it('charges no delivery from ₹499 and nothing for an empty cart', () => {
    expect(deliveryFee(49_900)).toBe(0);
    expect(deliveryFee(49_899)).toBe(DELIVERY_FEE_PAISE);
    expect(orderTotals([])).toMatchObject({ subtotal: 0, delivery: 0, total: 0, items: 0 });
  });

  it('applies the wallet up to what is due', () => {
    expect(orderTotals(lines, 1_000_000)).toMatchObject({ walletApplied: 15_750, total: 0 });
    expect(orderTotals(lines, 2_000)).toMatchObject({ walletApplied: 2_000, total: 13_750 });
  });

  it('leaves nothing or at least the gateway minimum to pay online', () => {
    // ₹157.50 due, ₹157 in the wallet: ₹0.50 online is below a ₹1 minimum, so ₹1 is left.
    expect(orderTotals(lines, 15_700, 100)).toMatchObject({ walletApplied: 15_650, total: 100 });
  });
});

describe('the order lifecycle', () => {
  it('ends in delivered or cancelled and never leaves them', () => {
    expect(ORDER_TRANSITIONS.delivered).toEqual([]);
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
    for (const state of ORDER_STATES)
      for (const next of ORDER_TRANSITIONS[state]) expect(ORDER_STATES).toContain(next);
  });

  it('tracks the steps in order, each reachable from the one before', () => {
    for (let i = 1; i < ORDER_TRACK.length; i += 1) {
      const from = ORDER_TRACK[i - 1];
      const to = ORDER_TRACK[i];
      if (!from || !to) throw new Error('track too short');
      expect(canMoveOrder(from, to)).toBe(true);
    }
    // An order with no prescription to check goes from placed straight to packing.
    expect(canMoveOrder('placed', 'packed')).toBe(true);
    expect(canMoveOrder('dispatched', 'cancelled')).toBe(false);
    expect(canMoveOrder('delivered', 'placed')).toBe(false);
  });

  it('lets a patient cancel only before packing', () => {
    expect(PATIENT_CANCELLABLE).not.toContain('packed');
    expect(PATIENT_CANCELLABLE).not.toContain('dispatched');
    for (const state of PATIENT_CANCELLABLE) expect(canMoveOrder(state, 'cancelled')).toBe(true);
  });

  it('asks for a prescription for Schedule H, H1 and X, not for OTC', () => {
    expect(needsPrescription('OTC')).toBe(false);
    expect(needsPrescription('H')).toBe(true);
    expect(needsPrescription('H1')).toBe(true);
    expect(needsPrescription('X')).toBe(true);
  });
});

describe('gstIncluded (tax-inclusive prices, decision 0046)', () => {
  it('takes the GST out of each rate’s value once, lowest rate first', () => {
    const rates = gstIncluded([
      { salePaise: 10_500, quantity: 2, gstRateBp: 500 },
      { salePaise: 11_800, quantity: 1, gstRateBp: 1800 },
      { salePaise: 4_999, quantity: 3, gstRateBp: 500 },
    ]);
    // ₹359.97 at 5 %: 359.97 × 5 / 105 = 17.1414… → ₹17.14; ₹118 at 18 %: 118 × 18 / 118 = ₹18.
    expect(rates).toEqual([
      { rateBp: 500, valuePaise: 35_997, taxablePaise: 34_283, gstPaise: 1_714 },
      { rateBp: 1800, valuePaise: 11_800, taxablePaise: 10_000, gstPaise: 1_800 },
    ]);
  });

  it('keeps a nil rate as a line with no GST, and nothing for no lines', () => {
    expect(gstIncluded([{ salePaise: 999, quantity: 1, gstRateBp: 0 }])).toEqual([
      { rateBp: 0, valuePaise: 999, taxablePaise: 999, gstPaise: 0 },
    ]);
    expect(gstIncluded([])).toEqual([]);
  });

  it('prints rates in per cent', () => {
    expect([0, 25, 500, 1200, 1800].map(gstRateText)).toEqual(['0', '0.25', '5', '12', '18']);
  });
});
