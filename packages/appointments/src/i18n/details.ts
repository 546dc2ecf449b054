import { defineTexts, type Translate } from '@medibridge/ui-kit';
import type Hindi from './hi-details';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of an appointment's invoice page: a key of `./hi-details` or of the shared `./hi`. */
export type DetailsText = Extract<keyof typeof Hindi, string> | AppointmentText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('appointments-details', () => import('./hi-details'));

/**
 * The texts of an appointment's invoice page: their own catalogue, the shared one.
 */
export function useDetailsTexts(): Translate<DetailsText> {
  useOwnTexts();
  return useAppointmentTexts() as Translate<DetailsText>;
}
