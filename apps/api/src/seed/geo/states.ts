import { type GeoState } from './types';

// A fixed table rather than ids derived from a dataset: state ids are stored on users and enquiries, so they
// must never move when a source package changes. Alphabetical, states and union territories together.
const STATE_TABLE: readonly GeoState[] = [
  { id: 1, name: 'Andaman and Nicobar Islands', type: 'union_territory' },
  { id: 2, name: 'Andhra Pradesh', type: 'state' },
  { id: 3, name: 'Arunachal Pradesh', type: 'state' },
  { id: 4, name: 'Assam', type: 'state' },
  { id: 5, name: 'Bihar', type: 'state' },
  { id: 6, name: 'Chandigarh', type: 'union_territory' },
  { id: 7, name: 'Chhattisgarh', type: 'state' },
  { id: 8, name: 'Dadra and Nagar Haveli and Daman and Diu', type: 'union_territory' },
  { id: 9, name: 'Delhi', type: 'union_territory' },
  { id: 10, name: 'Goa', type: 'state' },
  { id: 11, name: 'Gujarat', type: 'state' },
  { id: 12, name: 'Haryana', type: 'state' },
  { id: 13, name: 'Himachal Pradesh', type: 'state' },
  { id: 14, name: 'Jammu and Kashmir', type: 'union_territory' },
  { id: 15, name: 'Jharkhand', type: 'state' },
  { id: 16, name: 'Karnataka', type: 'state' },
  { id: 17, name: 'Kerala', type: 'state' },
  { id: 18, name: 'Ladakh', type: 'union_territory' },
  { id: 19, name: 'Lakshadweep', type: 'union_territory' },
  { id: 20, name: 'Madhya Pradesh', type: 'state' },
  { id: 21, name: 'Maharashtra', type: 'state' },
  { id: 22, name: 'Manipur', type: 'state' },
  { id: 23, name: 'Meghalaya', type: 'state' },
  { id: 24, name: 'Mizoram', type: 'state' },
  { id: 25, name: 'Nagaland', type: 'state' },
  { id: 26, name: 'Odisha', type: 'state' },
  { id: 27, name: 'Puducherry', type: 'union_territory' },
  { id: 28, name: 'Punjab', type: 'state' },
  { id: 29, name: 'Rajasthan', type: 'state' },
  { id: 30, name: 'Sikkim', type: 'state' },
  { id: 31, name: 'Tamil Nadu', type: 'state' },
  { id: 32, name: 'Telangana', type: 'state' },
  { id: 33, name: 'Tripura', type: 'state' },
  { id: 34, name: 'Uttar Pradesh', type: 'state' },
  { id: 35, name: 'Uttarakhand', type: 'state' },
  { id: 36, name: 'West Bengal', type: 'state' },
];

// Spellings the two source datasets use for the names above: old names (Orissa, Pondicherry), misspellings
// (Chattisgarh, Gujrat) and the two union territories merged in 2020. Keys are in `stateKey` form.
const STATE_ALIASES: Readonly<Record<string, string>> = {
  chattisgarh: 'Chhattisgarh',
  gujrat: 'Gujarat',
  hariyana: 'Haryana',
  maharastra: 'Maharashtra',
  rajastan: 'Rajasthan',
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'nct of delhi': 'Delhi',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

function stateKey(name: string): string {
  return name.toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();
}

const STATE_ID_BY_KEY: ReadonlyMap<string, number> = (() => {
  const byKey = new Map<string, number>();
  for (const state of STATE_TABLE) byKey.set(stateKey(state.name), state.id);
  for (const [alias, official] of Object.entries(STATE_ALIASES)) {
    const id = byKey.get(stateKey(official));
    if (id === undefined)
      throw new Error(`State alias ${alias} points at unknown state ${official}`);
    byKey.set(alias, id);
  }
  return byKey;
})();

/** Every state and union territory, ids 1..36 in alphabetical order. Returns fresh copies. */
export function stateTable(): GeoState[] {
  return STATE_TABLE.map((state) => ({ ...state }));
}

/** The id of a state written any way the source datasets write it, or undefined when it is not a state. */
export function stateIdByName(name: string): number | undefined {
  return STATE_ID_BY_KEY.get(stateKey(name));
}

/** The id of an official state name; throws on a name that is not in the table (a programming error). */
export function requireStateId(officialName: string): number {
  const id = stateIdByName(officialName);
  if (id === undefined) throw new Error(`Unknown state: ${officialName}`);
  return id;
}
