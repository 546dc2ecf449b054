import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-passwords';
import { type AuthText, useAuthTexts } from './index';

/** A text of the forgotten, reset and changed password screens: a key of `./hi-passwords` or of the shared `./hi`. */
export type PasswordsText = Extract<keyof typeof Hindi, string> | AuthText;

/**
 * The texts of the forgotten, reset and changed password screens: their own catalogue, registered here (only these screens import this module, so in
 * Hindi it loads with them alone, docs/decisions/0032), the shared one and contract's account messages.
 */
export const usePasswordsTexts = combineTexts<PasswordsText>(
  defineTexts<typeof Hindi>('auth-passwords', () => import('./hi-passwords')),
  useAuthTexts,
);
