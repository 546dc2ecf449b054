import CONTRACT_HI from '@medibridge/contract/hi';
import { requestLanguage, type Language } from '@medibridge/contract';

/**
 * The API's answers in the request's language (docs/decisions/0017). contract holds SPEC's and the
 * accounts/enquiries messages with their Hindi; this file adds the messages only the API writes (sessions,
 * anti-forgery, limits, generic field rules). Dynamic ones are matched by pattern. A text without Hindi
 * stays English. SMS are not translated here: their DLT templates are registered in English.
 */
const API_HI: Readonly<Record<string, string>> = {
  'Please log in to continue.': 'आगे बढ़ने के लिए कृपया लॉगिन करें।',
  'Only MediBridge staff can do this.': 'यह काम केवल MediBridge स्टाफ़ कर सकता है।',
  'This mobile number is already registered.': 'यह मोबाइल नंबर पहले से रजिस्टर्ड है।',
  'This request is missing its anti-forgery cookie. Reload the page and try again.':
    'सुरक्षा जाँच पूरी नहीं हो सकी। कृपया पेज दोबारा लोड करके फिर से कोशिश करें।',
  'The anti-forgery token does not match. Reload the page and try again.':
    'सुरक्षा जाँच पूरी नहीं हो सकी। कृपया पेज दोबारा लोड करके फिर से कोशिश करें।',
  'The request has invalid fields.': 'कुछ फ़ील्ड में गलत जानकारी है।',
  'This field is required.': 'यह फ़ील्ड भरना ज़रूरी है।',
  'Must not contain NUL characters.': 'इसमें अमान्य अक्षर हैं।',
  'The file is too large.': 'फ़ाइल बहुत बड़ी है।',
  'The form has too many fields or files.': 'फ़ॉर्म में बहुत ज़्यादा फ़ील्ड या फ़ाइलें हैं।',
  'There is no enquiry with this reference.': 'इस रेफ़रेंस का कोई अनुरोध नहीं मिला।',
  'Send the profile as multipart/form-data.': 'प्रोफ़ाइल फ़ॉर्म के रूप में (multipart/form-data) भेजें।',
  'userID: Must be your user id (a number).': 'userID: यह आपकी यूज़र आईडी (एक संख्या) होनी चाहिए।',
  'There is no failed job with this id: it may have been retried already.':
    'इस आईडी का कोई विफल जॉब नहीं है: हो सकता है उसे पहले ही फिर से चलाया जा चुका हो।',
  'The job is queued again.': 'जॉब फिर से कतार में डाल दिया गया है।',
  'Must be a job id.': 'यह एक जॉब आईडी होनी चाहिए।',
  'We are very busy right now. Please try again in a few seconds.':
    'अभी बहुत ज़्यादा भीड़ है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  'MediBridge is briefly unavailable while it reconnects. Please try again in a few seconds.':
    'MediBridge दोबारा जुड़ रहा है, इसलिए थोड़ी देर के लिए उपलब्ध नहीं है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  'Not ready: the database is unreachable.': 'सेवा अभी तैयार नहीं है: डेटाबेस से संपर्क नहीं हो पा रहा।',
  // Notifications (modules/reminders)
  'Keep at least one of SMS and WhatsApp on, so we can reach you about your appointments and orders.':
    'SMS और WhatsApp में से कम से कम एक चालू रखें, ताकि हम आपको अपॉइंटमेंट और ऑर्डर के बारे में बता सकें।',
  'This prescription has no such medicine.': 'इस पर्चे में ऐसी कोई दवा नहीं है।',
  'Reminders cannot be set for this medicine: its timing could not be read or its course has ended.':
    'इस दवा के रिमाइंडर नहीं लगाए जा सकते: उसका समय पढ़ा नहीं जा सका या उसका कोर्स पूरा हो चुका है।',
  'This link is not valid. Turn reminders off from the appointment’s page instead.':
    'यह लिंक सही नहीं है। रिमाइंडर अपॉइंटमेंट के पेज से बंद करें।',
  'This link is not valid.': 'यह लिंक सही नहीं है।',
  // Closing an account (modules/privacy/erasure.ts CLOSE_MESSAGES; the dynamic ones are patterns below)
  'That password is not right. Enter the password you log in with.':
    'यह पासवर्ड सही नहीं है। वह पासवर्ड डालें जिससे आप लॉगिन करते हैं।',
  'A staff account is closed by an admin in the staff console, not here.':
    'स्टाफ़ खाता यहाँ नहीं, स्टाफ़ कंसोल में एडमिन द्वारा बंद किया जाता है।',
  'A payment of yours is still waiting for the bank’s answer. Close your account once it has finished (usually within 15 minutes).':
    'आपका एक भुगतान अभी बैंक के जवाब का इंतज़ार कर रहा है। उसके पूरा होने के बाद (आमतौर पर 15 मिनट में) अपना खाता बंद करें।',
  'Your account is closed. Your personal data has been erased; invoices and prescriptions are kept, without your contact details, only as long as the law asks. This mobile number can register again as a new patient.':
    'आपका खाता बंद हो गया है। आपका निजी डेटा मिटा दिया गया है; चालान और पर्चे, आपके संपर्क विवरण के बिना, केवल उतने समय रखे जाते हैं जितना कानून कहता है। यह मोबाइल नंबर नए मरीज़ के रूप में फिर से रजिस्टर हो सकता है।',
};

