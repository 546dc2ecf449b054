/** Reference data (countries, states, cities, PIN codes, ages, weights) and its seed files. */
export { referenceRoutes } from './routes';
export {
  DEMO_HOSPITALS,
  SERVICE_CITY_SLUGS,
  loadCities,
  loadPinCodes,
  loadStates,
} from './data/geo';
