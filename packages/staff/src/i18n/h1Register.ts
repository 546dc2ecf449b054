import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-h1-register';
import { type StaffText, useStaffTexts } from './index';

/** A text of the Schedule H1 register screen: a key of `./hi-h1-register` or of the console's shared `./hi`. */
export type H1RegisterText = Extract<keyof typeof Hindi, string> | StaffText;

/** The H1 register screen's texts: its own catalogue (it loads with this screen alone, 0032) and the shared one. */
export const useH1RegisterTexts = combineTexts<H1RegisterText>(
  defineTexts<typeof Hindi>('staff-h1-register', () => import('./hi-h1-register')),
  useStaffTexts,
);