/** '15 minutes' → '15 मिनट' (the rate limit's durations). */
function hindiDuration(english: string): string {
  return english
    .replace(/\bseconds?\b/, 'सेकंड')
    .replace(/\bminutes?\b/, 'मिनट')
    .replace(/\bhours?\b/, 'घंटे');
}

const PATTERNS: readonly [RegExp, (...groups: string[]) => string][] = [
  [/^Please correct these fields: (.+)\.$/, (fields) => `कृपया ये फ़ील्ड ठीक करें: ${fields}।`],
  [/^Must be at most (\d+) characters\.$/, (n) => `ज़्यादा से ज़्यादा ${n} अक्षर हो सकते हैं।`],
  [/^Must be at least (\d+) characters\.$/, (n) => `कम से कम ${n} अक्षर होने चाहिए।`],
  [/^Must be at most (\d+)\.$/, (n) => `यह ${n} से ज़्यादा नहीं हो सकता।`],
  [/^Must be at least (\d+)\.$/, (n) => `यह कम से कम ${n} होना चाहिए।`],
  [/^Must be one of: (.+)\.$/, (list) => `इनमें से कोई एक होना चाहिए: ${list}।`],
  [
    /^Too many requests: the limit is .+\. Please wait (.+) and try again\.$/,
    (wait) => `बहुत ज़्यादा अनुरोध हो गए हैं। कृपया ${hindiDuration(wait)} रुककर फिर से कोशिश करें।`,
  ],
  [
    /^Your medicine order (\S+) is being prepared or delivered\. .*$/,
    (order) =>
      `आपका दवा ऑर्डर ${order} तैयार या डिलीवर किया जा रहा है। उसके डिलीवर होने के बाद अपना खाता बंद करें, या पहले ऑर्डर रद्द करें।`,
  ],
  [
    /^Your consultation (\S+) is due now and can no longer be cancelled\. .*$/,
    (appointment) =>
      `आपका परामर्श ${appointment} अभी होना है और अब रद्द नहीं किया जा सकता। उसके बाद अपना खाता बंद करें।`,
  ],
  [
    /^Your wallet holds (.+)\. Wallet money cannot be paid out: .*$/,
    (amount) =>
      `आपके वॉलेट में ${amount} हैं। वॉलेट का पैसा निकाला नहीं जा सकता: पहले उसका उपयोग करें, या चुनें कि आप उसे छोड़ते हैं।`,
  ],
  [
    /^Something went wrong on our side\..* request id (\S+)\.$/,
    (id) =>
      `हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें; अगर ऐसा बार-बार हो, तो सहायता से संपर्क करें और अनुरोध आईडी ${id} बताएँ।`,
  ],
];

/** One message in a language: its Hindi when known (exactly, or by pattern), else the English. */
export function translateMessage(english: string, language: Language): string {
  if (language === 'en') return english;
  const exact = CONTRACT_HI[english] ?? API_HI[english];
  if (exact) return exact;
  for (const [pattern, hindi] of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return hindi(...match.slice(1));
  }
  return english;
}

const MESSAGE_KEYS = new Set(['message', 'errors', 'response']);

/**
 * An answer with its people-facing messages translated: `message` (a string or a field → message record),
 * `errors` (field → message) and the `response` envelope of SPEC's login, OTP and registration calls.
 * Only those keys are walked, two levels deep; data is never touched.
 */
export function translateAnswer(payload: unknown, language: Language, depth = 0): unknown {
  if (
    language === 'en' ||
    depth > 2 ||
    payload === null ||
    typeof payload !== 'object' ||
    Array.isArray(payload)
  ) {
    return payload;
  }
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(payload)) {
    if (!MESSAGE_KEYS.has(key)) continue;
    let translated: unknown = value;
    if (typeof value === 'string') translated = translateMessage(value, language);
    else if (key === 'response') translated = translateAnswer(value, language, depth + 1);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      translated = Object.fromEntries(
        Object.entries(value).map(([field, text]) => [
          field,
          typeof text === 'string' ? translateMessage(text, language) : text,
        ]),
      );
    }
    if (translated !== value) {
      copy ??= { ...(payload as Record<string, unknown>) };
      copy[key] = translated;
    }
  }
  return copy ?? payload;
}

export { requestLanguage };
