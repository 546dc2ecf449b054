import { defineTexts, type Translate } from '@medibridge/ui-kit';
import type Hindi from './hi-follow-up';
import { type StaffText, useStaffTexts } from './index';

/** A text of an opened enquiry's notes and call-back form: a key of `./hi-follow-up` or of the shared `./hi`. */
export type FollowUpText = Extract<keyof typeof Hindi, string> | StaffText;

// Registered by this module, which only the lazily loaded follow-up form imports: in Hindi its catalogue
// loads with that chunk alone.
const useOwnTexts = defineTexts<typeof Hindi>('staff-follow-up', () => import('./hi-follow-up'));

/** The texts of the notes and call-back form: their own catalogue, then the console's. */
export function useFollowUpTexts(): Translate<FollowUpText> {
  useOwnTexts();
  return useStaffTexts() as Translate<FollowUpText>;
}
