import { SERVICE_CITY_KEYS } from '@medibridge/contract';
import { MAJOR_CITIES } from './cityCorrections';
import { DEMO_HOSPITALS, SERVICE_CITY_SLUGS, loadCities, loadPinCodes, loadStates } from './geo';
import { type GeoCity, type GeoPinCode, type GeoState } from './types';

const OFFICIAL_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];

const OFFICIAL_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
];

let states: GeoState[];
let cities: GeoCity[];
let pins: GeoPinCode[];
let stateIdOf: (name: string) => number;

beforeAll(() => {
  states = loadStates();
  cities = loadCities();
  pins = loadPinCodes();
  stateIdOf = (name) => {
    const state = states.find((s) => s.name === name);
    if (!state) throw new Error(`no state ${name}`);
    return state.id;
  };
});

function citiesNamed(name: string): GeoCity[] {
  return cities.filter((c) => c.name === name);
}

function cityBySlug(slug: string): GeoCity | undefined {
  return cities.find((c) => c.slug === slug);
}

describe('loadStates', () => {
  it('lists exactly the 28 states and 8 union territories by their official names', () => {
    expect(states).toHaveLength(36);
    expect(
      states
        .filter((s) => s.type === 'state')
        .map((s) => s.name)
        .sort(),
    ).toEqual(OFFICIAL_STATES);
    expect(
      states
        .filter((s) => s.type === 'union_territory')
        .map((s) => s.name)
        .sort(),
    ).toEqual(OFFICIAL_UNION_TERRITORIES);
  });

  it('numbers them 1..36 in alphabetical order', () => {
    expect(states.map((s) => s.id)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(states.map((s) => s.name)).toEqual(
      [...OFFICIAL_STATES, ...OFFICIAL_UNION_TERRITORIES].sort(),
    );
  });
});

describe('loadCities', () => {
  it('lists more than a thousand cities with unique ids and slugs', () => {
    expect(cities.length).toBeGreaterThan(1000);
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    expect(new Set(cities.map((c) => c.slug)).size).toBe(cities.length);
  });

  it('gives every city a kebab-case slug and a valid state', () => {
    const stateIds = new Set(states.map((s) => s.id));
    for (const city of cities) {
      expect(city.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(stateIds.has(city.stateId)).toBe(true);
      expect(city.name).toBe(city.name.trim());
    }
  });

  it('never lists one name twice in the same state', () => {
    const keys = cities.map((c) => `${c.name.toLowerCase()}|${c.stateId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts cities under the state they are in today', () => {
    const expectations: [string, string][] = [
      ['Hyderabad', 'Telangana'],
      ['Warangal', 'Telangana'],
      ['Karimnagar', 'Telangana'],
      ['Vikarabad', 'Telangana'],
      ['Visakhapatnam', 'Andhra Pradesh'],
      ['Tirupati', 'Andhra Pradesh'],
      ['Bengaluru', 'Karnataka'],
      ['Gurugram', 'Haryana'],
      ['Leh', 'Ladakh'],
      ['Kargil', 'Ladakh'],
      ['Srinagar', 'Jammu and Kashmir'],
      ['Chandigarh', 'Chandigarh'],
      ['Silvassa', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['Puducherry', 'Puducherry'],
      ['Bhubaneswar', 'Odisha'],
      ['Nelamangala', 'Karnataka'],
      ['Adra', 'West Bengal'],
    ];
    for (const [city, state] of expectations) {
      expect({ city, states: citiesNamed(city).map((c) => c.stateId) }).toEqual({
        city,
        states: [stateIdOf(state)],
      });
    }
  });

  it('uses current official names instead of the old ones', () => {
    for (const old of [
      'Bangalore',
      'Gurgaon',
      'Mysore',
      'Mangalore',
      'Calcutta',
      'Allahabad',
      'Cuddapah',
      'Pondicherry',
    ]) {
      expect(citiesNamed(old)).toEqual([]);
    }
    expect(cityBySlug('bengaluru')?.name).toBe('Bengaluru');
    expect(cityBySlug('prayagraj')?.stateId).toBe(stateIdOf('Uttar Pradesh'));
    expect(cityBySlug('chhatrapati-sambhajinagar')?.stateId).toBe(stateIdOf('Maharashtra'));
  });

  it('includes every metro and hospital city under its common name', () => {
    for (const major of MAJOR_CITIES) {
      expect({
        major,
        found: citiesNamed(major.name).some((c) => c.stateId === stateIdOf(major.state)),
      }).toEqual({
        major,
        found: true,
      });
    }
  });

  it('suffixes the state when two states have a town of the same name, the major city keeping the bare slug', () => {
    expect(cityBySlug('aurangabad')?.stateId).toBe(stateIdOf('Bihar'));
    expect(cityBySlug('udaipur')?.stateId).toBe(stateIdOf('Rajasthan'));
    expect(cityBySlug('udaipur-tripura')?.stateId).toBe(stateIdOf('Tripura'));
    expect(cityBySlug('hamirpur-himachal-pradesh')?.stateId).toBe(stateIdOf('Himachal Pradesh'));
    expect(cityBySlug('hamirpur-uttar-pradesh')?.stateId).toBe(stateIdOf('Uttar Pradesh'));
    expect(cityBySlug('hamirpur')).toBeUndefined();
  });

  it('keeps the ids stable: the source row number, hand-added cities from 10001', () => {
    // Row 1 of indian-cities-database 1.0.5 is Kolhapur; New Delhi is the first hand-added city.
    expect(cities.find((c) => c.name === 'Kolhapur')?.id).toBe(1);
    expect(cities.find((c) => c.name === 'New Delhi')?.id).toBe(10001);
  });

  it('is memoised and returns a copy the caller may reorder', () => {
    const again = loadCities();
    expect(again).not.toBe(cities);
    expect(again).toEqual(cities);
    again.reverse();
    expect(loadCities()[0]).toEqual(cities[0]);
  });
});

describe('loadPinCodes', () => {
  it('has one row per post office, more than 100,000 of them, each with a valid state', () => {
    expect(pins.length).toBeGreaterThan(100_000);
    const stateIds = new Set(states.map((s) => s.id));
    // One assertion over the whole list: 155k expect() calls would take seconds.
    const bad = pins.filter(
      (p) => !/^[1-9]\d{5}$/.test(p.pinCode) || !stateIds.has(p.stateId) || p.officeName === '',
    );
    expect(bad).toEqual([]);
    expect(new Set(pins.map((p) => `${p.pinCode}|${p.officeName}`)).size).toBe(pins.length);
  });

  it('covers all 36 states and union territories, Ladakh included', () => {
    expect(new Set(pins.map((p) => p.stateId)).size).toBe(36);
  });

  it('finds 560001 in Bengaluru, Karnataka and 110001 in Delhi', () => {
    const bengaluru = pins.filter((p) => p.pinCode === '560001');
    expect(bengaluru.length).toBeGreaterThan(0);
    expect(
      bengaluru.every((p) => p.stateId === stateIdOf('Karnataka') && p.district === 'Bengaluru'),
    ).toBe(true);
    expect(bengaluru.map((p) => p.officeName)).toContain('Bangalore G.P.O.');

    const delhi = pins.filter((p) => p.pinCode === '110001');
    expect(delhi.length).toBeGreaterThan(0);
    expect(delhi.every((p) => p.stateId === stateIdOf('Delhi'))).toBe(true);
    expect(delhi.map((p) => p.officeName)).toContain('New Delhi G.P.O.');
  });

  it('files Leh and Kargil under Ladakh and Hyderabad under Telangana', () => {
    expect(pins.find((p) => p.pinCode === '194101')?.stateId).toBe(stateIdOf('Ladakh'));
    expect(
      pins.filter((p) => p.district === 'Kargil').every((p) => p.stateId === stateIdOf('Ladakh')),
    ).toBe(true);
    expect(pins.find((p) => p.pinCode === '500001')?.stateId).toBe(stateIdOf('Telangana'));
    expect(
      pins.filter((p) => p.pinCode === '505416').every((p) => p.stateId === stateIdOf('Telangana')),
    ).toBe(true);
  });
});

describe('SERVICE_CITY_SLUGS', () => {
  it('has exactly the contract service keys', () => {
    expect(Object.keys(SERVICE_CITY_SLUGS).sort()).toEqual([...SERVICE_CITY_KEYS].sort());
  });

  it('names only cities that exist, each once per service', () => {
    for (const [service, slugs] of Object.entries(SERVICE_CITY_SLUGS)) {
      expect(slugs.length).toBeGreaterThan(0);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect({ service, missing: slugs.filter((slug) => !cityBySlug(slug)) }).toEqual({
        service,
        missing: [],
      });
    }
  });
});

describe('DEMO_HOSPITALS', () => {
  it('spreads about twenty hospitals with unique slugs over at least eight cities', () => {
    expect(DEMO_HOSPITALS.length).toBeGreaterThanOrEqual(18);
    expect(new Set(DEMO_HOSPITALS.map((h) => h.shopSlug)).size).toBe(DEMO_HOSPITALS.length);
    expect(new Set(DEMO_HOSPITALS.map((h) => h.citySlug)).size).toBeGreaterThanOrEqual(8);
    for (const hospital of DEMO_HOSPITALS)
      expect(hospital.shopSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('places each hospital in a known city, at a real PIN code of that city’s state', () => {
    for (const hospital of DEMO_HOSPITALS) {
      const city = cityBySlug(hospital.citySlug);
      const offices = pins.filter((p) => p.pinCode === hospital.pinCode);
      expect({
        hospital: hospital.shopName,
        city: city?.name,
        pinFound: offices.length > 0,
      }).toEqual({
        hospital: hospital.shopName,
        city: expect.any(String),
        pinFound: true,
      });
      expect(offices.every((p) => p.stateId === city?.stateId)).toBe(true);
    }
  });

  it('uses no real hospital brand name', () => {
    const brands =
      /apollo|fortis|\bmax\b|manipal|medanta|aiims|narayana|sahyadri|kauvery|aster|kokilaben|lilavati|yashoda|care hospitals/i;
    expect(DEMO_HOSPITALS.filter((h) => brands.test(h.shopName))).toEqual([]);
  });
});
