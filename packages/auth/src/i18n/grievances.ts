import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-grievances';
import { type AuthText, useAuthTexts } from './index';

/** A text of the grievance screens: a key of `./hi-grievances` or of the shared `./hi`. */
export type GrievanceText = Extract<keyof typeof Hindi, string> | AuthText;

/** The grievance screens' texts: their own catalogue (it loads with these screens alone, 0032) and the shared one. */
export const useGrievanceTexts = combineTexts<GrievanceText>(
  defineTexts<typeof Hindi>('auth-grievances', () => import('./hi-grievances')),
  useAuthTexts,
);
