import type { DrugSchedule } from '@medibridge/contract';
import { DRUG_SCHEDULES } from '@medibridge/contract';
import { createRng } from '../../lib/rng';
import type { CatalogueScale } from '../treatments/generator';
import { slugify } from '../treatments/generator';
import { CONTAINERS, FORMS, type FormSpec, STORAGE, UNITS } from './forms';
import {
  CATEGORY_HI,
  CONTAINERS_HI,
  FORM_LABEL_HI,
  NOUNS_HI,
  type PackHi,
  STORAGE_HI,
  UNITS_HI,
  packLabelHi,
} from './formsHi';
import { type MedicineSection, NLEM_SECTIONS } from './nlem';
import { OTC_SECTIONS } from './otc';
import { gstOf } from './gst';

/**
 * The deterministic medicine catalogue: every line of `nlem.ts` and `otc.ts` becomes one composition per
 * dosage form and strength, each sold under 2–5 invented brands (by invented manufacturers) at their own
 * price; the `large` scale adds brands and multi-packs up to LARGE_MIN_PRODUCTS products for benchmarks.
 * Same seed and scale → same rows, byte for byte; the default rows are a subset of the large ones.
 */

export const DEFAULT_MEDICINE_SEED = 20_221_001;
/** The large scale's floor (benchmarks of search and substitutes). */
export const LARGE_MIN_PRODUCTS = 100_000;
/** Brand families per generic at the default scale; a composition is sold under 2–5 of them. */
const DEFAULT_FAMILIES = 6;
/** The large scale's pack multiples: one pack, and boxes of several. */
const PACK_MULTIPLES = [1, 2, 3, 5, 10] as const;
export const SLUG_PATTERN = /^[a-z0-9-]{1,160}$/;

export interface GeneratedMedicine {
  slug: string;
  title: string;
  /** Hindi beside the English, built from the same fields (docs/decisions/0042); null: a word lacks Hindi. */
  titleHi: string | null;
  brand: string;
  composition: string;
  compositionKey: string;
  salts: string;
  form: string;
  formHi: string | null;
  packSize: string;
  packSizeHi: string | null;
  mrpPaise: number;
  salePaise: number;
  manufacturer: string;
  schedule: DrugSchedule;
  category: string;
  categoryHi: string | null;
  storage: string;
  storageHi: string;
  /** GST (basis points) and HSN code by category and form (gst.ts, decision 0046). */
  gstRateBp: number;
  hsnCode: string;
}

/** One catalogue line: a generic medicine (or product) in its dosage groups. */
export interface MedicineEntry {
  /** The line's name as written, unique: NLEM entries are checked by it. */
  id: string;
  /** The generic name as a pharmacist reads it ({…} qualifiers dropped). */
  name: string;
  salts: string[];
  category: string;
  schedule: DrugSchedule;
  groups: DosageGroup[];
  cold: boolean;
  cool: boolean;
  nlem: boolean;
}

interface DosageGroup {
  form: string;
  strengths: string[];
  pack: string;
  rupees: number;
  schedule: DrugSchedule | null;
}

/** One composition, strength and dosage form: what brands compete on. */
export interface MedicineSpec {
  entry: MedicineEntry;
  form: FormSpec;
  strength: string;
  composition: string;
  compositionKey: string;
  schedule: DrugSchedule;
  storage: keyof typeof STORAGE;
  pack: PackShape;
  /** Usual MRP of one pack, paise, before a brand's own pricing. */
  basePaise: number;
}

interface PackShape {
  container: readonly [string, string];
  /** " of 10 tablets", " of 60 ml", or '' for one unit of the container. */
  tail: string;
  /** The same pack for its Hindi label; null when a word lacks Hindi. */
  hi: PackHi | null;
}

function isSchedule(value: string): value is DrugSchedule {
  return (DRUG_SCHEDULES as readonly string[]).includes(value);
}

