import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-pharmacy';
import { type StaffText, useStaffTexts } from './index';
import { usePharmacyMessages } from './pharmacyMessages';

/** A text of the pharmacy desk: a key of `./hi-pharmacy` or of the console's shared `./hi`. */
export type PharmacyDeskText = Extract<keyof typeof Hindi, string> | StaffText;

/**
 * The texts of the pharmacy desk: its own catalogue, registered here (only its files import this module, so in Hindi
 * it loads with them alone, docs/decisions/0032), and the console's shared one, with contract's pharmacy messages.
 */
export const usePharmacyDeskTexts = combineTexts<PharmacyDeskText>(
  defineTexts<typeof Hindi>('staff-pharmacy', () => import('./hi-pharmacy')),
  usePharmacyMessages,
  useStaffTexts,
);
