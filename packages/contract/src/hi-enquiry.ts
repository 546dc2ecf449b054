/**
 * Hindi for the enquiry forms' messages, a catalogue of its own (entry `@medibridge/contract/hi-enquiry`): the
 * enquiry pages and modals register it, so a route that shows no enquiry form does not download it
 * (docs/decisions/0035). The server's catalogue (`hi.ts`) includes it.
 */
import { ENQUIRY_LIMITS, ENQUIRY_SCREEN_MESSAGES } from './enquiryRules';
import { MESSAGES_HI } from './hi-screens';
import { catalogueOf, type HindiOf, pairs } from './hiTables';

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

/** English text → Hindi, for the messages above. */
const ENQUIRY_SCREENS_HI: Readonly<Record<string, string>> = catalogueOf(
  pairs(ENQUIRY_SCREEN_MESSAGES, ENQUIRY_SCREEN_MESSAGES_HI),
);

export default ENQUIRY_SCREENS_HI;
