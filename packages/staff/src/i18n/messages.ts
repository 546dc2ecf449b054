import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-messages';
import { type StaffText, useStaffTexts } from './index';

/** A text of the messages screen: a key of `./hi-messages` or of the console's shared `./hi`. */
export type MessagesText = Extract<keyof typeof Hindi, string> | StaffText;

/**
 * The texts of the messages screen: its own catalogue, registered here (only its files import this module, so
 * in Hindi it loads with them alone, docs/decisions/0032), and the console's shared one.
 */
export const useMessagesTexts = combineTexts<MessagesText>(
  defineTexts<typeof Hindi>('staff-messages', () => import('./hi-messages')),
  useStaffTexts,
);
