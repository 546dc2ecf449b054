import {
  EXTRA_CITY_ID_BASE,
  buildCities,
  parseSourceCities,
  slugify,
  type SourceCity,
} from './cities';
import { EXTRA_CITIES } from './cityCorrections';
import { type PinDataset } from './pinDataset';
import { requireStateId } from './states';
import { type GeoCity } from './types';

const AP = requireStateId('Andhra Pradesh');
const TS = requireStateId('Telangana');
const UP = requireStateId('Uttar Pradesh');

function dataset(
  evidence: [string, number, number][] = [],
  districts: [string, number][] = [],
): PinDataset {
  const placeEvidence = new Map<string, Map<number, number>>();
  for (const [key, stateId, score] of evidence) {
    placeEvidence.set(key, new Map([...(placeEvidence.get(key) ?? []), [stateId, score]]));
  }
  return {
    pins: [],
    placeEvidence,
    districtStates: new Map(districts.map(([key, id]) => [key, new Set([id])])),
  };
}

function sourceOnly(cities: GeoCity[]): GeoCity[] {
  return cities.filter((c) => c.id < EXTRA_CITY_ID_BASE);
}

describe('buildCities', () => {
  it('moves a town of pre-2014 Andhra Pradesh to Telangana when the PIN data places it there', () => {
    const cities = buildCities(
      [
        { city: 'Warangal', state: 'Andhra Pradesh' },
        { city: 'Guntur', state: 'Andhra Pradesh' },
      ],
      dataset([
        ['warangal', TS, 3],
        ['guntur', AP, 3],
      ]),
    );
    expect(sourceOnly(cities).map((c) => [c.name, c.stateId])).toEqual([
      ['Guntur', AP],
      ['Warangal', TS],
    ]);
  });

  it('keeps the original state when the evidence is missing or tied', () => {
    const cities = buildCities(
      [
        { city: 'Mogalthur', state: 'Andhra Pradesh' },
        { city: 'Gudur', state: 'Andhra Pradesh' },
      ],
      dataset([
        ['gudur', AP, 2],
        ['gudur', TS, 2],
      ]),
    );
    expect(sourceOnly(cities).map((c) => c.stateId)).toEqual([AP, AP]);
  });

  it('does not second-guess a state that was never split, even when another state has a stronger match', () => {
    const cities = buildCities(
      [{ city: 'Chamba', state: 'Uttarakhand' }],
      dataset([['chamba', AP, 3]]),
    );
    expect(sourceOnly(cities)[0]?.stateId).toBe(requireStateId('Uttarakhand'));
  });

  it('reads a district in the state column through the PIN districts and tells same-named towns apart by it', () => {
    const cities = buildCities(
      [
        { city: 'Shahabad', state: ' Hardoi' },
        { city: 'Shahabad', state: ' Rampur' },
        { city: 'Saidpur', state: ' Ghazipur' },
      ],
      dataset(
        [],
        [
          ['hardoi', UP],
          ['rampur', UP],
          ['ghazipur', UP],
        ],
      ),
    );
    expect(sourceOnly(cities).map((c) => [c.name, c.slug, c.stateId])).toEqual([
      ['Saidpur', 'saidpur', UP],
      ['Shahabad (Hardoi)', 'shahabad-hardoi', UP],
      ['Shahabad (Rampur)', 'shahabad-rampur', UP],
    ]);
  });

  it('renames to the current official name, merges the duplicates that creates and keeps the first id', () => {
    const cities = buildCities(
      [
        { city: 'Calcutta', state: 'West Bengal' },
        { city: 'Bangalore', state: 'Karnataka' },
        { city: 'Kolkata', state: 'West Bengal' },
        { city: 'Aurangabad', state: 'Maharashtra' },
        { city: 'Aurangabad', state: 'Bihar' },
      ],
      dataset(),
    );
    expect(sourceOnly(cities).map((c) => [c.id, c.name, c.slug])).toEqual([
      [5, 'Aurangabad', 'aurangabad'],
      [2, 'Bengaluru', 'bengaluru'],
      [4, 'Chhatrapati Sambhajinagar', 'chhatrapati-sambhajinagar'],
      [1, 'Kolkata', 'kolkata'],
    ]);
  });

  it('applies the explicit state overrides', () => {
    const cities = buildCities(
      [
        { city: 'Nelamangala', state: 'Rajasthan' },
        { city: 'Dharampur', state: ' India' },
      ],
      dataset(),
    );
    expect(sourceOnly(cities).map((c) => c.stateId)).toEqual([
      requireStateId('Gujarat'),
      requireStateId('Karnataka'),
    ]);
  });

  it('fails on a row whose state it cannot work out', () => {
    expect(() => buildCities([{ city: 'Somewhere', state: 'Atlantis' }], dataset())).toThrow(
      /row 1: cannot tell/,
    );
  });

  it('suffixes the state on shared names unless one of them is a major city', () => {
    const source: SourceCity[] = [
      { city: 'Udaipur', state: 'Rajasthan' },
      { city: 'Udaipur', state: 'Tripura' },
      { city: 'Hamirpur', state: 'Himachal Pradesh' },
      { city: 'Hamirpur', state: 'Uttar Pradesh' },
    ];
    expect(sourceOnly(buildCities(source, dataset())).map((c) => c.slug)).toEqual([
      'hamirpur-himachal-pradesh',
      'hamirpur-uttar-pradesh',
      'udaipur',
      'udaipur-tripura',
    ]);
  });

  it('tidies spacing, brackets and capitals', () => {
    const cities = buildCities(
      [
        { city: 'Rajgarh (Churu', state: 'Rajasthan' },
        { city: 'Haibat(Yamuna Nagar)', state: 'Haryana' },
        { city: 'NOIDA', state: 'Uttar Pradesh' },
        { city: 'kichha', state: 'Uttarakhand' },
        { city: 'Tenu Dam-cum- Kathhara', state: 'Jharkhand' },
      ],
      dataset(),
    );
    expect(sourceOnly(cities).map((c) => c.name)).toEqual([
      'Haibat (Yamuna Nagar)',
      'Kichha',
      'Noida',
      'Rajgarh (Churu)',
      'Tenu Dam-cum-Kathhara',
    ]);
  });

  it('appends every hand-added city with ids from the extra base', () => {
    const extras = buildCities([], dataset()).sort((a, b) => a.id - b.id);
    expect(extras.map((c) => c.name)).toEqual(EXTRA_CITIES.map((e) => e.name));
    expect(extras[0]?.id).toBe(EXTRA_CITY_ID_BASE);
  });
});

describe('slugify', () => {
  it('makes kebab-case ASCII', () => {
    expect(slugify('Chhatrapati Sambhajinagar')).toBe('chhatrapati-sambhajinagar');
    expect(slugify('Shahabad (Hardoi)')).toBe('shahabad-hardoi');
    expect(slugify('P.N.Patti')).toBe('p-n-patti');
  });
});

describe('parseSourceCities', () => {
  it('accepts {city, state} rows and rejects anything else', () => {
    expect(parseSourceCities('[{"city":"Pune","state":"Maharashtra"}]')).toEqual([
      { city: 'Pune', state: 'Maharashtra' },
    ]);
    expect(() => parseSourceCities('{}')).toThrow(/expected an array/);
    expect(() => parseSourceCities('[{"city":"Pune"}]')).toThrow(/row 1/);
  });
});
