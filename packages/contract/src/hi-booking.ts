/**
 * Hindi for the booking and payment messages, a catalogue of its own (entry `@medibridge/contract/hi-booking`):
 * only the booking screens show them, so the web app loads it with those screens (in Hindi), not with every
 * route's share of contract (`hi-screens`). The call's refusals are `hi-video.ts`. The server's catalogue (`hi.ts`)
 * includes both.
 */
import { BOOKING_MESSAGES } from './appointmentRules';
import { catalogueOf, type HindiOf, pairs } from './hiTables';

/** Hindi of the booking and payment messages (screens and server show them alike). */
export const BOOKING_MESSAGES_HI: HindiOf<typeof BOOKING_MESSAGES> = {
  slotTaken: 'माफ़ कीजिए, यह समय अभी-अभी किसी और ने बुक कर लिया। कृपया वापस जाकर कोई दूसरा समय चुनें।',
  slotRequired: 'कृपया समय (शेड्यूल) चुनें।',
  slotNotOffered: 'चुनी गई तारीख पर इस विभाग में यह समय उपलब्ध नहीं है। कृपया कोई दूसरा समय चुनें।',
  slotPast: 'यह समय निकल चुका है। कृपया बाद का कोई समय चुनें।',
  departmentRequired: 'कृपया विभाग चुनें।',
  nameRequired: 'कृपया मरीज़ का नाम डालें।',
  emailInvalid: 'कृपया सही ईमेल पता लिखें।',
  genderRequired: 'कृपया लिंग चुनें।',
  ageRequired: 'कृपया उम्र चुनें।',
  companionNameRequired: 'मरीज़ 18 वर्ष से कम का है: कृपया साथ आने वाले वयस्क का नाम लिखें।',
  companionRelationshipRequired:
    'मरीज़ 18 वर्ष से कम का है: कृपया बताएँ कि साथ आने वाले वयस्क का मरीज़ से क्या संबंध है।',
  weightRequired: 'कृपया वज़न चुनें।',
  diabeticRequired: 'कृपया बताएँ: डायबिटीज़ है?',
  bloodPressureRequired: 'कृपया बताएँ: ब्लड प्रेशर है?',
  smokeRequired: 'कृपया बताएँ: धूम्रपान करते हैं?',
  alcoholRequired: 'कृपया बताएँ: शराब पीते हैं?',
  modeRequired: 'कृपया वीडियो या ऑडियो चुनें।',
  symptomsRequired: 'कृपया अपने लक्षण बताएँ।',
  documentTooLarge: 'फ़ाइल बहुत बड़ी है। कृपया 5 MB तक की JPG, PNG या PDF फ़ाइल चुनें।',
  documentWrongType: 'फ़ाइल JPG, PNG या PDF होनी चाहिए।',
  appointmentUnknown: 'यह अपॉइंटमेंट आपके खाते में नहीं मिला।',
  paymentNotRetryable: 'इस अपॉइंटमेंट के लिए अब भुगतान की ज़रूरत नहीं है।',
  followUpMessageRequired: 'कृपया डॉक्टर के लिए संदेश लिखें।',
  followUpDocumentRequired: 'कृपया कोई रिपोर्ट या दस्तावेज़ (JPG, PNG या PDF) जोड़ें।',
  followUpNotAllowed: 'फ़ॉलो-अप तभी भेजा जा सकता है जब डॉक्टर आपका परामर्श पूरा कर दें, और केवल एक बार।',
  followUpSent: 'आपका फ़ॉलो-अप डॉक्टर को भेज दिया गया है। जवाब आने पर आपको SMS मिलेगा।',
  documentsSent: 'आपके दस्तावेज़ इस अपॉइंटमेंट में जोड़ दिए गए हैं।',
  documentsTooMany: 'एक अपॉइंटमेंट में ज़्यादा से ज़्यादा 10 दस्तावेज़ रखे जा सकते हैं।',
  nothingFound: 'इस अपॉइंटमेंट के लिए अभी कुछ नहीं भेजा गया है।',
  cancelNotAllowed:
    'यह अपॉइंटमेंट अब रद्द नहीं किया जा सकता: केवल वही पुष्ट अपॉइंटमेंट रद्द हो सकता है जो अभी शुरू नहीं हुआ है।',
  paymentExpired:
    'इस बुकिंग के लिए रखा गया समय खत्म हो गया। कृपया फिर से बुक करें: इसमें एक मिनट से कम लगता है।',
};

/** English text → Hindi for the booking messages. */
const BOOKING_HI: Readonly<Record<string, string>> = catalogueOf(
  pairs(BOOKING_MESSAGES, BOOKING_MESSAGES_HI),
);

export default BOOKING_HI;
