/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi } from '@medibridge/api-client';
import { endpointPath } from '@medibridge/contract';
import type {
  AppointmentRowRecord,
  BookingResponse,
  DayOption,
  DaySlot,
  Department,
  EndpointResponse,
} from '@medibridge/contract';

/** The gateway hand-off of `make_payment/` and of the payment retry. */
export type PaymentRedirect = Extract<BookingResponse, { status: 'payment_initiated' }>;

/** What the schedule select asks for: a date and the chosen department. */
export interface DaySlotsArgs {
  selected_date: string;
  department_id: number;
}

/** The date strip changes once a day: keep it for an hour once fetched. */
const HOUR_SECONDS = 60 * 60;

/**
 * The booking calls of SPEC §7 (appointments), URLs from the contract table. Queries answer the `data` of
 * their envelope; the two payment mutations answer the whole body (status, payment_response, gateway URL).
 */
export const appointmentsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * An admin changes a fee or a name at any time (docs/decisions/0057): asked again on every booking screen
     * (the server answers 304 when nothing changed), never served from an answer kept in the store.
     */
    appointmentDepartments: build.query<Department[], void>({
      query: () => endpointPath('appointmentDepartments'),
      transformResponse: (r: EndpointResponse<'appointmentDepartments'>) => r.data,
      keepUnusedDataFor: 0,
    }),
    appointmentNextDays: build.query<DayOption[], void>({
      query: () => endpointPath('appointmentNextDays'),
      transformResponse: (r: EndpointResponse<'appointmentNextDays'>) => r.data,
      keepUnusedDataFor: HOUR_SECONDS,
    }),
    /** Seats change by the minute: never served from an old answer. */
    appointmentDaySchedule: build.query<DaySlot[], DaySlotsArgs>({
      query: (body) => ({ url: endpointPath('appointmentDaySchedule'), method: 'POST', body }),
      transformResponse: (r: EndpointResponse<'appointmentDaySchedule'>) => r.data,
      keepUnusedDataFor: 0,
    }),
    appointmentDepartmentRow: build.query<Department, number>({
      query: (departmentId) => ({
        url: endpointPath('appointmentDepartmentRow'),
        method: 'POST',
        body: { department_id: departmentId },
      }),
      transformResponse: (r: EndpointResponse<'appointmentDepartmentRow'>) => r.data,
      // The fee summary reads the fee as it is now (docs/decisions/0057).
      keepUnusedDataFor: 0,
    }),
    appointmentPay: build.mutation<BookingResponse, FormData>({
      query: (body) => ({ url: endpointPath('appointmentPay'), method: 'POST', body }),
      invalidatesTags: [
        { type: 'Appointment', id: 'LIST' },
        { type: 'Transaction', id: 'LIST' },
        'Wallet',
      ],
    }),
    appointmentRow: build.query<AppointmentRowRecord, string>({
      query: (appointmentNo) => ({
        url: endpointPath('appointmentRow'),
        method: 'POST',
        body: { appointment_no: appointmentNo },
      }),
      transformResponse: (r: EndpointResponse<'appointmentRow'>) => r.data,
      providesTags: (_r, _e, appointmentNo) => [{ type: 'Appointment', id: appointmentNo }],
      keepUnusedDataFor: 0,
    }),
    appointmentPaymentRetry: build.mutation<PaymentRedirect, string>({
      query: (appointmentNo) => ({
        url: endpointPath('appointmentPaymentRetry'),
        method: 'POST',
        body: { appointment_no: appointmentNo },
      }),
      invalidatesTags: (_r, _e, appointmentNo) => [{ type: 'Appointment', id: appointmentNo }],
    }),
  }),
});

export const {
  useAppointmentDepartmentsQuery,
  useAppointmentNextDaysQuery,
  useAppointmentDayScheduleQuery,
  useAppointmentDepartmentRowQuery,
  useAppointmentPayMutation,
  useAppointmentRowQuery,
  useAppointmentPaymentRetryMutation,
} = appointmentsApi;
