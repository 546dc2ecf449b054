/**
 * Hindi for every text contract owns, as the server sends it (docs/decisions/0017): the screens' share
 * (`hi-screens.ts`, the web app's catalogue) plus the messages only the server sends. Each table is keyed like
 * its English one, so a message added in English without Hindi does not compile. The default export is the
 * catalogue the API translates with: English text → Hindi. Entry `@medibridge/contract/hi`.
 */
import { OTP_LENGTH, OTP_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from './accountRules';
import { type ACCOUNT_MESSAGES, ACCOUNT_SERVER_MESSAGES } from './accountServerMessages';
import { APPOINTMENT_SERVER_MESSAGES } from './appointmentRules';
import BOOKING_HI from './hi-booking';
import VIDEO_HI from './hi-video';
import DEPARTMENTS_HI from './hi-departments';
import PHARMACY_HI from './hi-pharmacy';
import { MEDICINE_ADMIN_HI } from './hi-medicine-admin';
import CATALOGUE_ADMIN_HI from './hi-catalogue-admin';
import PRIVACY_HI from './hi-privacy';
import { BLOOD_GROUPS } from './constants';
import {
  type ENQUIRY_MESSAGES,
  ENQUIRY_SERVER_MESSAGES,
  STAFF_ENQUIRY_MESSAGES,
} from './enquiryRules';
import ACCOUNT_SCREENS_HI, { ACCOUNT_SCREEN_MESSAGES_HI } from './hi-account';
import ENQUIRY_SCREENS_HI, { ENQUIRY_SCREEN_MESSAGES_HI } from './hi-enquiry';
import SERVICE_PAGES_HI from './hi-services';
import CONTRACT_SCREENS_HI, { MESSAGES_HI, pairs, type HindiOf } from './hi-screens';

export { MESSAGES_HI };

const ACCOUNT_SERVER_MESSAGES_HI: HindiOf<typeof ACCOUNT_SERVER_MESSAGES> = {
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
  loginLocked:
    'लॉगिन के बहुत ज़्यादा असफल प्रयास हुए हैं। कृपया 15 मिनट बाद फिर से कोशिश करें, या अपना पासवर्ड रीसेट करें।',
  registerSuccessUnknownShareCode:
    'रजिस्ट्रेशन सफल रहा। रेफ़रल कोड पहचाना नहीं गया, इसलिए कोई रेफ़रल बोनस नहीं जोड़ा गया।',
  registerMobileNotVerified:
    'रजिस्टर करने से पहले कृपया OTP से अपना मोबाइल नंबर सत्यापित करें। सत्यापन 30 मिनट तक मान्य रहता है।',
  nameCharacters: 'नाम में केवल अक्षर, स्पेस, बिंदु, एपॉस्ट्रॉफ़ी और हाइफ़न हो सकते हैं।',
  passwordTooCommon: 'यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
  forgetPasswordSent: `नया पासवर्ड सेट करने का लिंक आपके मोबाइल नंबर पर भेज दिया गया है। यह ${RESET_LINK_TTL_MINUTES} मिनट तक मान्य है।`,
  forgetPasswordUnknown: 'यह मोबाइल नंबर हमारे यहाँ रजिस्टर्ड नहीं है। कृपया नंबर जाँचें या नया अकाउंट बनाएँ।',
  forgetPasswordTooMany:
    'इस मोबाइल नंबर के लिए पासवर्ड रीसेट के बहुत ज़्यादा अनुरोध हुए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  resetPasswordDone: 'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉगिन करें।',
  resetLinkInvalid:
    'पासवर्ड रीसेट का यह लिंक गलत है, इसकी समय-सीमा खत्म हो गई है या यह पहले ही इस्तेमाल हो चुका है। कृपया Forgot Password से नया लिंक माँगें।',
  resetLinkValid: 'कृपया नया पासवर्ड चुनें।',
  accountDisabled:
    'यह स्टाफ़ अकाउंट बंद कर दिया गया है, इसलिए इससे लॉगिन नहीं हो सकता। इसे फिर से चालू करने के लिए किसी एडमिन से कहें।',
  oldPasswordWrong: 'आपका पुराना पासवर्ड गलत है।',
  newPasswordSameAsOld: 'नया पासवर्ड पुराने पासवर्ड से अलग होना चाहिए।',
  passwordChanged: 'पासवर्ड सफलतापूर्वक बदल गया। बाकी सभी डिवाइस पर आप लॉगआउट हो गए हैं।',
  photoUnreadable: 'यह फ़ोटो पढ़ी नहीं जा सकी। कृपया कोई दूसरी JPG, GIF या PNG फ़ोटो चुनें।',
  bloodGroupInvalid: `ब्लड ग्रुप इनमें से कोई एक होना चाहिए: ${BLOOD_GROUPS.join(', ')}।`,
  placeInvalid: 'कृपया कोई सही विकल्प चुनें।',
  notYourAccount: 'आप केवल अपना ही अकाउंट देख और बदल सकते हैं।',
  loggedOut: 'आप लॉगआउट हो गए हैं।',
};

/** Hindi of every account message (the screens' share and the server's). */
export const ACCOUNT_MESSAGES_HI: HindiOf<typeof ACCOUNT_MESSAGES> = {
  ...ACCOUNT_SCREEN_MESSAGES_HI,
  ...ACCOUNT_SERVER_MESSAGES_HI,
};

const ENQUIRY_SERVER_MESSAGES_HI: HindiOf<typeof ENQUIRY_SERVER_MESSAGES> = {
  success: MESSAGES_HI.enquirySuccess,
  typeInvalid: 'कृपया चुनें कि आपको किस चीज़ में मदद चाहिए।',
  formInvalid: 'फ़ॉर्म modal या page होना चाहिए।',
  cityUnknown: 'कृपया सूची में से कोई शहर चुनें।',
  packageUnknown: 'कृपया सूची में से कोई प्रोसीजर या पैकेज चुनें।',
  serviceInvalid: 'कृपया इस फ़ॉर्म में दी गई सेवाओं में से कोई एक चुनें।',
  genderInvalid: 'लिंग पुरुष, महिला या अन्य होना चाहिए।',
  idInvalid: 'यह एक धनात्मक पूर्ण संख्या होनी चाहिए।',
  textTooLong: (max: number) => `यह ज़्यादा से ज़्यादा ${String(max)} अक्षरों का हो सकता है।`,
  notText: 'यह टेक्स्ट होना चाहिए।',
  honeypot: 'इस फ़ील्ड को खाली छोड़ें।',
  tooManyForMobile:
    'इस मोबाइल नंबर से हमें पहले ही कई अनुरोध मिल चुके हैं। कृपया अगला अनुरोध भेजने से पहले एक घंटा रुकें, या हमें कॉल करें।',
  tooManyForIp:
    'आपके नेटवर्क से बहुत ज़्यादा अनुरोध भेजे गए हैं। कृपया अगला अनुरोध भेजने से पहले एक घंटा रुकें, या हमें कॉल करें।',
};

/** Hindi of every enquiry message. */
export const ENQUIRY_MESSAGES_HI: HindiOf<typeof ENQUIRY_MESSAGES> = {
  ...ENQUIRY_SCREEN_MESSAGES_HI,
  ...ENQUIRY_SERVER_MESSAGES_HI,
};

/** Hindi of the staff enquiry calls' messages (notes, call-backs, the inbox search). */
export const STAFF_ENQUIRY_MESSAGES_HI: HindiOf<typeof STAFF_ENQUIRY_MESSAGES> = {
  noteEmpty: 'नोट लिखें: यह खाली नहीं हो सकता।',
  noteTooLong: 'नोट ज़्यादा से ज़्यादा 1,000 अक्षरों का हो सकता है।',
  callBackRequired:
    'कॉल-बैक का समय भारत के समय में तारीख़ और समय के रूप में दें (जैसे 2026-11-27T10:30), या उसे हटाने के लिए null भेजें।',
  callBackPast: 'कॉल-बैक का समय आगे का होना चाहिए।',
  callBackTooFar: 'कॉल-बैक अगले 90 दिनों के अंदर रखें।',
  callBackClosed: 'यह पूछताछ बंद है। कॉल-बैक रखने से पहले इसकी स्थिति नई या संपर्क किया गया पर रखें।',
  searchTooShort: 'खोजने के लिए कम से कम 2 अक्षर लिखें।',
  searchTooLong: 'ज़्यादा से ज़्यादा 100 अक्षरों से खोजें।',
  callBackFilterInvalid: 'call_back या तो due हो सकता है या scheduled।',
};

/** Hindi of the department and schedule calls' messages. */
export const APPOINTMENT_SERVER_MESSAGES_HI: HindiOf<typeof APPOINTMENT_SERVER_MESSAGES> = {
  departmentUnknown: 'यह विभाग मौजूद नहीं है या अभी अपॉइंटमेंट नहीं ले रहा है।',
  dateOutsideWindow: 'कृपया अगले सात दिनों में से कोई दिन चुनें।',
  dateInvalid: 'कृपया एक तारीख चुनें।',
};

/**
 * English text → Hindi, for every text of contract: the screens' catalogue plus the server halves (function
 * messages are looked up by their tables).
 */
const CONTRACT_HI: Readonly<Record<string, string>> = Object.freeze({
  ...CONTRACT_SCREENS_HI,
  ...ACCOUNT_SCREENS_HI,
  ...ENQUIRY_SCREENS_HI,
  ...SERVICE_PAGES_HI,
  ...Object.fromEntries([
    ...pairs(ACCOUNT_SERVER_MESSAGES, ACCOUNT_SERVER_MESSAGES_HI),
    ...pairs(ENQUIRY_SERVER_MESSAGES, ENQUIRY_SERVER_MESSAGES_HI),
    ...pairs(APPOINTMENT_SERVER_MESSAGES, APPOINTMENT_SERVER_MESSAGES_HI),
    ...pairs(STAFF_ENQUIRY_MESSAGES, STAFF_ENQUIRY_MESSAGES_HI),
  ]),
  ...BOOKING_HI,
  ...VIDEO_HI,
  ...DEPARTMENTS_HI,
  ...PHARMACY_HI,
  ...MEDICINE_ADMIN_HI,
  ...CATALOGUE_ADMIN_HI,
  ...PRIVACY_HI,
});

export default CONTRACT_HI;
