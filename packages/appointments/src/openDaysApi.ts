import { baseApi } from '@medibridge/api-client';
import { endpointPath } from '@medibridge/contract';
import type { EndpointResponse, OpenDay } from '@medibridge/contract';

/**
 * Which days of the booking window still have a free time for a department (ours, GET
 * appointment-open-days/:department_id). Its own injection, imported only by step two's form, so the
 * booking steps' shared chunk does not carry it.
 */
export const openDaysApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Seats change by the minute: asked again whenever the form asks, never kept. */
    appointmentOpenDays: build.query<OpenDay[], number>({
      query: (departmentId) =>
        endpointPath('appointmentOpenDays', { department_id: String(departmentId) }),
      transformResponse: (r: EndpointResponse<'appointmentOpenDays'>) => r.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAppointmentOpenDaysQuery } = openDaysApi;
