import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-money';
import { type StaffText, useStaffTexts } from './index';

/** A text of the money screens: a key of `./hi-money` or of the console's shared `./hi`. */
export type MoneyText = Extract<keyof typeof Hindi, string> | StaffText;

/** The money screens' texts: their own catalogue (loaded with them alone) and the console's shared one. */
export const useMoneyTexts = combineTexts<MoneyText>(
  defineTexts<typeof Hindi>('staff-money', () => import('./hi-money')),
  useStaffTexts,
);