function parseGroup(text: string, where: string): DosageGroup {
  let rest = text.trim();
  let schedule: DrugSchedule | null = null;
  const override = /\s!(\w+)$/.exec(rest);
  if (override) {
    const value = override[1] ?? '';
    if (!isSchedule(value)) throw new Error(`${where}: unknown schedule ${value}`);
    schedule = value;
    rest = rest.slice(0, override.index).trim();
  }
  let rupees = 0;
  const price = /\s?@([\d.]+)$/.exec(rest);
  if (price) {
    rupees = Number(price[1]);
    rest = rest.slice(0, price.index).trim();
  }
  let pack = '';
  const bracket = /\s?\[([^\]]*)\]$/.exec(rest);
  if (bracket) {
    pack = (bracket[1] ?? '').trim();
    rest = rest.slice(0, bracket.index).trim();
  }
  const space = rest.indexOf(' ');
  const form = space < 0 ? rest : rest.slice(0, space);
  const strengths =
    space < 0
      ? []
      : rest
          .slice(space + 1)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  if (!FORMS[form]) throw new Error(`${where}: unknown form ${form}`);
  if (!(rupees > 0)) throw new Error(`${where}: group "${text}" has no price`);
  return { form, strengths, pack, rupees, schedule };
}

/** Parses catalogue sections (the line format of `nlem.ts`). */
export function parseSections(
  sections: readonly MedicineSection[],
  nlem: boolean,
): MedicineEntry[] {
  const entries: MedicineEntry[] = [];
  for (const section of sections) {
    for (const raw of section.lines.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const [id = '', scheduleText = '', groupsText = '', flagsText = ''] = line
        .split('|')
        .map((part) => part.trim());
      if (!isSchedule(scheduleText)) throw new Error(`${id}: unknown schedule ${scheduleText}`);
      const name = id.replace(/\s*\{[^}]*\}/g, '').trim();
      const flags = flagsText.split(/\s+/).filter(Boolean);
      entries.push({
        id,
        name,
        salts: name.split(' + ').map((s) => s.trim()),
        category: section.category,
        schedule: scheduleText,
        groups: groupsText.split(';').map((g) => parseGroup(g, id)),
        cold: flags.includes('cold'),
        cool: flags.includes('cool'),
        nlem: nlem && !flags.includes('extra'),
      });
    }
  }
  return entries;
}

/** Every catalogue line: the prescription sections (NLEM 2022 and the extras), then the OTC products. */
export const MEDICINE_ENTRIES: readonly MedicineEntry[] = [
  ...parseSections(NLEM_SECTIONS, true),
  ...parseSections(OTC_SECTIONS, false),
];
/** The lines that are NLEM 2022 medicines. */
export const NLEM_ENTRIES: readonly MedicineEntry[] = MEDICINE_ENTRIES.filter((e) => e.nlem);

const UNIT_SCALE: Readonly<Record<string, number>> = {
  mcg: 0.001,
  mg: 1,
  g: 1000,
  iu: 1,
  'lakh iu': 100_000,
  miu: 1_000_000,
};

/** The first amount of a strength in a comparable unit (mg, IU), to scale prices between strengths. */
function amountOf(text: string): { value: number; unit: string } | null {
  const match = /(\d+(?:\.\d+)?)\s*(lakh iu|mcg|mg|g|miu|iu|%)?/i.exec(text);
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase();
  const scale = UNIT_SCALE[unit];
  const value = Number(match[1]);
  if (scale === undefined) return { value, unit };
  return {
    value: value * scale,
    unit: unit === 'mcg' || unit === 'g' ? 'mg' : unit.endsWith('iu') ? 'iu' : unit,
  };
}

