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
import { endpointPath } from '@medibridge/contract';
import { baseApi } from './api';

/** Reference data changes rarely: keep it cached for a day once fetched. */
const DAY_SECONDS = 24 * 60 * 60;

const tag = (id: string) => [{ type: 'Reference' as const, id }];

/** SPEC §7 reference data, paths from the contract table; each hook returns the `data` of its envelope. */
export const referenceApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    referenceCountries: build.query<Country[], void>({
      query: () => endpointPath('referenceCountries'),
      transformResponse: (r: EndpointResponse<'referenceCountries'>) => r.data,
      providesTags: tag('countries'),
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceStates: build.query<State[], void>({
      query: () => endpointPath('referenceStates'),
      transformResponse: (r: EndpointResponse<'referenceStates'>) => r.data,
      providesTags: tag('states'),
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceCities: build.query<City[], void>({
      query: () => endpointPath('referenceCities'),
      transformResponse: (r: EndpointResponse<'referenceCities'>) => r.data,
      providesTags: tag('cities'),
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceIndiaCities: build.query<City[], void>({
      query: () => endpointPath('referenceIndiaCities'),
      transformResponse: (r: EndpointResponse<'referenceIndiaCities'>) => r.data,
      providesTags: tag('india-cities'),
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceHospitalCities: build.query<HospitalCity[], void>({
      query: () => endpointPath('referenceHospitalCities'),
      transformResponse: (r: EndpointResponse<'referenceHospitalCities'>) => r.data,
      providesTags: tag('hospital-cities'),
    }),
    referenceCitySearch: build.query<CitySearchResult[], string>({
      query: (text) => endpointPath('referenceCitySearch', { text: text.trim() }),
      transformResponse: (r: EndpointResponse<'referenceCitySearch'>) => r.data,
      providesTags: tag('city-search'),
    }),
    referencePinCode: build.query<PinCodeLocation, string>({
      query: (pinCode) => ({
        url: endpointPath('referencePinCode'),
        method: 'POST',
        body: { pin_code: pinCode },
      }),
      transformResponse: (r: EndpointResponse<'referencePinCode'>) => r.data,
      providesTags: tag('pin-code'),
    }),
    referenceUserAge: build.query<number[], void>({
      query: () => endpointPath('referenceUserAge'),
      transformResponse: (r: EndpointResponse<'referenceUserAge'>) => r.data,
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceUserWeight: build.query<number[], void>({
      query: () => endpointPath('referenceUserWeight'),
      transformResponse: (r: EndpointResponse<'referenceUserWeight'>) => r.data,
      keepUnusedDataFor: DAY_SECONDS,
    }),
    referenceServiceCities: build.query<ServiceCity[], string>({
      query: (service) => endpointPath('referenceServiceCities', { service }),
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
