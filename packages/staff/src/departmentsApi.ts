/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi } from '@medibridge/api-client';
import {
  endpointPath,
  type AffectedBooking,
  type DepartmentForm,
  type EndpointResponse,
  type OperatorDepartment,
  type WeeklyHours,
} from '@medibridge/contract';

/** The console's list of departments: refreshed by every change an admin saves. */
const DEPARTMENTS = { type: 'Reference' as const, id: 'STAFF_DEPARTMENTS' };
const AUDIT = { type: 'User' as const, id: 'AUDIT' };

export interface ClosureDraft {
  from: string;
  to: string;
  reason: string;
}

/** The operator's department calls (issue 32 §2, docs/decisions/0057). */
export const departmentsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    staffDepartments: build.query<OperatorDepartment[], void>({
      query: () => endpointPath('staffDepartments'),
      transformResponse: (r: EndpointResponse<'staffDepartments'>) => r.data,
      providesTags: [DEPARTMENTS],
      keepUnusedDataFor: 0,
    }),
    staffDepartmentCreate: build.mutation<
      EndpointResponse<'staffDepartmentCreate'>,
      DepartmentForm
    >({
      query: (body) => ({ url: endpointPath('staffDepartmentCreate'), method: 'POST', body }),
      invalidatesTags: [DEPARTMENTS, AUDIT],
    }),
    staffDepartmentUpdate: build.mutation<
      EndpointResponse<'staffDepartmentUpdate'>,
      { id: number; form: DepartmentForm }
    >({
      query: ({ id, form }) => ({
        url: endpointPath('staffDepartmentUpdate', { department_id: String(id) }),
        method: 'PUT',
        body: form,
      }),
      invalidatesTags: [DEPARTMENTS, AUDIT],
    }),
    staffDepartmentHoursPreview: build.mutation<
      AffectedBooking[],
      { id: number; hours: WeeklyHours }
    >({
      query: ({ id, hours }) => ({
        url: endpointPath('staffDepartmentHoursPreview', { department_id: String(id) }),
        method: 'POST',
        body: hours,
      }),
      transformResponse: (r: EndpointResponse<'staffDepartmentHoursPreview'>) => r.data.affected,
    }),
    staffDepartmentHours: build.mutation<
      EndpointResponse<'staffDepartmentHours'>,
      { id: number; hours: WeeklyHours; confirm: boolean }
    >({
      query: ({ id, hours, confirm }) => ({
        url: endpointPath('staffDepartmentHours', { department_id: String(id) }),
        method: 'PUT',
        body: { ...hours, confirm },
      }),
      invalidatesTags: [DEPARTMENTS, AUDIT],
    }),
    staffDepartmentClosurePreview: build.mutation<
      AffectedBooking[],
      { id: number; closure: ClosureDraft }
    >({
      query: ({ id, closure }) => ({
        url: endpointPath('staffDepartmentClosurePreview', { department_id: String(id) }),
        method: 'POST',
        body: closure,
      }),
      transformResponse: (r: EndpointResponse<'staffDepartmentClosurePreview'>) => r.data.affected,
    }),
    staffDepartmentClosureCreate: build.mutation<
      EndpointResponse<'staffDepartmentClosureCreate'>,
      { id: number; closure: ClosureDraft; confirm: boolean }
    >({
      query: ({ id, closure, confirm }) => ({
        url: endpointPath('staffDepartmentClosureCreate', { department_id: String(id) }),
        method: 'POST',
        body: { ...closure, confirm },
      }),
      invalidatesTags: [DEPARTMENTS, AUDIT],
    }),
    staffDepartmentClosureDelete: build.mutation<
      EndpointResponse<'staffDepartmentClosureDelete'>,
      { id: number; closureId: number }
    >({
      query: ({ id, closureId }) => ({
        url: endpointPath('staffDepartmentClosureDelete', {
          department_id: String(id),
          closure_id: String(closureId),
        }),
        method: 'DELETE',
      }),
      invalidatesTags: [DEPARTMENTS, AUDIT],
    }),
  }),
});

export const {
  useStaffDepartmentsQuery,
  useStaffDepartmentCreateMutation,
  useStaffDepartmentUpdateMutation,
  useStaffDepartmentHoursPreviewMutation,
  useStaffDepartmentHoursMutation,
  useStaffDepartmentClosurePreviewMutation,
  useStaffDepartmentClosureCreateMutation,
  useStaffDepartmentClosureDeleteMutation,
} = departmentsApi;
