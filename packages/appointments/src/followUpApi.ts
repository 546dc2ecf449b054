import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '@medibridge/api-client';
import { endpointPath } from '@medibridge/contract';
import type { AppointmentDocument, EndpointResponse, FollowUp } from '@medibridge/contract';

/** The tags a follow-up or added documents change: both lists and the appointment's follow-up look-ups. */
export function followUpSentTags(appointmentNo: string) {
  return [
    { type: 'Appointment' as const, id: 'LIST' },
    { type: 'Transaction' as const, id: 'LIST' },
    { type: 'Appointment' as const, id: appointmentNo },
    { type: 'FollowUp' as const, id: appointmentNo },
  ];
}

/** The appointment number a multipart body carries. */
const apptNoOf = (body: FormData): string => String(body.get('appt_no') ?? '');

type Answer = { data?: unknown; error?: FetchBaseQueryError };

/**
 * A follow-up look-up (`{appt_no}`) as a `queryFn`: `pick` of its list, and a 404 as an empty list (SPEC:
 * none yet is no error).
 */
const lookup =
  <T, R>(
    name: 'appointmentLastFollowUp' | 'appointmentFollowUpDocuments',
    pick: (rows: T[]) => R,
  ) =>
  async (
    appointmentNo: string,
    _api: unknown,
    _extra: unknown,
    baseQuery: (args: {
      url: string;
      method: string;
      body: unknown;
    }) => PromiseLike<Answer> | Answer,
  ): Promise<{ data: R } | { error: FetchBaseQueryError }> => {
    const result = await baseQuery({
      url: endpointPath(name),
      method: 'POST',
      body: { appt_no: appointmentNo },
    });
    if (result.error && result.error.status !== 404) return { error: result.error };
    return { data: pick(result.error ? [] : (result.data as { data: T[] }).data) };
  };

const followUpTags = (_r: unknown, _e: unknown, appointmentNo: string) => [
  { type: 'FollowUp' as const, id: appointmentNo },
];

/**
 * The follow-up screen's calls (SPEC §2, §4: the latest follow-up, the documents sent, sending the follow-up
 * and more reports), URLs from the contract table. Their own injection, apart from `recordsApi.ts`: they load
 * with that screen only, so the list screens do not carry them.
 */
export const followUpApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The appointment's latest follow-up (SPEC `get_last_appt_followup_user_id`), or null when none yet. */
    appointmentLastFollowUp: build.query<FollowUp | null, string>({
      queryFn: lookup('appointmentLastFollowUp', (rows: FollowUp[]) => rows.at(-1) ?? null),
      providesTags: followUpTags,
      keepUnusedDataFor: 0,
    }),
    /** The documents already sent for an appointment (SPEC `get_appt_followup_document_by_appt_id`). */
    appointmentFollowUpDocuments: build.query<AppointmentDocument[], string>({
      queryFn: lookup('appointmentFollowUpDocuments', (rows: AppointmentDocument[]) => rows),
      providesTags: followUpTags,
      keepUnusedDataFor: 0,
    }),
    /** Sends the follow-up (SPEC `store_appointment_follow_up`, multipart); the answer's message is shown. */
    appointmentFollowUpStore: build.mutation<
      EndpointResponse<'appointmentFollowUpStore'>,
      FormData
    >({
      query: (body) => ({ url: endpointPath('appointmentFollowUpStore'), method: 'POST', body }),
      invalidatesTags: (_r, error, body) => (error ? [] : followUpSentTags(apptNoOf(body))),
    }),
    /** Adds reports to an appointment (SPEC `appointment_follow_up_document`, multipart). */
    appointmentDocumentStore: build.mutation<
      EndpointResponse<'appointmentDocumentStore'>,
      FormData
    >({
      query: (body) => ({ url: endpointPath('appointmentDocumentStore'), method: 'POST', body }),
      invalidatesTags: (_r, error, body) =>
        error ? [] : [{ type: 'FollowUp', id: apptNoOf(body) }],
    }),
  }),
});

export const {
  useAppointmentLastFollowUpQuery,
  useAppointmentFollowUpDocumentsQuery,
  useAppointmentFollowUpStoreMutation,
  useAppointmentDocumentStoreMutation,
} = followUpApi;
