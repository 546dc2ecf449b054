import { asc, eq, sql } from 'drizzle-orm';
import type {
  City,
  CitySearchResult,
  Country,
  HospitalCity,
  ServiceCity,
  State,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { cities, countries, pinCodes, serviceCities, states, vendors } from '../../db/schema';
import { escapeLike } from '../../lib/escapeLike';

/** Reference-data queries (SPEC §7). Queries only; no rules live here. */

export async function listCountries(db: Database): Promise<Country[]> {
  return db
    .select({ id: countries.id, name: countries.name, iso_code: countries.isoCode })
    .from(countries)
    .orderBy(asc(countries.name));
}

export async function listStates(db: Database): Promise<State[]> {
  return db
    .select({ id: states.id, name: states.name, country_id: states.countryId, type: states.type })
    .from(states)
    .orderBy(asc(states.name));
}

export async function listCities(db: Database): Promise<City[]> {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      state_id: cities.stateId,
      state_name: states.name,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(asc(cities.name), asc(states.name));
}

/** Cities that have at least one hospital. */
export async function listHospitalCities(db: Database): Promise<HospitalCity[]> {
  return db
    .selectDistinct({ cityRowId: cities.id, cityName: cities.name, citySlug: cities.slug })
    .from(cities)
    .innerJoin(vendors, eq(vendors.cityId, cities.id))
    .where(eq(vendors.roleName, 'hospital'))
    .orderBy(asc(cities.name), asc(cities.id));
}

/**
 * Cities whose name matches `text`, case-insensitively: names starting with it first, then names containing
 * it, then similar names (trigram, for typos), each group alphabetical. All three use the trigram index.
 */
export async function searchCities(
  db: Database,
  text: string,
  limit: number,
): Promise<CitySearchResult[]> {
  const needle = text.toLowerCase();
  const like = escapeLike(needle);
  const name = sql`lower(${cities.name})`;
  const prefix = sql`${name} like ${`${like}%`}`;
  const contains = sql`${name} like ${`%${like}%`}`;
  const rank = sql<number>`case when ${prefix} then 0 when ${contains} then 1 else 2 end`;
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(sql`${contains} or ${name} % ${needle}`)
    .orderBy(rank, sql`similarity(${name}, ${needle}) desc`, asc(cities.name), asc(cities.id))
    .limit(limit);
}

export interface PinCodeOffices {
  pinCode: string;
  district: string;
  state: string;
  offices: string[];
}

/** The post offices of a PIN code in directory order, or null when the code is unknown. */
export async function findPinCode(db: Database, pinCode: string): Promise<PinCodeOffices | null> {
  const rows = await db
    .select({ office: pinCodes.officeName, district: pinCodes.district, state: states.name })
    .from(pinCodes)
    .innerJoin(states, eq(states.id, pinCodes.stateId))
    .where(eq(pinCodes.pinCode, pinCode))
    .orderBy(asc(pinCodes.id));
  const first = rows[0];
  if (!first) return null;
  return {
    pinCode,
    district: first.district,
    state: first.state,
    offices: rows.map((r) => r.office),
  };
}

/** Cities where a service is offered, alphabetical. */
export async function listServiceCities(db: Database, serviceKey: string): Promise<ServiceCity[]> {
  return db
    .select({ city_id: cities.id, city_name: cities.name })
    .from(serviceCities)
    .innerJoin(cities, eq(cities.id, serviceCities.cityId))
    .where(eq(serviceCities.serviceKey, serviceKey))
    .orderBy(asc(cities.name), asc(cities.id));
}
