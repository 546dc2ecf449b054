import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi';

/** A text of the account screens: an English key of `./hi`. */
export type AuthText = Extract<keyof typeof Hindi, string>;

/**
 * Contract's account form messages (ACCOUNT_SCREEN_MESSAGES) in Hindi: the account screens show them (form
 * errors, results), so they load with these screens and no other route downloads them (docs/decisions/0035).
 */
const useAccountMessages = defineTexts(
  'contract-account',
  () => import('@medibridge/contract/hi-account'),
);

/** The account screens' texts (docs/decisions/0017) and contract's account messages: `const t = useAuthTexts()`. */
export const useAuthTexts = combineTexts<AuthText>(
  useAccountMessages,
  defineTexts<typeof Hindi>('auth', () => import('./hi')),
);
