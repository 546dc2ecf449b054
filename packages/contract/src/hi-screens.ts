/**
 * Hindi for the texts of contract that every screen may show (SPEC's messages, shared option labels, notices): the web app's Hindi catalogue for contract, a lazy chunk loaded with Hindi only
 * (docs/decisions/0017). The account and enquiry forms' messages and the service pages' names are catalogues of
 * their own (`hi-account.ts`, `hi-enquiry.ts`, `hi-services.ts`), registered by the screens that show them
 * (docs/decisions/0035). Messages only the server
 * sends have their Hindi in `hi.ts`: the server translates them, so the web app never downloads them. Entry
 * `@medibridge/contract/hi-screens`.
 */
import {
  PACKAGE_SEARCH_MAX,
  PACKAGE_SEARCH_MIN,
  PACKAGE_SEARCH_TOO_LONG,
  PACKAGE_SEARCH_TOO_SHORT,
} from './searchRules';
import {
  DEMO_SMS_NOTICE,
  MOBILE_PLACEHOLDER,
  UNREACHABLE_MESSAGE,
  GENDER_OPTIONS,
  NO_YES_OCCASIONALLY,
  SUPPORT_HOURS,
} from './constants';
import { MESSAGES } from './messages';
import { type HindiOf, pairs } from './hiTables';

export { type HindiOf, pairs } from './hiTables';

export const MESSAGES_HI: HindiOf<typeof MESSAGES> = {
  allFieldsRequired: 'सभी फ़ील्ड भरना ज़रूरी है',
  nameOrMobileRequired: 'नाम या मोबाइल नंबर भरना ज़रूरी है',
  invalidMobile: 'मोबाइल नंबर सही नहीं है।',
  invalidLogin: 'यूज़रनेम या पासवर्ड सही नहीं है',
  enquirySuccess:
    'आपका अनुरोध सफलतापूर्वक दर्ज हो गया है। हमारा एक प्रतिनिधि जल्द ही आपसे संपर्क करेगा। धन्यवाद!',
  profileSaved: 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई।',
  loginSuccess: 'लॉगिन सफल रहा।',
  appointmentCancelled: 'अपॉइंटमेंट सफलतापूर्वक रद्द कर दिया गया।',
  appointmentNotCancelled: 'अपॉइंटमेंट अभी रद्द नहीं हुआ है।',
  pinCodeRequired: 'पिन कोड ज़रूरी है',
  addressRequired: 'पता ज़रूरी है',
};

/** Hindi of contract's other shared texts: option labels, notices and search messages. */
export const SHARED_HI: Readonly<Record<string, string>> = {
  [DEMO_SMS_NOTICE]: 'डेमो: टेक्स्ट मैसेज असल में नहीं भेजे जाते।',
  [UNREACHABLE_MESSAGE]:
    'MediBridge से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  [MOBILE_PLACEHOLDER]: '10 अंकों का मोबाइल नंबर डालें',
  [SUPPORT_HOURS]: 'सोमवार से शनिवार, सुबह 8 बजे से रात 8 बजे तक; एम्बुलेंस अनुरोध 24×7',
  [PACKAGE_SEARCH_TOO_SHORT]: `पैकेज खोजने के लिए कम से कम ${PACKAGE_SEARCH_MIN} अक्षर लिखें।`,
  [PACKAGE_SEARCH_TOO_LONG]: `खोज का टेक्स्ट ज़्यादा से ज़्यादा ${PACKAGE_SEARCH_MAX} अक्षरों का हो सकता है।`,
  [GENDER_OPTIONS[0].label]: 'पुरुष',
  [GENDER_OPTIONS[1].label]: 'महिला',
  [GENDER_OPTIONS[2].label]: 'अन्य',
  [NO_YES_OCCASIONALLY[0]]: 'नहीं',
  [NO_YES_OCCASIONALLY[1]]: 'हाँ',
  [NO_YES_OCCASIONALLY[2]]: 'कभी-कभी',
};

/** English text → Hindi, for every text above (function messages are looked up by their tables). */
const CONTRACT_SCREENS_HI: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries([...pairs(MESSAGES, MESSAGES_HI)]),
  ...SHARED_HI,
});

export default CONTRACT_SCREENS_HI;
