import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-registration';
import { type AuthText, useAuthTexts } from './index';

/** A text of the mobile verification, OTP and registration screens: a key of `./hi-registration` or of the shared `./hi`. */
export type RegistrationText = Extract<keyof typeof Hindi, string> | AuthText;

/**
 * The texts of the mobile verification, OTP and registration screens: their own catalogue, registered here (only these screens import this module, so in
 * Hindi it loads with them alone, docs/decisions/0032), the shared one and contract's account messages.
 */
export const useRegistrationTexts = combineTexts<RegistrationText>(
  defineTexts<typeof Hindi>('auth-registration', () => import('./hi-registration')),
  useAuthTexts,
);
