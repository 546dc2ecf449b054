/** Hindi of the operator's medicine catalogue messages (docs/decisions/0058); the server's catalogue (`hi.ts`) includes it. */
import { MEDICINE_ADMIN_MESSAGES } from './medicineAdminRules';
import { type HindiOf, pairs } from './hiTables';

export const MEDICINE_ADMIN_MESSAGES_HI: HindiOf<typeof MEDICINE_ADMIN_MESSAGES> = {
  titleRequired: 'कृपया उत्पाद का नाम लिखें, जैसा पैक पर छपा है।',
  brandRequired: 'कृपया ब्रांड लिखें।',
  compositionRequired: 'कृपया संरचना (साल्ट और मात्रा) लिखें, जैसे Paracetamol 500 mg।',
  saltsRequired: 'कृपया साल्ट लिखें, अल्पविराम से अलग करके।',
  formRequired: 'कृपया रूप लिखें (टैबलेट, सिरप, …)।',
  packRequired: 'कृपया पैक लिखें, जैसे 10 टैबलेट की स्ट्रिप।',
  manufacturerRequired: 'कृपया निर्माता का नाम लिखें।',
  scheduleInvalid: 'शेड्यूल OTC, H, H1 या X होना चाहिए।',
  categoryRequired: 'कृपया श्रेणी लिखें।',
  storageRequired: 'कृपया बताएँ कि इसे कैसे रखें, जैसे 30°C से कम पर रखें।',
  priceInvalid: 'कीमत रुपयों में लिखें, जैसे 42.50।',
  saleAboveMrp: 'बिक्री की कीमत MRP से ज़्यादा नहीं हो सकती।',
  gstInvalid: 'GST 0, 5, 12, 18 या 28 (प्रतिशत) होना चाहिए।',
  hsnInvalid: 'HSN कोड 4 से 8 अंकों का होता है।',
  stockInvalid: 'स्टॉक पैक की पूरी संख्या है, 0 या ज़्यादा।',
  slugInvalid: 'वेब नाम में केवल छोटे अक्षर, अंक और हाइफ़न हो सकते हैं।',
  yesNoInvalid: 'yes या no लिखें।',
  tooLong: 'यह बहुत लंबा है।',
  hindiNeedsDevanagari: 'हिंदी नाम देवनागरी में लिखा होना चाहिए।',
  slugTaken: 'यह वेब नाम किसी और उत्पाद का है।',
  medicineUnknown: 'सूची में ऐसा कोई उत्पाद नहीं है।',
  medicineSaved: 'उत्पाद सहेज दिया गया।',
  medicineCreated: 'उत्पाद सूची में जोड़ दिया गया।',
  csvEmpty: 'फ़ाइल में कोई पंक्ति नहीं है: पहली पंक्ति में कॉलम के नाम, फिर हर पंक्ति में एक उत्पाद।',
  csvTooLarge: 'फ़ाइल बहुत बड़ी है: एक बार में ज़्यादा से ज़्यादा 20,000 पंक्तियाँ इम्पोर्ट करें।',
  csvColumnMissing: 'यह कॉलम पहली पंक्ति में नहीं है।',
  csvColumnUnknown: 'यह कॉलम हम नहीं पढ़ते।',
  csvColumnTwice: 'इस कॉलम का नाम दो बार है।',
  csvSlugTwice: 'यह वेब नाम फ़ाइल की किसी पिछली पंक्ति में भी है।',
  csvHasProblems: 'फ़ाइल में गड़बड़ियाँ हैं, इसलिए कुछ नहीं लिखा गया। इसे जाँचें, पंक्तियाँ ठीक करें और फिर कोशिश करें।',
  csvUnreadable: 'फ़ाइल CSV के रूप में पढ़ी नहीं जा सकी।',
  csvFieldCount: 'इस पंक्ति में पहली पंक्ति से अलग संख्या में फ़ील्ड हैं।',
  csvImported: 'फ़ाइल इम्पोर्ट हो गई।',
  csvChecked: 'फ़ाइल जाँच ली गई; कुछ नहीं लिखा गया।',
};

/** English text → Hindi of these messages. */
export const MEDICINE_ADMIN_HI: Readonly<Record<string, string>> = Object.fromEntries(
  pairs(MEDICINE_ADMIN_MESSAGES, MEDICINE_ADMIN_MESSAGES_HI),
);

export default MEDICINE_ADMIN_HI;
