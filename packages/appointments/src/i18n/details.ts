import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-details';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of an appointment's invoice page: a key of `./hi-details` or of the shared `./hi`. */
export type DetailsText = Extract<keyof typeof Hindi, string> | AppointmentText;

/**
 * The texts of an appointment's invoice page: their own catalogue, registered here (only these screens import
 * this module, so in Hindi it loads with them alone), the shared one.
 */
export const useDetailsTexts = combineTexts<DetailsText>(
  defineTexts<typeof Hindi>('appointments-details', () => import('./hi-details')),
  useAppointmentTexts,
);
