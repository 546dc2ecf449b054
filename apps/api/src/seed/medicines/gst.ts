/**
 * GST of a catalogue product, seeded by its category (and, for devices and first-aid goods, its form):
 * docs/decisions/0046. India's GST rates from 22 September 2025 (56th GST Council meeting, notification
 * 9/2025-Central Tax (Rate)): medicaments of HSN 3003/3004, vaccines and blood products (3002), diagnostic
 * reagents and test strips (3822), bandages and dressings (3005) and medical instruments, thermometers and
 * monitors (9018, 9025) at 5 %. Hand sanitisers (3808) stay at 18 %; sanitary napkins (9619) and condoms
 * (4014) are nil-rated. The drugs for cancer, rare and chronic diseases exempted on that date (nil rate)
 * are a named list: none is marked nil here. To be confirmed by the operator's accountant before GST is
 * charged; a row's rate and code can be changed one by one.
 */

export interface GstFacts {
  /** Basis points of the tax-inclusive price: 500 = 5 %. */
  gstRateBp: number;
  hsnCode: string;
}

const MEDICAMENT: GstFacts = { gstRateBp: 500, hsnCode: '3004' };

const BY_CATEGORY: Readonly<Record<string, GstFacts>> = {
  'Vaccines and immunoglobulins': { gstRateBp: 500, hsnCode: '3002' },
  'Blood products and plasma substitutes': { gstRateBp: 500, hsnCode: '3002' },
};

/** By form label (forms.ts), before the category: goods that are not medicaments. */
const BY_FORM: Readonly<Record<string, GstFacts>> = {
  Strips: { gstRateBp: 500, hsnCode: '3822' },
  Lancets: { gstRateBp: 500, hsnCode: '9018' },
  'Pen Needles': { gstRateBp: 500, hsnCode: '9018' },
  'Pulse Oximeter': { gstRateBp: 500, hsnCode: '9018' },
  'BP Monitor': { gstRateBp: 500, hsnCode: '9018' },
  Thermometer: { gstRateBp: 500, hsnCode: '9025' },
  Syringe: { gstRateBp: 500, hsnCode: '9018' },
  IUD: { gstRateBp: 500, hsnCode: '9018' },
  'Test Kit': { gstRateBp: 500, hsnCode: '3822' },
  Bandage: { gstRateBp: 500, hsnCode: '3005' },
  'Gauze Swabs': { gstRateBp: 500, hsnCode: '3005' },
  'Surgical Tape': { gstRateBp: 500, hsnCode: '3005' },
  'Cotton Wool': { gstRateBp: 500, hsnCode: '3005' },
  'Face Mask': { gstRateBp: 500, hsnCode: '6307' },
  // Nil-rated: sanitary napkins (9619, since July 2018) and condoms (4014, contraceptives).
  'Sanitary Pads': { gstRateBp: 0, hsnCode: '9619' },
  Condoms: { gstRateBp: 0, hsnCode: '4014' },
  'Hand Sanitiser': { gstRateBp: 1800, hsnCode: '3808' },
};

/** The GST rate and HSN code a product is seeded with. */
export function gstOf(category: string, formLabel: string): GstFacts {
  return BY_FORM[formLabel] ?? BY_CATEGORY[category] ?? MEDICAMENT;
}
