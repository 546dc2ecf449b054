/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import type {
  City,
  CitySearchResult,
  Country,
  EndpointResponse,
  HospitalCity,
  PinCodeLocation,
  ServiceCity,
  State,
} from '@medibridge/contract';
import { baseApi } from './api';

/**
 * Paths of the reference calls (SPEC §7), spelled here rather than read from contract's endpoint table, which
 * carries every zod schema: a screen using a reference hook would otherwise load ~58 KiB gzip of schemas and
 * make zod probe `Function('')` (a CSP violation). `reference.test.ts` checks each equals contract's entry.
 */
export const REFERENCE_PATHS = {
  referenceCountries: 'get_all_countries',
  referenceStates: 'get-states',
  referenceCities: 'get_all_cities',
  referenceIndiaCities: 'get_all_india_cities/',
  referenceHospitalCities: 'get-hospital-cities',
  referenceCitySearch: 'search-city-with-city-name/:text',
  referencePinCode: 'get-location-with-pin-code',
  referenceUserAge: 'user_age',
  referenceUserWeight: 'user_weight',
  referenceServiceCities: 'ace-service-cities/:service',
} as const;

function endpointUrl(
  name: keyof typeof REFERENCE_PATHS,
  params: Record<string, string> = {},
): string {
  return REFERENCE_PATHS[name].replace(/:([A-Za-z_]+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
}

/** Reference data changes rarely: keep it cached for a day once fetched. */
const DAY_SECONDS = 24 * 60 * 60;

const tag = (id: string) => [{ type: 'Reference' as const, id }];

/** SPEC §7 reference data, paths from the contract table; each hook returns the `data` of its envelope. */
export const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    referenceCountries: build.query<Country[], void>({
      query: () => endpointUrl('referenceCountries'),
      transformResponse: (r: EndpointResponse<'referenceCountries'>) => r.data,
      providesTags: tag('countries'),
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceStates: build.query<State[], void>({
      query: () => endpointUrl('referenceStates'),
      transformResponse: (r: EndpointResponse<'referenceStates'>) => r.data,
      providesTags: tag('states'),
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceCities: build.query<City[], void>({
      query: () => endpointUrl('referenceCities'),
      transformResponse: (r: EndpointResponse<'referenceCities'>) => r.data,
      providesTags: tag('cities'),
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceIndiaCities: build.query<City[], void>({
      query: () => endpointUrl('referenceIndiaCities'),
      transformResponse: (r: EndpointResponse<'referenceIndiaCities'>) => r.data,
      providesTags: tag('india-cities'),
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceHospitalCities: build.query<HospitalCity[], void>({
      query: () => endpointUrl('referenceHospitalCities'),
      transformResponse: (r: EndpointResponse<'referenceHospitalCities'>) => r.data,
      providesTags: tag('hospital-cities'),
    }),
    referenceCitySearch: build.query<CitySearchResult[], string>({
      query: (text) => endpointUrl('referenceCitySearch', { text: text.trim() }),
      transformResponse: (r: EndpointResponse<'referenceCitySearch'>) => r.data,
      providesTags: tag('city-search'),
    }),
    referencePinCode: build.query<PinCodeLocation, string>({
      query: (pinCode) => ({
        url: endpointUrl('referencePinCode'),
        method: 'POST',
        body: { pin_code: pinCode },
      }),
      transformResponse: (r: EndpointResponse<'referencePinCode'>) => r.data,
      providesTags: tag('pin-code'),
    }),
    referenceUserAge: build.query<number[], void>({
      query: () => endpointUrl('referenceUserAge'),
      transformResponse: (r: EndpointResponse<'referenceUserAge'>) => r.data,
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceUserWeight: build.query<number[], void>({
      query: () => endpointUrl('referenceUserWeight'),
      transformResponse: (r: EndpointResponse<'referenceUserWeight'>) => r.data,
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceServiceCities: build.query<ServiceCity[], string>({
      query: (service) => endpointUrl('referenceServiceCities', { service }),
      transformResponse: (r: EndpointResponse<'referenceServiceCities'>) => r.data,
      providesTags: tag('service-cities'),
    }),
  }),
});

export const {
  useReferenceCountriesQuery,
  useReferenceStatesQuery,
  useReferenceCitiesQuery,
  useReferenceIndiaCitiesQuery,
  useReferenceHospitalCitiesQuery,
  useReferenceCitySearchQuery,
  useReferencePinCodeQuery,
  useLazyReferencePinCodeQuery,
  useReferenceUserAgeQuery,
  useReferenceUserWeightQuery,
  useReferenceServiceCitiesQuery,
} = referenceApi;
