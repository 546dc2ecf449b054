import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-security';
import { type StaffText, useStaffTexts } from './index';

/** A text of the security log screen: a key of `./hi-security` or of the console's shared `./hi`. */
export type SecurityText = Extract<keyof typeof Hindi, string> | StaffText;

/** The security log screen's texts: its own catalogue (it loads with this screen alone, 0032) and the shared one. */
export const useSecurityTexts = combineTexts<SecurityText>(
  defineTexts<typeof Hindi>('staff-security', () => import('./hi-security')),
  useStaffTexts,
);
