import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-records';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of My Appointments, My Transactions and My History: a key of `./hi-records` or of the shared `./hi`. */
export type RecordsText = Extract<keyof typeof Hindi, string> | AppointmentText;

/**
 * The texts of My Appointments, My Transactions and My History: their own catalogue, registered here (only
 * these screens import this module, so in Hindi it loads with them alone), the shared one.
 */
export const useRecordsTexts = combineTexts<RecordsText>(
  defineTexts<typeof Hindi>('appointments-records', () => import('./hi-records')),
  useAppointmentTexts,
);