function packOf(form: FormSpec, text: string): PackShape {
  let container = form.container;
  let n: number | undefined = form.count ?? form.amount;
  let unit: string | undefined = form.count !== undefined ? undefined : form.unit;
  let containersOnly = false;
  if (text) {
    const words = text.split(/\s+/);
    const last = words[words.length - 1] ?? '';
    if (CONTAINERS[last]) {
      container = last;
      words.pop();
      n = undefined;
      unit = undefined;
    }
    if (words.length === 1 && /^\d+$/.test(words[0] ?? '')) {
      n = Number(words[0]);
      // An amount form counted in units ("[10]" sachets): a box of them.
      if (form.count === undefined) containersOnly = true;
    } else if (words.length === 2) {
      n = Number(words[0]);
      unit = words[1];
      if (!unit || !UNITS[unit] || !(n > 0)) throw new Error(`Unknown pack "${text}"`);
    } else if (words.length > 2) throw new Error(`Unknown pack "${text}"`);
  }
  const names = CONTAINERS[container];
  if (!names) throw new Error(`Unknown container ${container}`);
  const hi = (content: string | undefined | null, key = container): PackHi | null =>
    content === undefined ? null : { container: key, content };
  if (containersOnly && n !== undefined) {
    const word = CONTAINERS_HI[container]?.[0];
    return {
      container: ['box', 'boxes'],
      tail: ` of ${n} ${n === 1 ? names[0] : names[1]}`,
      hi: hi(word && `${n} ${word}`, 'box'),
    };
  }
  if (n === undefined) return { container: names, tail: '', hi: hi(null) };
  if (unit) {
    const u = UNITS[unit] ?? [unit, unit];
    const uHi = UNITS_HI[unit];
    return {
      container: names,
      tail: ` of ${n} ${n === 1 ? u[0] : u[1]}`,
      hi: hi(uHi && `${n} ${uHi}`),
    };
  }
  const noun = form.noun ?? 'units';
  const nounHi = NOUNS_HI[noun];
  return {
    container: names,
    tail: ` of ${n} ${n === 1 ? singular(noun) : noun}`,
    hi: hi(nounHi && `${n} ${nounHi}`),
  };
}

