/**
 * Dosage forms of the catalogue lines: the word a title uses, the form family (same composition, strength
 * and family = substitutes) and the usual pack. A pack is either a count of units in a container ("Strip of
 * 10 tablets") or an amount in one ("Bottle of 60 ml"); a container with neither is one unit ("1 vial").
 */
export interface FormSpec {
  /** The word after the strength in a title: "Tablet", "Eye Drops". */
  label: string;
  family: string;
  container: string;
  /** Count forms: what the container holds, plural ("tablets"), and how many. */
  noun?: string;
  count?: number;
  /** Amount forms: how much the container holds. */
  amount?: number;
  unit?: string;
  /** Given by injection or infusion: never sold without a prescription. */
  parenteral?: boolean;
  /** A device or dressing rather than a medicine. */
  device?: boolean;
}

const count = (
  label: string,
  family: string,
  container: string,
  n: number,
  noun: string,
  extra: Partial<FormSpec> = {},
): FormSpec => ({ label, family, container, count: n, noun, ...extra });
const amount = (
  label: string,
  family: string,
  container: string,
  n: number | undefined,
  unit: string | undefined,
  extra: Partial<FormSpec> = {},
): FormSpec => ({ label, family, container, amount: n, unit, ...extra });
const device = { device: true };

export const FORMS: Readonly<Record<string, FormSpec>> = {
  tab: count('Tablet', 'oral-solid', 'strip', 10, 'tablets'),
  tabsr: count('SR Tablet', 'oral-solid-sr', 'strip', 10, 'tablets'),
  tabdt: count('DT Tablet', 'oral-solid-dispersible', 'strip', 10, 'tablets'),
  tabchew: count('Chewable Tablet', 'oral-solid-chewable', 'strip', 10, 'tablets'),
  sl: count('Sublingual Tablet', 'sublingual', 'strip', 10, 'tablets'),
  cap: count('Capsule', 'oral-solid', 'strip', 10, 'capsules'),
  vtab: count('Vaginal Tablet', 'vaginal', 'strip', 6, 'vaginal tablets'),
  kit: count('Kit', 'kit', 'kit', 5, 'tablets'),
  gum: count('Chewing Gum', 'gum', 'strip', 10, 'pieces'),
  loz: count('Lozenges', 'lozenge', 'strip', 8, 'lozenges'),
  supp: count('Suppository', 'suppository', 'pack', 5, 'suppositories'),
  patch: count('Transdermal Patch', 'patch', 'pack', 5, 'patches'),
  rotacap: count('Rotacap', 'rotacap', 'bottle', 30, 'rotacaps'),
  resp: count('Respules', 'respules', 'pack', 5, 'respules'),
  strips: count('Strips', 'strips', 'box', 50, 'strips', device),
  lancets: count('Lancets', 'lancets', 'box', 100, 'lancets', device),
  needles: count('Pen Needles', 'needles', 'box', 100, 'needles', device),
  syringe: count('Syringe', 'syringe', 'pack', 10, 'syringes', device),
  mask: count('Face Mask', 'mask', 'pack', 10, 'masks', device),
  pads: count('Sanitary Pads', 'pads', 'pack', 8, 'pads', device),
  bandage: count('Bandage', 'bandage', 'pack', 1, 'bandages', device),
  gauze: count('Gauze Swabs', 'gauze', 'pack', 10, 'swabs', device),
  tape: count('Surgical Tape', 'tape', 'pack', 1, 'rolls', device),
  thermometer: count('Thermometer', 'thermometer', 'box', 1, 'units', device),
  oximeter: count('Pulse Oximeter', 'oximeter', 'box', 1, 'units', device),
  bpmonitor: count('BP Monitor', 'bp-monitor', 'box', 1, 'units', device),
  testkit: count('Test Kit', 'test-kit', 'box', 1, 'kits', device),
  iud: count('IUD', 'iud', 'pack', 1, 'devices'),
  implant: count('Implant', 'implant', 'pack', 1, 'implants', { parenteral: true }),
  condom: count('Condoms', 'condom', 'pack', 10, 'condoms', device),
  cotton: amount('Cotton Wool', 'cotton', 'roll', 100, 'g', device),
  syr: amount('Syrup', 'oral-liquid', 'bottle', 60, 'ml'),
  susp: amount('Suspension', 'oral-liquid', 'bottle', 60, 'ml'),
  dsyr: amount('Dry Syrup', 'oral-liquid', 'bottle', 30, 'ml'),
  sol: amount('Oral Solution', 'oral-liquid', 'bottle', 100, 'ml'),
  drops: amount('Oral Drops', 'oral-drops', 'bottle', 15, 'ml'),
  inj: amount('Injection', 'injection', 'vial', undefined, undefined, { parenteral: true }),
  inf: amount('Infusion', 'infusion', 'bottle', 500, 'ml', { parenteral: true }),
  cream: amount('Cream', 'cream', 'tube', 15, 'g'),
  oint: amount('Ointment', 'ointment', 'tube', 15, 'g'),
  gel: amount('Gel', 'gel', 'tube', 20, 'g'),
  jelly: amount('Jelly', 'jelly', 'tube', 30, 'g'),
  lotion: amount('Lotion', 'lotion', 'bottle', 50, 'ml'),
  soln: amount('Solution', 'topical-solution', 'bottle', 100, 'ml'),
  paint: amount('Paint', 'paint', 'bottle', 10, 'ml'),
  sanitiser: amount('Hand Sanitiser', 'sanitiser', 'bottle', 100, 'ml'),
  mouthwash: amount('Mouthwash', 'mouthwash', 'bottle', 100, 'ml'),
  spray: amount('Spray', 'spray', 'can', 50, 'ml'),
  balm: amount('Balm', 'balm', 'jar', 10, 'g'),
  inhalant: amount('Inhalant', 'inhalant', 'bottle', 10, 'ml'),
  powder: amount('Powder', 'powder', 'pack', 100, 'g'),
  dpowder: amount('Dusting Powder', 'dusting-powder', 'bottle', 75, 'g'),
  crystals: amount('Crystals', 'crystals', 'pack', 25, 'g'),
  sachet: amount('Sachet', 'sachet', 'sachet', undefined, undefined),
  eyed: amount('Eye Drops', 'eye-drops', 'bottle', 5, 'ml'),
  eyeo: amount('Eye Ointment', 'eye-ointment', 'tube', 5, 'g'),
  eard: amount('Ear Drops', 'ear-drops', 'bottle', 10, 'ml'),
  nasal: amount('Nasal Drops', 'nasal-drops', 'bottle', 10, 'ml'),
  nspray: amount('Nasal Spray', 'nasal-spray', 'bottle', 120, 'md'),
  inh: amount('Inhaler', 'inhaler', 'inhaler', 200, 'md'),
  liq: amount('Inhalation Anaesthetic', 'inhalation-liquid', 'bottle', 250, 'ml'),
  gas: amount('Medical Gas', 'gas', 'cylinder', undefined, undefined),
  pd: amount('PD Solution', 'dialysis', 'bag', 2, 'l'),
  rectal: amount('Rectal Solution', 'rectal', 'tube', 4, 'ml'),
};

