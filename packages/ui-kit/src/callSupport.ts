import { SUPPORT_PHONE } from '@medibridge/contract';
import { useUiTexts } from './i18n';

/**
 * The support call button's words, with contract's number: the 404s' (`useNotFoundTexts`) and the shell's
 * error page's. A module of its own so the shell's error page, always loaded, does not bring the 404's words.
 */
export function useCallSupportLabel(): string {
  const t = useUiTexts();
  return t('Call support on {phone}', { phone: SUPPORT_PHONE });
}
