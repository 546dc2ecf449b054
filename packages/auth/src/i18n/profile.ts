import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-profile';
import { type AuthText, useAuthTexts } from './index';

/** A text of the profile and refer-and-earn screens: a key of `./hi-profile` or of the shared `./hi`. */
export type ProfileText = Extract<keyof typeof Hindi, string> | AuthText;

/**
 * The texts of the profile and refer-and-earn screens: their own catalogue, registered here (only these screens import this module, so in
 * Hindi it loads with them alone, docs/decisions/0032), the shared one and contract's account messages.
 */
export const useProfileTexts = combineTexts<ProfileText>(
  defineTexts<typeof Hindi>('auth-profile', () => import('./hi-profile')),
  useAuthTexts,
);
