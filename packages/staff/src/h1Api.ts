import { baseApi } from '@medibridge/api-client';
import { endpointPath, type EndpointResponse } from '@medibridge/contract';
import { type Filters, withQuery } from './api';

/** Filters of the Schedule H1 register screen (docs/decisions/0068): India dates, both included. */
export interface H1Filters extends Filters {
  page: number;
  from?: string;
  to?: string;
}

export type H1RegisterPage = EndpointResponse<'staffH1Register'>;

/** The Schedule H1 register (pharmacist and admin): a page by date range; the CSV is a plain link. */
export const h1Api = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    staffH1Register: build.query<H1RegisterPage, H1Filters>({
      query: (filters) => withQuery(endpointPath('staffH1Register'), filters),
      providesTags: [{ type: 'User' as const, id: 'H1_REGISTER' }],
    }),
  }),
});

export const { useStaffH1RegisterQuery } = h1Api;
