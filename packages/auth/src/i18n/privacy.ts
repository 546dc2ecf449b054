import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-privacy';
import { type AuthText, useAuthTexts } from './index';

/** A text of the privacy notice, privacy and my-data screens: a key of `./hi-privacy` or of the shared `./hi`. */
export type PrivacyText = Extract<keyof typeof Hindi, string> | AuthText;

/**
 * The texts of the privacy notice (also shown in registration), /privacy and /my-data: their own catalogue,
 * contract's notice and privacy messages (`@medibridge/contract/hi-privacy`, docs/decisions/0060), and the
 * shared one. Only these screens import this module, so in Hindi it loads with them alone (0032).
 */
export const usePrivacyTexts = combineTexts<PrivacyText>(
  defineTexts('contract-privacy', () => import('@medibridge/contract/hi-privacy')),
  defineTexts<typeof Hindi>('auth-privacy', () => import('./hi-privacy')),
  useAuthTexts,
);
