import { defineTexts, type Translate } from '@medibridge/ui-kit';
import type Hindi from './hi-records';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of My Appointments, My Transactions and My History: a key of `./hi-records` or of the shared `./hi`. */
export type RecordsText = Extract<keyof typeof Hindi, string> | AppointmentText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('appointments-records', () => import('./hi-records'));

/**
 * The texts of My Appointments, My Transactions and My History: their own catalogue, the shared one.
 */
export function useRecordsTexts(): Translate<RecordsText> {
  useOwnTexts();
  return useAppointmentTexts() as Translate<RecordsText>;
}
