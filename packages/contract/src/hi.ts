/**
 * Hindi for the texts contract owns (SPEC's messages, the API's messages, shared option labels), as the
 * server sends them and the screens show them (docs/decisions/0017). Each table is keyed like its English
 * one, so a message added in English without Hindi does not compile. The default export is the catalogue:
 * English text → Hindi. Entry `@medibridge/contract/hi`: the web app loads it lazily with Hindi only.
 */
import {
  ACCOUNT_MESSAGES,
  ADDRESS_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  OTP_TTL_MINUTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_TTL_MINUTES,
} from './accountRules';
import {
  PACKAGE_SEARCH_MAX,
  PACKAGE_SEARCH_MIN,
  PACKAGE_SEARCH_TOO_LONG,
  PACKAGE_SEARCH_TOO_SHORT,
} from './searchRules';
import {
  BLOOD_GROUPS,
  DEMO_SMS_NOTICE,
  MOBILE_PLACEHOLDER,
  GENDER_OPTIONS,
  NO_YES_OCCASIONALLY,
  SUPPORT_HOURS,
} from './constants';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES } from './enquiryRules';
import { MESSAGES } from './messages';
import { AMBULANCE_SERVICES, HOME_CARE_SERVICES } from './services';

type HindiOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

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

export const ACCOUNT_MESSAGES_HI: HindiOf<typeof ACCOUNT_MESSAGES> = {
  invalidMobile: MESSAGES_HI.invalidMobile,
  otpSent: `हमने आपके मोबाइल नंबर पर ${OTP_LENGTH} अंकों का OTP भेजा है। यह ${OTP_TTL_MINUTES} मिनट तक मान्य है।`,
  otpResent: `आपके मोबाइल नंबर पर नया OTP भेज दिया गया है। यह ${OTP_TTL_MINUTES} मिनट तक मान्य है।`,
  mobileAlreadyRegistered: 'यह मोबाइल नंबर पहले से रजिस्टर्ड है। कृपया लॉगिन करें।',
  otpTooManySends: 'इस मोबाइल नंबर के लिए बहुत ज़्यादा OTP माँगे गए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  otpVerified: 'मोबाइल नंबर सफलतापूर्वक सत्यापित हो गया।',
  otpWrong: 'आपका डाला गया OTP गलत है। कृपया जाँचकर फिर से कोशिश करें।',
  otpExpired: 'इस OTP की समय-सीमा खत्म हो गई है। नया OTP पाने के लिए Resend OTP दबाएँ।',
  otpDead: 'बहुत ज़्यादा गलत प्रयास हो गए। नया OTP पाने के लिए Resend OTP दबाएँ।',
  otpUsed: 'यह OTP पहले ही इस्तेमाल हो चुका है। नया OTP पाने के लिए Resend OTP दबाएँ।',
  otpUnknown: 'यह सत्यापन खत्म हो गया है। कृपया अपना मोबाइल नंबर फिर से डालें।',
  otpInvalidFormat: 'कृपया अपने मोबाइल नंबर पर भेजा गया 6 अंकों का OTP डालें।',
  loginSuccess: MESSAGES_HI.loginSuccess,
  loginInvalid: 'मोबाइल नंबर या पासवर्ड सही नहीं है।',
  loginLocked:
    'लॉगिन के बहुत ज़्यादा असफल प्रयास हुए हैं। कृपया 15 मिनट बाद फिर से कोशिश करें, या अपना पासवर्ड रीसेट करें।',
  registerSuccess: 'रजिस्ट्रेशन सफल रहा।',
  registerSuccessUnknownShareCode:
    'रजिस्ट्रेशन सफल रहा। रेफ़रल कोड पहचाना नहीं गया, इसलिए कोई रेफ़रल बोनस नहीं जोड़ा गया।',
  registerMobileNotVerified:
    'रजिस्टर करने से पहले कृपया OTP से अपना मोबाइल नंबर सत्यापित करें। सत्यापन 30 मिनट तक मान्य रहता है।',
  registerFieldErrors: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
  nameRequired: 'कृपया अपना नाम लिखें।',
  nameTooLong: `नाम ज़्यादा से ज़्यादा ${NAME_MAX_LENGTH} अक्षरों का हो सकता है।`,
  nameCharacters: 'नाम में केवल अक्षर, स्पेस, बिंदु, एपॉस्ट्रॉफ़ी और हाइफ़न हो सकते हैं।',
  emailRequired: 'कृपया अपना ईमेल पता लिखें।',
  emailInvalid: 'कृपया सही ईमेल पता लिखें।',
  passwordRequired: 'कृपया पासवर्ड डालें।',
  passwordTooShort: `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए।`,
  passwordTooLong: `पासवर्ड ज़्यादा से ज़्यादा ${PASSWORD_MAX_LENGTH} अक्षरों का हो सकता है।`,
  passwordTooCommon: 'यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
  forgetPasswordSent: `नया पासवर्ड सेट करने का लिंक आपके मोबाइल नंबर पर भेज दिया गया है। यह ${RESET_LINK_TTL_MINUTES} मिनट तक मान्य है।`,
  forgetPasswordUnknown: 'यह मोबाइल नंबर हमारे यहाँ रजिस्टर्ड नहीं है। कृपया नंबर जाँचें या नया अकाउंट बनाएँ।',
  forgetPasswordTooMany:
    'इस मोबाइल नंबर के लिए पासवर्ड रीसेट के बहुत ज़्यादा अनुरोध हुए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  resetPasswordDone: 'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉगिन करें।',
  resetLinkInvalid:
    'पासवर्ड रीसेट का यह लिंक गलत है, इसकी समय-सीमा खत्म हो गई है या यह पहले ही इस्तेमाल हो चुका है। कृपया Forgot Password से नया लिंक माँगें।',
  resetLinkValid: 'कृपया नया पासवर्ड चुनें।',
  passwordsDoNotMatch: 'नया पासवर्ड और कन्फ़र्म पासवर्ड एक जैसे नहीं हैं।',
  confirmPasswordRequired: 'कृपया नया पासवर्ड दोबारा डालकर पुष्टि करें।',
  oldPasswordRequired: 'कृपया अपना पुराना पासवर्ड डालें।',
  oldPasswordWrong: 'आपका पुराना पासवर्ड गलत है।',
  newPasswordSameAsOld: 'नया पासवर्ड पुराने पासवर्ड से अलग होना चाहिए।',
  passwordChanged: 'पासवर्ड सफलतापूर्वक बदल गया। बाकी सभी डिवाइस पर आप लॉगआउट हो गए हैं।',
  profileSaved: MESSAGES_HI.profileSaved,
  profileFieldErrors: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
  photoTooLarge: 'फ़ोटो बहुत बड़ी है। कृपया 2 MB तक की JPG, GIF या PNG फ़ोटो चुनें।',
  photoWrongType: 'फ़ोटो JPG, GIF या PNG होनी चाहिए।',
  photoUnreadable: 'यह फ़ोटो पढ़ी नहीं जा सकी। कृपया कोई दूसरी JPG, GIF या PNG फ़ोटो चुनें।',
  dobInvalid: 'कृपया सही जन्मतिथि डालें।',
  pinCodeInvalid: 'पिन कोड ठीक 6 अंकों का होना चाहिए।',
  bloodGroupInvalid: `ब्लड ग्रुप इनमें से कोई एक होना चाहिए: ${BLOOD_GROUPS.join(', ')}।`,
  addressTooLong: `पता ज़्यादा से ज़्यादा ${ADDRESS_MAX_LENGTH} अक्षरों का हो सकता है।`,
  lastNameTooLong: `उपनाम ज़्यादा से ज़्यादा ${NAME_MAX_LENGTH} अक्षरों का हो सकता है।`,
  placeInvalid: 'कृपया कोई सही विकल्प चुनें।',
  notYourAccount: 'आप केवल अपना ही अकाउंट देख और बदल सकते हैं।',
  loggedOut: 'आप लॉगआउट हो गए हैं।',
};

