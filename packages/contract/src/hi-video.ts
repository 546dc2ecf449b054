/**
 * Hindi for the consultation call's refusals, a catalogue of its own (entry `@medibridge/contract/hi-video`):
 * only the call pages show them, so the booking screens do not download them (docs/decisions/0035). The
 * server's catalogue (`hi.ts`) includes it.
 */
import { catalogueOf, type HindiOf, pairs } from './hiTables';
import { VIDEO_MESSAGES } from './videoRules';

/** Hindi of the consultation call's refusals (the call page and the server show them alike). */
export const VIDEO_MESSAGES_HI: HindiOf<typeof VIDEO_MESSAGES> = {
  notFound: 'यह परामर्श आपके खाते में नहीं मिला।',
  notServing: 'इस परामर्श की कॉल में केवल वही डॉक्टर जुड़ सकते हैं जो इसे देख रहे हैं।',
  otherDoctor: 'विभाग के एक दूसरे डॉक्टर पहले से यह परामर्श देख रहे हैं।',
  notYet: 'कॉल आपके अपॉइंटमेंट से 10 मिनट पहले खुलती है। कृपया तब वापस आएँ।',
  over: 'इस परामर्श का समय निकल चुका है।',
  closed: 'डॉक्टर ने यह परामर्श कॉल समाप्त कर दी है।',
  timeUp: 'इस परामर्श का समय पूरा हो गया, इसलिए कॉल समाप्त हो गई है।',
  unavailable:
    'इस अपॉइंटमेंट की कोई कॉल नहीं है: केवल भुगतान किए गए उस परामर्श की कॉल होती है जो अभी पूरा नहीं हुआ।',
  full: 'इस कॉल में पहले से दो लोग हैं।',
  badMessage: 'यह संदेश पढ़ा नहीं जा सका।',
  tooLarge: 'यह संदेश बहुत बड़ा है।',
  origin: 'यह कॉल केवल MediBridge साइट से खोली जा सकती है।',
  relayDown:
    'हमारी कॉल सेवा आपको दूसरे व्यक्ति से जोड़ने में परेशानी का सामना कर रही है। हम फिर से कोशिश कर रहे हैं; कृपया इसी पेज पर बने रहें।',
};

/** English text → Hindi for the call's refusals. */
const VIDEO_HI: Readonly<Record<string, string>> = catalogueOf(
  pairs(VIDEO_MESSAGES, VIDEO_MESSAGES_HI),
);

export default VIDEO_HI;
