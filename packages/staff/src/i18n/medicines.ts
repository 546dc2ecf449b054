import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-medicines';
import { type StaffText, useStaffTexts } from './index';

/** A text of the medicines screen: a key of `./hi-medicines` or of the console's shared `./hi`. */
export type MedicineText = Extract<keyof typeof Hindi, string> | StaffText;

/** Contract's words of the operator's catalogue in Hindi (the server's answers, shown with `translate`). */
export const useMedicineAdminMessages = defineTexts(
  'contract-medicine-admin',
  () => import('@medibridge/contract/hi-medicine-admin'),
);

/**
 * The texts of the medicines screen: its own catalogue, registered here (only its files import this module, so in
 * Hindi it loads with them alone, docs/decisions/0032), contract's catalogue messages, and the console's shared one.
 */
export const useMedicineTexts = combineTexts<MedicineText>(
  defineTexts<typeof Hindi>('staff-medicines', () => import('./hi-medicines')),
  useMedicineAdminMessages,
  useStaffTexts,
);
