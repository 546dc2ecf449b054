export {
  browserLanguage,
  getLanguage,
  htmlLang,
  initialLanguage,
  subscribeLanguage,
} from './language';
export {
  changeLanguage,
  defineTexts,
  fillText,
  loadLanguage,
  prepareLanguage,
  resetTextsForTests,
  translate,
  useLanguage,
  useUiTexts,
  type Catalogue,
  type TextValues,
  type Translate,
} from './texts';
export { combineTexts } from './combineTexts';
export { textKey } from './textKey';
