import { baseApi } from '@medibridge/api-client';
import {
  endpointPath,
  type EndpointResponse,
  type GrievanceState,
  type StaffGrievance,
  type StaffGrievanceRow,
} from '@medibridge/contract';
import { withQuery } from './api';

const GRIEVANCES = { type: 'User' as const, id: 'STAFF_GRIEVANCES' };
const AUDIT = { type: 'User' as const, id: 'AUDIT' };

/** The grievances inbox (coordinator, admin; docs/decisions/0066). Opening one is a logged read: no cache. */
export const grievanceApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    staffGrievanceList: build.query<StaffGrievanceRow[], { state?: GrievanceState | '' }>({
      query: (filters) => withQuery(endpointPath('staffGrievanceList'), filters),
      transformResponse: (r: EndpointResponse<'staffGrievanceList'>) => r.data,
      providesTags: [GRIEVANCES],
      keepUnusedDataFor: 0,
    }),
    staffGrievanceShow: build.query<StaffGrievance, string>({
      query: (reference) => endpointPath('staffGrievanceShow', { reference }),
      transformResponse: (r: EndpointResponse<'staffGrievanceShow'>) => r.data,
      keepUnusedDataFor: 0,
    }),
    staffGrievanceAnswer: build.mutation<StaffGrievance, { reference: string; answer: string }>({
      query: ({ reference, answer }) => ({
        url: endpointPath('staffGrievanceAnswer', { reference }),
        method: 'POST',
        body: { answer },
      }),
      transformResponse: (r: EndpointResponse<'staffGrievanceAnswer'>) => r.data,
      invalidatesTags: [GRIEVANCES, AUDIT],
    }),
    staffGrievanceClose: build.mutation<StaffGrievance, string>({
      query: (reference) => ({
        url: endpointPath('staffGrievanceClose', { reference }),
        method: 'POST',
        body: {},
      }),
      transformResponse: (r: EndpointResponse<'staffGrievanceClose'>) => r.data,
      invalidatesTags: [GRIEVANCES, AUDIT],
    }),
  }),
});

export const {
  useStaffGrievanceListQuery,
  useStaffGrievanceShowQuery,
  useStaffGrievanceAnswerMutation,
  useStaffGrievanceCloseMutation,
} = grievanceApi;
