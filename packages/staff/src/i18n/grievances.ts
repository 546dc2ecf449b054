import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-grievances';
import { type StaffText, useStaffTexts } from './index';

/** A text of the grievances inbox: a key of `./hi-grievances` or of the console's shared `./hi`. */
export type GrievanceText = Extract<keyof typeof Hindi, string> | StaffText;

/** The grievances inbox's texts: its own catalogue (it loads with this screen alone, 0032) and the shared one. */
export const useGrievanceTexts = combineTexts<GrievanceText>(
  defineTexts<typeof Hindi>('staff-grievances', () => import('./hi-grievances')),
  useStaffTexts,
);