export const ENQUIRY_MESSAGES_HI: HindiOf<typeof ENQUIRY_MESSAGES> = {
  success: MESSAGES_HI.enquirySuccess,
  fieldErrors: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
  typeInvalid: 'कृपया चुनें कि आपको किस चीज़ में मदद चाहिए।',
  formInvalid: 'फ़ॉर्म modal या page होना चाहिए।',
  nameRequired: 'कृपया अपना नाम लिखें।',
  nameTooLong: `नाम ज़्यादा से ज़्यादा ${String(ENQUIRY_LIMITS.name)} अक्षरों का हो सकता है।`,
  mobileRequired: 'कृपया अपना मोबाइल नंबर डालें।',
  mobileInvalid: MESSAGES_HI.invalidMobile,
  emailRequired: 'कृपया अपना ईमेल पता लिखें।',
  emailInvalid: 'कृपया सही ईमेल पता लिखें।',
  cityRequired: 'कृपया अपना शहर चुनें।',
  cityUnknown: 'कृपया सूची में से कोई शहर चुनें।',
  packageRequired: 'कृपया कोई प्रोसीजर या पैकेज चुनें।',
  packageUnknown: 'कृपया सूची में से कोई प्रोसीजर या पैकेज चुनें।',
  serviceRequired: 'कृपया कोई सेवा चुनें।',
  serviceInvalid: 'कृपया इस फ़ॉर्म में दी गई सेवाओं में से कोई एक चुनें।',
  genderRequired: 'कृपया लिंग चुनें।',
  genderInvalid: 'लिंग पुरुष, महिला या अन्य होना चाहिए।',
  messageRequired: 'कृपया एक छोटा संदेश लिखें।',
  ageInvalid: 'उम्र 0 से 120 के बीच की पूर्ण संख्या होनी चाहिए।',
  idInvalid: 'यह एक धनात्मक पूर्ण संख्या होनी चाहिए।',
  textTooLong: (max: number) => `यह ज़्यादा से ज़्यादा ${String(max)} अक्षरों का हो सकता है।`,
  notText: 'यह टेक्स्ट होना चाहिए।',
  honeypot: 'इस फ़ील्ड को खाली छोड़ें।',
  tooManyForMobile:
    'इस मोबाइल नंबर से हमें पहले ही कई अनुरोध मिल चुके हैं। कृपया अगला अनुरोध भेजने से पहले एक घंटा रुकें, या हमें कॉल करें।',
  tooManyForIp:
    'आपके नेटवर्क से बहुत ज़्यादा अनुरोध भेजे गए हैं। कृपया अगला अनुरोध भेजने से पहले एक घंटा रुकें, या हमें कॉल करें।',
};