/** Container words a `[pack]` may name, singular and plural as a pack label prints them. */
export const CONTAINERS: Readonly<Record<string, readonly [string, string]>> = {
  amp: ['ampoule', 'ampoules'],
  vial: ['vial', 'vials'],
  pfs: ['prefilled syringe', 'prefilled syringes'],
  cartridge: ['cartridge', 'cartridges'],
  pen: ['prefilled pen', 'prefilled pens'],
  bag: ['bag', 'bags'],
  tube: ['tube', 'tubes'],
  syringe: ['syringe', 'syringes'],
  sachet: ['sachet', 'sachets'],
  cylinder: ['cylinder', 'cylinders'],
  bottle: ['bottle', 'bottles'],
  strip: ['strip', 'strips'],
  box: ['box', 'boxes'],
  pack: ['pack', 'packs'],
  jar: ['jar', 'jars'],
  can: ['can', 'cans'],
  inhaler: ['inhaler', 'inhalers'],
  kit: ['kit', 'kits'],
  roll: ['roll', 'rolls'],
};

/** Units a `[pack]` amount may use, as a pack label prints them (singular, plural). */
export const UNITS: Readonly<Record<string, readonly [string, string]>> = {
  ml: ['ml', 'ml'],
  l: ['litre', 'litres'],
  g: ['g', 'g'],
  md: ['metered dose', 'metered doses'],
  doses: ['dose', 'doses'],
};

export const STORAGE = {
  normal: 'Store below 30°C, protected from light',
  cold: 'Store in a refrigerator (2°C–8°C). Do not freeze.',
  cool: 'Store below 25°C, protected from light',
  gas: 'Store cylinders upright in a cool, well-ventilated place, away from flames',
  device: 'Store in a cool, dry place',
} as const;
