import { defineTexts } from './texts';
import type Hindi from './hi';

export { browserLanguage, getLanguage, htmlLang, initialLanguage, subscribeLanguage } from './language';
export {
  changeLanguage,
  defineTexts,
  fillText,
  loadLanguage,
  prepareLanguage,
  resetTextsForTests,
  translate,
  useLanguage,
  type Catalogue,
  type TextValues,
  type Translate,
} from './texts';

/** ui-kit's own texts. */
export const useUiTexts = defineTexts<typeof Hindi>('ui-kit', () => import('./hi'));

/**
 * contract's texts (SPEC's and the API's messages, shared option labels), registered here because every
 * screen stands on ui-kit: `translate(MESSAGES.invalidMobile)` finds their Hindi once Hindi is on.
 */
defineTexts('contract', () => import('@medibridge/contract/hi'));