/** Hindi of contract's other shared texts: option labels, notices and search messages. */
const SHARED_HI: Readonly<Record<string, string>> = {
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
  [AMBULANCE_SERVICES[0].label]: 'एयर एम्बुलेंस',
  [AMBULANCE_SERVICES[1].label]: 'ICU वाली एम्बुलेंस',
  [AMBULANCE_SERVICES[2].label]: 'डॉक्टर के साथ एम्बुलेंस',
  [AMBULANCE_SERVICES[3].label]: 'नर्स के साथ एम्बुलेंस',
  [AMBULANCE_SERVICES[4].label]: 'शव वाहन एम्बुलेंस',
  [HOME_CARE_SERVICES[0].label]: 'घर पर डॉक्टर',
  [HOME_CARE_SERVICES[1].label]: 'घर पर नर्स',
  [HOME_CARE_SERVICES[2].label]: 'घर पर फ़िज़ियोथेरेपिस्ट',
  [HOME_CARE_SERVICES[3].label]: 'घर पर ICU सेटअप',
};

function pairs<T extends Record<string, unknown>>(
  english: T,
  hindi: HindiOf<T>,
): [string, string][] {
  return Object.keys(english).flatMap((key) => {
    const en = english[key];
    const hi = (hindi as Record<string, unknown>)[key];
    return typeof en === 'string' && typeof hi === 'string' ? [[en, hi] as [string, string]] : [];
  });
}

/** English text → Hindi, for every text above (function messages are looked up by their tables). */
const CONTRACT_HI: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries([
    ...pairs(MESSAGES, MESSAGES_HI),
    ...pairs(ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_HI),
    ...pairs(ENQUIRY_MESSAGES, ENQUIRY_MESSAGES_HI),
  ]),
  ...SHARED_HI,
});

export default CONTRACT_HI;
