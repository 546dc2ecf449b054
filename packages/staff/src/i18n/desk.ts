import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-desk';
import { type StaffText, useStaffTexts } from './index';

/** A text of the appointments board and the doctor's desk: a key of `./hi-desk` or of the console's shared `./hi`. */
export type DeskText = Extract<keyof typeof Hindi, string> | StaffText;

/**
 * The texts of the appointments board and the doctor's desk: its own catalogue, registered here (only its files import this module, so in Hindi
 * it loads with them alone, docs/decisions/0032), and the console's shared one.
 */
export const useDeskTexts = combineTexts<DeskText>(
  defineTexts<typeof Hindi>('staff-desk', () => import('./hi-desk')),
  useStaffTexts,
);
