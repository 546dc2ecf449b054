import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-enquiries';
import { type StaffText, useStaffTexts } from './index';

/** A text of the enquiries inbox: a key of `./hi-enquiries` or of the console's shared `./hi`. */
export type InboxText = Extract<keyof typeof Hindi, string> | StaffText;

/**
 * The texts of the enquiries inbox: its own catalogue, registered here (only its files import this module, so in Hindi
 * it loads with them alone, docs/decisions/0032), and the console's shared one.
 */
export const useInboxTexts = combineTexts<InboxText>(
  defineTexts<typeof Hindi>('staff-enquiries', () => import('./hi-enquiries')),
  useStaffTexts,
);
