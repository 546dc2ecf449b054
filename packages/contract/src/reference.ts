import { z } from 'zod';

/** Reference data shapes of SPEC §3 and §7. */

export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  iso_code: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country_id: z.number().int(),
  type: z.enum(['state', 'union_territory']),
});
export type State = z.infer<typeof stateSchema>;

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  state_id: z.number().int(),
  state_name: z.string(),
});
export type City = z.infer<typeof citySchema>;

export const hospitalCitySchema = z.object({
  cityRowId: z.number().int(),
  cityName: z.string(),
  citySlug: z.string(),
});
export type HospitalCity = z.infer<typeof hospitalCitySchema>;

export const citySearchResultSchema = z.object({ id: z.number().int(), name: z.string() });
export type CitySearchResult = z.infer<typeof citySearchResultSchema>;

export const serviceCitySchema = z.object({ city_id: z.number().int(), city_name: z.string() });
export type ServiceCity = z.infer<typeof serviceCitySchema>;

export const pinCodeRequestSchema = z.object({
  pin_code: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{6}$/, 'PIN code must be exactly 6 digits.')),
});
export type PinCodeRequest = z.input<typeof pinCodeRequestSchema>;

export const pinCodeLocationSchema = z.object({
  PostOfficeName: z.string(),
  State: z.string(),
  District: z.string(),
  pin_code: z.string(),
  /** Every post office sharing this PIN code. */
  PostOffices: z.array(z.string()),
});
export type PinCodeLocation = z.infer<typeof pinCodeLocationSchema>;

/** Ages offered by the selector, in years. */
export const userAgesSchema = z.array(z.number().int());
/** Weights offered by the selector, in kg. */
export const userWeightsSchema = z.array(z.number().int());
