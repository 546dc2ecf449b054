import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-close';
import { type AuthText, useAuthTexts } from './index';

/** A text of the close-account screen: a key of `./hi-close` or of the shared `./hi`. */
export type CloseText = Extract<keyof typeof Hindi, string> | AuthText;

/** The close-account screen's texts: its own catalogue (it loads with this screen alone, 0032) and the shared one. */
export const useCloseTexts = combineTexts<CloseText>(
  defineTexts<typeof Hindi>('auth-close', () => import('./hi-close')),
  useAuthTexts,
);
