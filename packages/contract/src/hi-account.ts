/**
 * Hindi for the account screens' messages (login, registration, passwords, profile), a catalogue of its own
 * (entry `@medibridge/contract/hi-account`): auth's screens register it, so a route that shows no account form
 * does not download it (docs/decisions/0035). The server's catalogue (`hi.ts`) includes it.
 */
import {
  ACCOUNT_SCREEN_MESSAGES,
  ADDRESS_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './accountRules';
import { MESSAGES_HI } from './hi-screens';
import { catalogueOf, type HindiOf, pairs } from './hiTables';

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

/** English text → Hindi, for the messages above. */
const ACCOUNT_SCREENS_HI: Readonly<Record<string, string>> = catalogueOf(
  pairs(ACCOUNT_SCREEN_MESSAGES, ACCOUNT_SCREEN_MESSAGES_HI),
);

export default ACCOUNT_SCREENS_HI;
