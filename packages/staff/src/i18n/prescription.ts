import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-prescription';
import { type StaffText, useStaffTexts } from './index';

/** A text of the doctor's e-prescription form: a key of `./hi-prescription` or of the console's shared `./hi`. */
export type PrescriptionText = Extract<keyof typeof Hindi, string> | StaffText;

/**
 * The texts of the doctor's e-prescription form: its own catalogue, registered here (only its files import this module, so in Hindi
 * it loads with them alone, docs/decisions/0032), and the console's shared one.
 */
export const usePrescriptionTexts = combineTexts<PrescriptionText>(
  defineTexts<typeof Hindi>('staff-prescription', () => import('./hi-prescription')),
  // Contract's TPG 2020 words (docs/decisions/0067): the lists and the server's refusals, shown with `translate`.
  defineTexts('contract-medicine-admin', () => import('@medibridge/contract/hi-medicine-admin')),
  useStaffTexts,
);
