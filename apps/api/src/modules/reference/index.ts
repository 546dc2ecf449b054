/** Reference data (countries, states, cities, PIN codes, ages, weights). Its seed files are in src/seed/geo. */
export { referenceRoutes } from './routes';
