import { baseApi } from '@medibridge/api-client';
import { endpointPath } from '@medibridge/contract';
import type { MedicineReminderItem } from '@medibridge/contract';

/** What turning one medicine's reminders on or off sends. */
export interface MedicineReminderChoice {
  appt_no: string;
  prescription_id: number;
  medicine_index: number;
  on: boolean;
}

/**
 * Medicine reminders (docs/decisions/0050): the medicines of an appointment's e-prescription with their dose
 * times, turning one on or off, and the reminder's own stop link (no login).
 */
export const remindersApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    medicineReminders: build.query<MedicineReminderItem[], string>({
      query: (appointmentNo) => endpointPath('medicineReminders', { appt_no: appointmentNo }),
      transformResponse: (r: { data: MedicineReminderItem[] }) => r.data,
      keepUnusedDataFor: 0,
    }),
    medicineReminderSet: build.mutation<MedicineReminderItem[], MedicineReminderChoice>({
      query: ({ appt_no, ...body }) => ({
        url: endpointPath('medicineReminderSet', { appt_no }),
        method: 'PUT',
        body,
      }),
      transformResponse: (r: { data: MedicineReminderItem[] }) => r.data,
      async onQueryStarted({ appt_no }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(remindersApi.util.upsertQueryData('medicineReminders', appt_no, data));
        } catch {
          // A refusal is shown by the screen from the mutation's own result.
        }
      },
    }),
    medicineReminderStop: build.mutation<{ medicine: string; stopped: boolean }, string>({
      query: (token) => ({ url: endpointPath('medicineReminderStop', { token }), method: 'POST' }),
      transformResponse: (r: { data: { medicine: string; stopped: boolean } }) => r.data,
    }),
  }),
});

export const {
  useMedicineRemindersQuery,
  useMedicineReminderSetMutation,
  useMedicineReminderStopMutation,
} = remindersApi;
