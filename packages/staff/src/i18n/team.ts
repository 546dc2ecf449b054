import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-team';
import { type StaffText, useStaffTexts } from './index';

/** A text of the staff screen: a key of `./hi-team` or of the console's shared `./hi`. */
export type TeamText = Extract<keyof typeof Hindi, string> | StaffText;

/**
 * The texts of the admin's staff screen (docs/decisions/0056): its own catalogue, registered here (only its
 * files import this module, docs/decisions/0032), and the console's shared one.
 */
export const useTeamTexts = combineTexts<TeamText>(
  defineTexts<typeof Hindi>('staff-team', () => import('./hi-team')),
  useStaffTexts,
);
