import { DEMO_HOSPITALS, loadCities, loadPinCodes } from '../geo/geo';
import { isIndianMobile } from '@medibridge/contract';
import {
  FICTIONAL_PHONE_PREFIX,
  HOSPITAL_CITIES,
  fictionalShopPhone,
  generateCatalogue,
  slugify,
} from './generator';
import { createRng } from '../../lib/rng';

const catalogue = generateCatalogue('default');

describe('catalogue generator', () => {
  it('is deterministic: same seed and scale, same data; another seed, other vendors', () => {
    expect(generateCatalogue('default')).toEqual(catalogue);
    const other = generateCatalogue('default', 7);
    expect(other.packages).toEqual(catalogue.packages);
    expect(other.vendors.map((v) => v.shopSlug)).not.toEqual(
      catalogue.vendors.map((v) => v.shopSlug),
    );
    const a = createRng(42);
    const b = createRng(42);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('meets the issue’s counts at the default scale', () => {
    expect(catalogue.masters.length).toBeGreaterThanOrEqual(12);
    expect(catalogue.packages.length).toBeGreaterThanOrEqual(150);
    expect(catalogue.vendors.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalogue.vendors.map((v) => v.cityId)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(catalogue.vendors.map((v) => v.roleName))).toEqual(
      new Set(['hospital', 'clinic']),
    );
    for (const slug of [
      'cardiology',
      'orthopaedics',
      'oncology',
      'ivf-and-fertility',
      'bariatric-surgery',
      'ophthalmology',
      'urology',
      'neurology-and-neurosurgery',
      'gastroenterology',
      'dental',
      'cosmetic-and-plastic-surgery',
      'general-surgery',
    ])
      expect(catalogue.masters.map((m) => m.slug)).toContain(slug);
  });

  it('meets the benchmark counts at the large scale', () => {
    const large = generateCatalogue('large');
    expect(large.vendors.length).toBeGreaterThanOrEqual(5000);
    expect(large.vendorPackages.length).toBeGreaterThanOrEqual(100_000);
  });

  it('keeps slugs unique, every package with inclusions and every vendor with offers at a sane price', () => {
    expect(new Set(catalogue.packages.map((p) => p.slug)).size).toBe(catalogue.packages.length);
    expect(new Set(catalogue.vendors.map((v) => v.shopSlug)).size).toBe(catalogue.vendors.length);
    for (const p of catalogue.packages) {
      expect(p.slug).toBe(slugify(p.name));
      expect(catalogue.services.filter((s) => s.packageId === p.id).length).toBeGreaterThanOrEqual(
        4,
      );
    }
    const offered = new Set(catalogue.vendorPackages.map((vp) => vp.vendorSlug));
    expect(catalogue.vendors.every((v) => offered.has(v.shopSlug))).toBe(true);
    for (const vp of catalogue.vendorPackages) {
      const base = catalogue.packages.find((p) => p.id === vp.packageId)!.basePricePaise;
      expect(vp.pricePaise % 100).toBe(0);
      expect(vp.pricePaise / base).toBeGreaterThan(0.5);
      expect(vp.pricePaise / base).toBeLessThan(2);
    }
  });

  it('places every vendor at a real PIN code of its own city and keeps the demo hospitals', () => {
    const pinsByCity = new Map<number, Set<string>>();
    const cityBySlug = new Map(loadCities().map((c) => [c.slug, c.id]));
    const pins = loadPinCodes();
    for (const hc of HOSPITAL_CITIES) {
      const id = cityBySlug.get(hc.slug)!;
      pinsByCity.set(
        id,
        new Set(pins.filter((p) => hc.districts.includes(p.district)).map((p) => p.pinCode)),
      );
    }
    for (const v of catalogue.vendors) expect(pinsByCity.get(v.cityId)?.has(v.pinCode)).toBe(true);
    for (const h of DEMO_HOSPITALS)
      expect(catalogue.vendors.map((v) => v.shopSlug)).toContain(h.shopSlug);
  });

  it('gives every vendor a 10-digit phone that no Indian mobile operator issues', () => {
    for (const v of catalogue.vendors) {
      expect(v.shopMobile).toMatch(/^5550\d{6}$/);
      expect(isIndianMobile(v.shopMobile)).toBe(false);
    }
    expect(new Set(catalogue.vendors.map((v) => v.shopMobile)).size).toBeGreaterThan(
      catalogue.vendors.length * 0.9,
    );
    expect(fictionalShopPhone(2_999_999_999)).toBe(`${FICTIONAL_PHONE_PREFIX}999999`);
    expect(fictionalShopPhone(7)).toBe('5550000007');
  });

  it('never uses a real hospital brand', () => {
    const brands =
      /\b(apollo|fortis|max|manipal|medanta|aiims|narayana|sahyadri|kokilaben|lilavati|hinduja|ruby hall|jaslok|care hospitals|kims|yashoda|aster|columbia asia|cloudnine|motherhood|sankara|vasan|clove|sabka)\b/i;
    for (const v of catalogue.vendors) expect(v.shopName).not.toMatch(brands);
  });
});
