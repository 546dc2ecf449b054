/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi } from '@medibridge/api-client';
import { endpointPath } from '@medibridge/contract';
import type {
  AppointmentRecord,
  CancelResponse,
  EndpointResponse,
  RefundDestination,
  ServiceBookingRecord,
  ServiceBookingResponse,
  WalletLedger,
} from '@medibridge/contract';

/**
 * What the cancel call needs: the patient and the appointment number (SPEC: `appointment_id`), and where
 * the money goes (ours: the wallet when left out).
 */
export interface CancelArgs {
  userId: number | string;
  appointment_id: string;
  refund_to?: RefundDestination;
}

/** The tags a cancel changes: both lists, the appointment itself and the wallet (the refund). */
export function cancelledTags(appointmentNo: string) {
  return [
    { type: 'Appointment' as const, id: 'LIST' },
    { type: 'Appointment' as const, id: appointmentNo },
    { type: 'Transaction' as const, id: 'LIST' },
    'Wallet' as const,
  ];
}

/** A list's tags: the list and one per appointment. */
const listTags =
  <T extends 'Appointment' | 'Transaction'>(type: T) =>
  (result: AppointmentRecord[] | undefined) => [
    { type, id: 'LIST' },
    ...(result ?? []).map((r) => ({ type: 'Appointment' as const, id: r.appointment_no })),
  ];

/**
 * The calls of the patient's record screens (SPEC §7: the lists, cancel, paid services; ours: the wallet
 * ledger and one service booking), URLs from the contract table. Their own injection, apart from `api.ts`:
 * they load with those screens (`records.ts`), so the booking steps' shared chunk does not carry them.
 */
export const recordsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The patient's appointments (SPEC `get_appointments_by_user_id`), newest first. */
    appointmentList: build.query<AppointmentRecord[], number | string>({
      query: (userId) => ({
        url: endpointPath('appointmentList'),
        method: 'POST',
        body: { userId },
      }),
      transformResponse: (r: EndpointResponse<'appointmentList'>) => r.data,
      providesTags: listTags('Appointment'),
    }),
    /** The patient's paid appointments (SPEC `get_user_transaction_details_by_user_id`). */
    appointmentTransactions: build.query<AppointmentRecord[], number | string>({
      query: (userId) => ({
        url: endpointPath('appointmentTransactions'),
        method: 'POST',
        body: { userId },
      }),
      transformResponse: (r: EndpointResponse<'appointmentTransactions'>) => r.data,
      providesTags: listTags('Transaction'),
    }),
    /**
     * Cancels (SPEC `cancelled_user_appointment`). It invalidates nothing itself: SPEC shows the message for
     * 5 s and then the fresh list, so the screen invalidates `cancelledTags` when the message ends.
     */
    appointmentCancel: build.mutation<CancelResponse, CancelArgs>({
      query: (body) => ({ url: endpointPath('appointmentCancel'), method: 'POST', body }),
    }),
    /** The wallet ledger: balance and every credit and debit, newest first. */
    walletLedger: build.query<WalletLedger, void>({
      query: () => endpointPath('walletLedger'),
      transformResponse: (r: EndpointResponse<'walletLedger'>) => r.data,
      providesTags: [{ type: 'Wallet', id: 'LEDGER' }],
    }),
    /** Make Payment (SPEC `book_services`, multipart): the answer carries the gateway's page. */
    serviceBook: build.mutation<ServiceBookingResponse, FormData>({
      query: (body) => ({ url: endpointPath('serviceBook'), method: 'POST', body }),
      invalidatesTags: [{ type: 'Service', id: 'LIST' }],
    }),
    /** One paid service booking and its payment state. */
    serviceBookingRow: build.query<ServiceBookingRecord, string>({
      query: (reference) => ({
        url: endpointPath('serviceBookingRow'),
        method: 'POST',
        body: { reference },
      }),
      transformResponse: (r: EndpointResponse<'serviceBookingRow'>) => r.data,
      providesTags: (_r, _e, reference) => [{ type: 'Service', id: reference }],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useAppointmentListQuery,
  useAppointmentTransactionsQuery,
  useAppointmentCancelMutation,
  useWalletLedgerQuery,
  useServiceBookMutation,
  useServiceBookingRowQuery,
} = recordsApi;
