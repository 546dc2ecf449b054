import { DRUG_SCHEDULES } from '@medibridge/contract';
import { STORAGE } from './forms';
import {
  LARGE_MIN_PRODUCTS,
  MANUFACTURERS,
  MEDICINE_ENTRIES,
  NLEM_ENTRIES,
  SLUG_PATTERN,
  compositionKeyOf,
  generateMedicines,
  parseSections,
} from './generator';

const rows = generateMedicines('default');
const bySalt = (salt: string) =>
  rows.filter((r) => r.salts.split(', ').some((s) => s.toLowerCase() === salt.toLowerCase()));

describe('medicine catalogue generator', () => {
  it('holds at least 1,500 products with unique slugs of the URL pattern', () => {
    expect(rows.length).toBeGreaterThanOrEqual(1500);
    const slugs = rows.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => !SLUG_PATTERN.test(slug))).toEqual([]);
  });

  it('prices every product at or below MRP, 5–25 % off, in whole paise', () => {
    const wrong = rows.filter((r) => {
      const off = 1 - r.salePaise / r.mrpPaise;
      return (
        !Number.isInteger(r.mrpPaise) ||
        !Number.isInteger(r.salePaise) ||
        r.salePaise <= 0 ||
        r.salePaise > r.mrpPaise ||
        off < 0.049 ||
        off > 0.251
      );
    });
    expect(wrong).toEqual([]);
  });

  it('carries every NLEM 2022 line of the data in at least one product', () => {
    expect(NLEM_ENTRIES.length).toBeGreaterThanOrEqual(384);
    const salts = new Set(rows.map((r) => r.salts));
    const missing = NLEM_ENTRIES.filter((e) => !salts.has(e.salts.join(', '))).map((e) => e.id);
    expect(missing).toEqual([]);
    for (const name of [
      'Paracetamol',
      'Amoxicillin',
      'Metformin',
      'Oral rehydration salts',
      'Human insulin regular',
      'Insulin glargine',
      'Rifampicin',
      'Ivermectin',
      'Dolutegravir',
      'Montelukast',
    ])
      expect(NLEM_ENTRIES.map((e) => e.id)).toContain(name);
  });

  it('gives every line a unique name and every group a price', () => {
    const ids = MEDICINE_ENTRIES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(() => parseSections([{ category: 'x', lines: 'Foo | OTC | tab 5 mg' }], false)).toThrow(
      /no price/,
    );
    expect(() => parseSections([{ category: 'x', lines: 'Foo | Z | tab 5 mg @5' }], false)).toThrow(
      /unknown schedule/,
    );
  });

  it('follows the drug schedules', () => {
    for (const r of rows) expect(DRUG_SCHEDULES).toContain(r.schedule);
    const schedulesOf = (salt: string) => new Set(bySalt(salt).map((r) => r.schedule));
    expect(schedulesOf('Amoxicillin')).toEqual(new Set(['H']));
    expect(schedulesOf('Oral rehydration salts')).toEqual(new Set(['OTC']));
    expect(schedulesOf('Ceftriaxone')).toEqual(new Set(['H1']));
    expect(schedulesOf('Isoniazid')).toEqual(new Set(['H1']));
    expect(schedulesOf('Alprazolam')).toEqual(new Set(['H1']));
    expect(schedulesOf('Morphine')).toEqual(new Set(['X']));
    expect(schedulesOf('Povidone iodine')).toEqual(new Set(['OTC']));
    // Paracetamol tablets are OTC; its injection is not.
    const paracetamol = bySalt('Paracetamol');
    expect(paracetamol.filter((r) => r.form === 'Tablet').every((r) => r.schedule === 'OTC')).toBe(
      true,
    );
    expect(paracetamol.filter((r) => r.form === 'Injection').every((r) => r.schedule === 'H')).toBe(
      true,
    );
    // No injection or infusion is sold without a prescription.
    for (const r of rows.filter((x) => x.form === 'Injection' || x.form === 'Infusion'))
      expect(r.schedule).not.toBe('OTC');
  });

  it('keeps insulin and vaccines in the cold chain, tablets at room temperature', () => {
    const insulin = rows.filter((r) => /insulin/i.test(r.salts) && r.form === 'Injection');
    expect(insulin.length).toBeGreaterThan(0);
    for (const r of insulin) expect(r.storage).toBe(STORAGE.cold);
    for (const r of rows.filter((x) => / vaccine/i.test(x.salts)))
      expect(r.storage).toBe(STORAGE.cold);
    for (const r of bySalt('Paracetamol')) expect(r.storage).toBe(STORAGE.normal);
    for (const r of bySalt('Methylergometrine').filter((x) => x.form === 'Tablet'))
      expect(r.storage).toBe(STORAGE.normal);
  });

  it('sells every composition under at least two brands, so substitutes exist', () => {
    const byKey = new Map<string, typeof rows>();
    for (const r of rows) byKey.set(r.compositionKey, [...(byKey.get(r.compositionKey) ?? []), r]);
    const single = [...byKey].filter(([, products]) => products.length < 2).map(([key]) => key);
    expect(single).toEqual([]);
    const sameProductTwice = [...byKey]
      .filter(
        ([, products]) =>
          new Set(products.map((p) => `${p.brand}|${p.form}|${p.packSize}`)).size < products.length,
      )
      .map(([key]) => key);
    expect(sameProductTwice).toEqual([]);
    // Mostly 2–5 brands; a composition on two lines (a children's syrup) may have more.
    const sizes = [...byKey.values()].map((p) => p.length);
    expect(sizes.filter((n) => n <= 5).length / sizes.length).toBeGreaterThan(0.95);
    const amox500 = rows.filter(
      (r) => r.composition === 'Amoxicillin 500 mg' && r.form === 'Capsule',
    );
    expect(new Set(amox500.map((r) => r.salePaise)).size).toBe(amox500.length);
  });

  it('keys substitutes on salts, strength and form family, not on spelling', () => {
    expect(compositionKeyOf('Amoxicillin 500 mg + Clavulanic acid 125 mg', 'oral-solid')).toBe(
      compositionKeyOf('clavulanic acid 125mg + AMOXICILLIN 500 mg', 'oral-solid'),
    );
    expect(compositionKeyOf('Paracetamol 650 mg', 'oral-solid')).not.toBe(
      compositionKeyOf('Paracetamol 500 mg', 'oral-solid'),
    );
    expect(compositionKeyOf('Paracetamol 650 mg', 'oral-solid')).not.toBe(
      compositionKeyOf('Paracetamol 650 mg', 'oral-solid-sr'),
    );
  });

  it('writes full rows: titles with strength and form, fictional makers, no empty field', () => {
    const dolo = rows.find((r) => r.composition === 'Paracetamol 650 mg' && r.form === 'Tablet');
    expect(dolo?.title).toMatch(/^[A-Z][a-z]+ 650 Tablet$/);
    expect(dolo?.packSize).toBe('Strip of 15 tablets');
    expect(MANUFACTURERS.every((m) => m.endsWith('(fictional)'))).toBe(true);
    const makers = new Set(MANUFACTURERS);
    const wrong = rows.filter(
      (r) =>
        !makers.has(r.manufacturer) ||
        [r.title, r.brand, r.composition, r.salts, r.form, r.packSize, r.category, r.storage].some(
          (field) => field.trim() === '',
        ),
    );
    expect(wrong).toEqual([]);
    const ors = bySalt('Oral rehydration salts');
    expect(ors.some((r) => r.packSize === 'Sachet of 21 g')).toBe(true);
    const syrups = rows.filter((r) => r.form === 'Syrup');
    expect(syrups.every((r) => /^(Bottle|Box) of /.test(r.packSize))).toBe(true);
  });

  it('covers the everyday OTC shelf', () => {
    for (const salt of [
      'Oral rehydration salts',
      'Chloroxylenol',
      'Povidone iodine',
      'Multivitamin',
      'Zinc',
      'Calcium carbonate',
      'Cholecalciferol',
      'Magaldrate',
      'Amylmetacresol',
      'Blood glucose test strips',
      'Lancets',
      'Crepe bandage',
      'Ethanol',
      'Digital thermometer',
    ]) {
      const found = bySalt(salt);
      expect([salt, found.length > 0]).toEqual([salt, true]);
      expect([salt, found.every((r) => r.schedule === 'OTC')]).toEqual([salt, true]);
    }
  });

  it('is deterministic, and another seed draws other brands', () => {
    expect(generateMedicines('default')).toEqual(rows);
    const other = generateMedicines('default', 7);
    expect(other.map((r) => r.brand)).not.toEqual(rows.map((r) => r.brand));
  });

  it('scales to 100,000 products with unique slugs, keeping the default products as they are', () => {
    const large = generateMedicines('large');
    expect(large.length).toBeGreaterThanOrEqual(LARGE_MIN_PRODUCTS);
    const slugs = new Set(large.map((r) => r.slug));
    expect(slugs.size).toBe(large.length);
    const wrong = large.filter(
      (r) => !SLUG_PATTERN.test(r.slug) || r.salePaise <= 0 || r.salePaise > r.mrpPaise,
    );
    expect(wrong).toEqual([]);
    expect(large.slice(0, rows.length)).toEqual(rows);
  });
});
