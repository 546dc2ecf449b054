/**
 * Hindi of the operator's department words (issue 32 §2), a catalogue of its own (entry
 * `@medibridge/contract/hi-departments`): only the console's departments screen shows them, so no other screen
 * downloads them (docs/decisions/0035). The server's catalogue (`hi.ts`) includes it.
 */
import { DEPARTMENT_ADMIN_MESSAGES } from './departmentRules';
import { catalogueOf, type HindiOf, pairs } from './hiTables';

/** The operator's department calls (issue 32 §2). */
export const DEPARTMENT_ADMIN_MESSAGES_HI: HindiOf<typeof DEPARTMENT_ADMIN_MESSAGES> = {
  departmentUnknown: 'इस आईडी का कोई विभाग नहीं है।',
  saved: 'विभाग सहेज लिया गया।',
  created: 'विभाग बना दिया गया।',
  hoursSaved: 'साप्ताहिक समय सहेज लिया गया।',
  closureSaved: 'इन तारीख़ों पर विभाग बंद कर दिया गया।',
  closureRemoved: 'बंदी हटा दी गई: इन तारीख़ों पर फिर से स्लॉट मिलेंगे।',
  closureUnknown: 'इस विभाग की ऐसी कोई बंदी नहीं है।',
  noSchedule: 'इस विभाग में बिना समय के बुकिंग होती है, इसलिए इसका कोई साप्ताहिक समय नहीं है।',
  discountRange: 'छूट 0 से 100 प्रतिशत के बीच होनी चाहिए।',
  feeRange: 'फ़ीस ₹0 से ₹1,00,000 के बीच होनी चाहिए।',
  endBeforeStart: 'समाप्ति का समय शुरू होने के समय के बाद होना चाहिए।',
  timeFormat: 'समय hh:mm में लिखें, जैसे 09:30।',
  noDays: 'हर समय-सीमा के लिए कम से कम एक दिन चुनें।',
  slotLength: 'स्लॉट की अवधि 5 से 240 मिनट के बीच होनी चाहिए।',
  capacity: 'हर स्लॉट में सीटें 1 से 50 के बीच होनी चाहिए।',
  tooManyRanges: 'एक हफ़्ते में ज़्यादा से ज़्यादा 30 समय-सीमाएँ हो सकती हैं।',
  closureEndBeforeStart: 'बंदी का आख़िरी दिन पहले दिन से पहले नहीं हो सकता।',
  closureInPast: 'बंदी आज से पहले शुरू नहीं हो सकती।',
  closureTooLong: 'बंदी ज़्यादा से ज़्यादा 366 दिन की हो सकती है।',
  reasonRequired: 'बताएँ कि विभाग क्यों बंद है (मरीज़ों को बताया जाएगा)।',
  bookingsNeedConfirm: 'इन तारीख़ों पर बुकिंग हैं। उन्हें देखें और रद्द करके रिफ़ंड करने के लिए पुष्टि करें।',
  hoursBookingsNeedConfirm: 'नए समय के बाहर बुकिंग हैं। उन्हें देखें और रद्द करके रिफ़ंड करने के लिए पुष्टि करें।',
};

/** English text → Hindi for the operator's department words. */
const DEPARTMENTS_HI: Readonly<Record<string, string>> = catalogueOf(
  pairs(DEPARTMENT_ADMIN_MESSAGES, DEPARTMENT_ADMIN_MESSAGES_HI),
);

export default DEPARTMENTS_HI;
