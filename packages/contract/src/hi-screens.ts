/**
 * Hindi for the texts of contract that the screens show themselves (SPEC's messages, the form rules' messages,
 * shared option labels and notices): the web app's Hindi catalogue for contract, a lazy chunk loaded with Hindi
 * only (docs/decisions/0017). Messages only the server sends have their Hindi in `hi.ts`: the server translates
 * them, so the web app never downloads them. Entry `@medibridge/contract/hi-screens`.
 */
import {
  ACCOUNT_SCREEN_MESSAGES,
  ADDRESS_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './accountRules';
import {
  PACKAGE_SEARCH_MAX,
  PACKAGE_SEARCH_MIN,
  PACKAGE_SEARCH_TOO_LONG,
  PACKAGE_SEARCH_TOO_SHORT,
} from './searchRules';
import {
  DEMO_SMS_NOTICE,
  MOBILE_PLACEHOLDER,
  GENDER_OPTIONS,
  NO_YES_OCCASIONALLY,
  SUPPORT_HOURS,
} from './constants';
import { ENQUIRY_LIMITS, ENQUIRY_SCREEN_MESSAGES } from './enquiryRules';
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

export const ACCOUNT_SCREEN_MESSAGES_HI: HindiOf<typeof ACCOUNT_SCREEN_MESSAGES> = {
  invalidMobile: MESSAGES_HI.invalidMobile,
  otpInvalidFormat: 'कृपया अपने मोबाइल नंबर पर भेजा गया 6 अंकों का OTP डालें।',
  loginSuccess: MESSAGES_HI.loginSuccess,
  loginInvalid: 'मोबाइल नंबर या पासवर्ड सही नहीं है।',
  registerSuccess: 'रजिस्ट्रेशन सफल रहा।',
  registerFieldErrors: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
  nameRequired: 'कृपया अपना नाम लिखें।',
  nameTooLong: `नाम ज़्यादा से ज़्यादा ${NAME_MAX_LENGTH} अक्षरों का हो सकता है।`,
  emailRequired: 'कृपया अपना ईमेल पता लिखें।',
  emailInvalid: 'कृपया सही ईमेल पता लिखें।',
  passwordRequired: 'कृपया पासवर्ड डालें।',
  passwordTooShort: `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए।`,
  passwordTooLong: `पासवर्ड ज़्यादा से ज़्यादा ${PASSWORD_MAX_LENGTH} अक्षरों का हो सकता है।`,
  passwordsDoNotMatch: 'नया पासवर्ड और कन्फ़र्म पासवर्ड एक जैसे नहीं हैं।',
  confirmPasswordRequired: 'कृपया नया पासवर्ड दोबारा डालकर पुष्टि करें।',
  oldPasswordRequired: 'कृपया अपना पुराना पासवर्ड डालें।',
  profileSaved: MESSAGES_HI.profileSaved,
  profileFieldErrors: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
  photoTooLarge: 'फ़ोटो बहुत बड़ी है। कृपया 2 MB तक की JPG, GIF या PNG फ़ोटो चुनें।',
  photoWrongType: 'फ़ोटो JPG, GIF या PNG होनी चाहिए।',
  dobInvalid: 'कृपया सही जन्मतिथि डालें।',
  pinCodeInvalid: 'पिन कोड ठीक 6 अंकों का होना चाहिए।',
  addressTooLong: `पता ज़्यादा से ज़्यादा ${ADDRESS_MAX_LENGTH} अक्षरों का हो सकता है।`,
  lastNameTooLong: `उपनाम ज़्यादा से ज़्यादा ${NAME_MAX_LENGTH} अक्षरों का हो सकता है।`,
};

export const ENQUIRY_SCREEN_MESSAGES_HI: HindiOf<typeof ENQUIRY_SCREEN_MESSAGES> = {
  fieldErrors: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
  nameRequired: 'कृपया अपना नाम लिखें।',
  nameTooLong: `नाम ज़्यादा से ज़्यादा ${String(ENQUIRY_LIMITS.name)} अक्षरों का हो सकता है।`,
  mobileRequired: 'कृपया अपना मोबाइल नंबर डालें।',
  mobileInvalid: MESSAGES_HI.invalidMobile,
  emailRequired: 'कृपया अपना ईमेल पता लिखें।',
  emailInvalid: 'कृपया सही ईमेल पता लिखें।',
  cityRequired: 'कृपया अपना शहर चुनें।',
  packageRequired: 'कृपया कोई प्रोसीजर या पैकेज चुनें।',
  serviceRequired: 'कृपया कोई सेवा चुनें।',
  genderRequired: 'कृपया लिंग चुनें।',
  messageRequired: 'कृपया एक छोटा संदेश लिखें।',
  ageInvalid: 'उम्र 0 से 120 के बीच की पूर्ण संख्या होनी चाहिए।',
};

/** Hindi of contract's other shared texts: option labels, notices and search messages. */
export const SHARED_HI: Readonly<Record<string, string>> = {
  [DEMO_SMS_NOTICE]: 'डेमो: टेक्स्ट मैसेज असल में नहीं भेजे जाते।',
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

/**
 * Hindi of every service page's label (services.ts), keyed by the English label like every catalogue
 * (services.test.ts requires one for each page).
 */
export const SERVICE_PAGES_HI: Readonly<Record<string, string>> = {
  'Treatment Packages': 'इलाज के पैकेज',
  Hospitalization: 'अस्पताल में भर्ती',
  Dentistry: 'दंत चिकित्सा',
  'International Patients': 'अंतरराष्ट्रीय मरीज़',
  'Transition Care Centre': 'ट्रांज़िशन केयर सेंटर',
  'Lab Tests': 'लैब टेस्ट',
  'Doctor at Home': 'घर पर डॉक्टर',
  'Nurse at Home': 'घर पर नर्स',
  'Physiotherapist at Home': 'घर पर फ़िज़ियो\u00ADथेरेपिस्ट',
  'ICU Setup at Home': 'घर पर ICU सेटअप',
  'Air Ambulance': 'एयर एम्बुलेंस',
  'Ambulance with ICU': 'ICU वाली एम्बुलेंस',
  'Ambulance with Doctor': 'डॉक्टर के साथ एम्बुलेंस',
  'Ambulance with Nurse': 'नर्स के साथ एम्बुलेंस',
  'Dead Body Ambulance': 'शव वाहन एम्बुलेंस',
};

/** English text → Hindi, for every text above (function messages are looked up by their tables). */
const CONTRACT_SCREENS_HI: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries([
    ...pairs(MESSAGES, MESSAGES_HI),
    ...pairs(ACCOUNT_SCREEN_MESSAGES, ACCOUNT_SCREEN_MESSAGES_HI),
    ...pairs(ENQUIRY_SCREEN_MESSAGES, ENQUIRY_SCREEN_MESSAGES_HI),
  ]),
  ...SHARED_HI,
  ...SERVICE_PAGES_HI,
});

export default CONTRACT_SCREENS_HI;