function singular(noun: string): string {
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`;
  if (noun.endsWith('ches')) return noun.slice(0, -2);
  return noun.replace(/s$/, '');
}

function packLabel(pack: PackShape, multiple: number): string {
  const [one, many] = pack.container;
  if (multiple === 1)
    return pack.tail ? `${one[0]?.toUpperCase()}${one.slice(1)}${pack.tail}` : `1 ${one}`;
  return `Pack of ${multiple} ${many}${pack.tail}`;
}

function compositionOf(entry: MedicineEntry, strength: string): string {
  if (!strength) return entry.name;
  const parts = strength.split(' + ').map((s) => s.trim());
  if (entry.salts.length > 1 && parts.length === entry.salts.length)
    return entry.salts.map((salt, i) => `${salt} ${parts[i]}`).join(' + ');
  return `${entry.name} ${strength}`;
}

/** Same salts and strengths in any order, spacing or case, and the same form family: one key. */
export function compositionKeyOf(composition: string, family: string): string {
  const parts = composition
    .toLowerCase()
    .split(' + ')
    .map((p) =>
      p
        .replace(/(\d)\s+(?=[a-z%])/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .sort();
  return `${parts.join('+')}|${family}`;
}

function storageOf(entry: MedicineEntry, form: FormSpec): keyof typeof STORAGE {
  if (form.family === 'gas') return 'gas';
  if (form.device) return 'device';
  // Tablets and capsules of a refrigerated medicine's line keep at room temperature.
  const solid = form.count !== undefined && !form.parenteral;
  if (entry.cold && !solid) return 'cold';
  if (entry.cool) return 'cool';
  return 'normal';
}

/** Every composition of every line, in line order. */
export function medicineSpecs(): MedicineSpec[] {
  const specs: MedicineSpec[] = [];
  for (const entry of MEDICINE_ENTRIES) {
    for (const group of entry.groups) {
      const form = FORMS[group.form];
      if (!form) throw new Error(`${entry.id}: unknown form ${group.form}`);
      let schedule = group.schedule ?? entry.schedule;
      if (form.parenteral && schedule === 'OTC') schedule = 'H';
      const strengths = group.strengths.length ? group.strengths : [''];
      const first = amountOf(strengths[0] ?? '');
      for (const strength of strengths) {
        const n = amountOf(strength);
        const ratio =
          first && n && first.unit === n.unit && first.value > 0 ? n.value / first.value : 1;
        const composition = compositionOf(entry, strength);
        specs.push({
          entry,
          form,
          strength,
          composition,
          compositionKey: compositionKeyOf(composition, form.family),
          schedule,
          storage: storageOf(entry, form),
          pack: packOf(form, group.pack),
          basePaise: Math.round(group.rupees * 100 * Math.pow(ratio, 0.6)),
        });
      }
    }
  }
  return specs;
}

// Brand names are invented from syllables; a few well-known real brands are refused should a draw hit one.
// prettier-ignore
const ONSETS = [
  'Ba', 'Ca', 'Da', 'Fe', 'Ga', 'Ha', 'Ji', 'Ka', 'Lu', 'Ma', 'Ne', 'Ni', 'Po', 'Qua', 'Re', 'Sa',
  'Ta', 'Ve', 'Vi', 'Xa', 'Ya', 'Zo', 'Bre', 'Cly', 'Dro', 'Fla', 'Gri', 'Ply', 'Pre', 'Sto', 'Tri', 'Zy',
];
// prettier-ignore
const MIDDLES = [
  'ra', 'lo', 'mi', 'ne', 'vo', 'ti', 'za', 'qui', 'do', 'ru', 'se', 'ba', 'ly', 'pe', 'xo', 'ke',
];
// prettier-ignore
const ENDINGS = [
  'x', 'n', 'l', 'ra', 'ne', 'vin', 'zol', 'tra', 'dex', 'lan', 'mar', 'sy', 'rin', 'vo', 'ta', 'lix',
  'nor', 'quin', 'zen', 'pril', 'cort', 'bex', 'fen', 'tas',
];
// prettier-ignore
const REAL_BRANDS = new Set([
  'crocin', 'dolo', 'calpol', 'combiflam', 'augmentin', 'zifi', 'taxim', 'monocef', 'azee', 'pan',
  'pantocid', 'razo', 'omez', 'glycomet', 'amaryl', 'telma', 'amlong', 'ecosprin', 'thyronorm', 'eltroxin',
  'shelcal', 'becosules', 'zincovit', 'electral', 'dettol', 'savlon', 'betadine', 'volini', 'moov', 'vicks',
  'strepsils', 'digene', 'gelusil', 'eno', 'allegra', 'cetzine', 'okacet', 'sinarest', 'asthalin', 'budecort',
  'foracort', 'montair', 'limcee', 'supradyn', 'revital', 'neurobion', 'meftal', 'cyclopam', 'norflox',
  'ciplox', 'flagyl', 'metrogyl', 'benadryl', 'ascoril', 'grilinctus', 'zerodol', 'voveran', 'liv',
]);

// prettier-ignore
const MANUFACTURER_STEMS = [
  'Sahyadri Remedies', 'Vindhyachal Lifesciences', 'Kaveri Valley Pharma', 'Malabar Coast Formulations',
  'Aravalli Healthcare', 'Nilgiri Biotech', 'Godavari Delta Laboratories', 'Chambal Therapeutics',
  'Rann of Kutch Pharmaceuticals', 'Brahmaputra Lifecare', 'Narmada Drug House', 'Hooghly Medica',
  'Satpura Labs', 'Tapti Biologicals', 'Palghat Gap Remedies', 'Sundarban Healthcare', 'Thar Desert Pharma',
  'Mahanadi Lifesciences', 'Kanchenjunga Labs', 'Western Ghats Formulations', 'Chilika Lake Pharma',
  'Doon Valley Remedies', 'Malwa Plateau Medicaments', 'Bundelkhand Biotech', 'Coromandel Therapeutics',
  'Bastar Healthcare', 'Gangasagar Pharma', 'Shivalik Foothills Laboratories', 'Loktak Lifesciences',
  'Pench Valley Pharmaceuticals', 'Konkan Coast Remedies', 'Deccan Trap Laboratories',
];
/** The invented manufacturers: the name says they are fictional. */
export const MANUFACTURERS = MANUFACTURER_STEMS.map((m) => `${m} Pvt Ltd (fictional)`);

/** FNV-1a: a stable 32-bit number from a text, to seed one line's or one product's draws. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick<T>(rng: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

interface Brand {
  name: string;
  manufacturer: string;
}

/** Invented brand families per line, unique across the catalogue; drawn from the line's own sequence. */
class BrandBook {
  private readonly used = new Set<string>();
  private readonly byEntry = new Map<string, { rng: () => number; brands: Brand[] }>();

  constructor(private readonly seed: number) {}

  /** The line's first `n` brand families (drawn on demand, so earlier draws never change). */
  families(entry: MedicineEntry, n: number): Brand[] {
    let book = this.byEntry.get(entry.id);
    if (!book) {
      book = { rng: createRng(hashOf(entry.id) ^ this.seed), brands: [] };
      this.byEntry.set(entry.id, book);
    }
    while (book.brands.length < n) book.brands.push(this.draw(book.rng));
    return book.brands.slice(0, n);
  }

  private draw(rng: () => number): Brand {
    for (;;) {
      const long = rng() < 0.3;
      const name =
        pick(rng, ONSETS) +
        pick(rng, MIDDLES) +
        (long ? pick(rng, MIDDLES) : '') +
        pick(rng, ENDINGS);
      const key = name.toLowerCase();
      if (this.used.has(key) || REAL_BRANDS.has(key)) continue;
      this.used.add(key);
      return { name, manufacturer: pick(rng, MANUFACTURERS) };
    }
  }
}

/** How a title prints a strength: "650" for tablets in mg ("500/125" for a pair), else as written. */
function titleStrength(spec: MedicineSpec): string {
  if (!spec.strength) return '';
  const solid = spec.form.count !== undefined && !spec.form.device;
  const parts = spec.strength.split(' + ');
  if (solid && parts.every((p) => /^\d+(\.\d+)?\s*mg$/.test(p.trim())))
    return parts.map((p) => p.replace(/\s*mg$/, '').trim()).join('/');
  return spec.strength;
}

/** MRP of a pack: whole rupees from ₹100, else to 50 paise. */
function roundMrp(paise: number): number {
  const step = paise >= 10_000 ? 100 : 50;
  return Math.max(step, Math.round(paise / step) * step);
}

function product(
  spec: MedicineSpec,
  brand: Brand,
  multiple: number,
  seed: number,
  slugs: Set<string>,
): GeneratedMedicine {
  const rng = createRng(hashOf(`${spec.compositionKey}|${brand.name}|${multiple}`) ^ seed);
  const factor = 0.72 + rng() * 0.73;
  // A box of several packs costs a little less per pack.
  const bulk = multiple === 1 ? 1 : 1 - Math.min(0.08, 0.015 * multiple);
  const mrpPaise = roundMrp(spec.basePaise * factor * multiple * bulk);
  const discount = 0.05 + rng() * 0.2;
  const salePaise = Math.min(mrpPaise, Math.max(1, Math.round(mrpPaise * (1 - discount))));
  const title = [brand.name, titleStrength(spec), spec.form.label].filter(Boolean).join(' ');
  const formHi = FORM_LABEL_HI[spec.form.label] ?? null;
  const packSize = packLabel(spec.pack, multiple);
  const slug = uniqueSlug(slugs, title, packSize);
  const salts = spec.entry.salts.join(', ');
  return {
    slug,
    title,
    titleHi: formHi && [brand.name, titleStrength(spec), formHi].filter(Boolean).join(' '),
    brand: brand.name,
    composition: spec.composition,
    compositionKey: spec.compositionKey,
    salts,
    form: spec.form.label,
    formHi,
    packSize,
    packSizeHi: spec.pack.hi && packLabelHi(spec.pack.hi, multiple),
    mrpPaise,
    salePaise,
    manufacturer: brand.manufacturer,
    schedule: spec.schedule,
    category: spec.entry.category,
    categoryHi: CATEGORY_HI[spec.entry.category] ?? null,
    storage: STORAGE[spec.storage],
    storageHi: STORAGE_HI[spec.storage],
    ...gstOf(spec.entry.category, spec.form.label),
  };
}

function uniqueSlug(slugs: Set<string>, title: string, packSize: string): string {
  const base = slugify(title).slice(0, 120).replace(/-+$/, '');
  const candidates = [base, `${base}-${slugify(packSize)}`.slice(0, 156)];
  for (const candidate of candidates) {
    if (!slugs.has(candidate)) {
      slugs.add(candidate);
      return candidate;
    }
  }
  for (let i = 2; ; i++) {
    const candidate = `${candidates[1]}-${i}`;
    if (!slugs.has(candidate)) {
      slugs.add(candidate);
      return candidate;
    }
  }
}

/**
 * The catalogue at `scale`. Default: each composition under 2–5 of its line's first six brand families, one
 * pack each. Large: the same products, then further families and multi-packs for every composition until the
 * catalogue holds at least LARGE_MIN_PRODUCTS.
 */
export function generateMedicines(
  scale: CatalogueScale = 'default',
  seed: number = DEFAULT_MEDICINE_SEED,
): GeneratedMedicine[] {
  const specs = medicineSpecs();
  const book = new BrandBook(seed);
  const entries = [...new Map(specs.map((s) => [s.entry.id, s.entry])).values()];
  // Every line's default families first, so the large scale's extra draws never change them.
  for (const entry of entries) book.families(entry, DEFAULT_FAMILIES);
  const perSpec = Math.ceil(LARGE_MIN_PRODUCTS / specs.length);
  const largeFamilies = Math.max(DEFAULT_FAMILIES, Math.ceil(perSpec / PACK_MULTIPLES.length) + 1);
  if (scale === 'large') for (const entry of entries) book.families(entry, largeFamilies);

  const slugs = new Set<string>();
  const rows: GeneratedMedicine[] = [];
  const chosenBySpec: Brand[][] = [];
  for (const spec of specs) {
    const rng = createRng(hashOf(spec.compositionKey) ^ seed);
    const families = book.families(spec.entry, DEFAULT_FAMILIES);
    const n = 2 + Math.floor(rng() * 4);
    const picked = families
      .map((brand, i) => ({ brand, i, draw: rng() }))
      .sort((a, b) => a.draw - b.draw || a.i - b.i)
      .slice(0, n)
      .sort((a, b) => a.i - b.i)
      .map((p) => p.brand);
    chosenBySpec.push(picked);
    for (const brand of picked) rows.push(product(spec, brand, 1, seed, slugs));
  }
  if (scale === 'large') {
    specs.forEach((spec, s) => {
      const chosen = new Set(chosenBySpec[s]?.map((b) => b.name));
      let made = chosen.size;
      const families = book.families(spec.entry, largeFamilies);
      for (const multiple of PACK_MULTIPLES) {
        for (const brand of families) {
          if (made >= perSpec) return;
          if (multiple === 1 && chosen.has(brand.name)) continue;
          rows.push(product(spec, brand, multiple, seed, slugs));
          made++;
        }
      }
    });
  }
  return rows;
}
