/**
 * Hindi of the operator's catalogue words (issue 32 §3, docs/decisions/0062), a catalogue of its own (entry
 * `@medibridge/contract/hi-catalogue-admin`): only the console's catalogue screens show them, so no other
 * screen downloads them (docs/decisions/0035). The server's catalogue (`hi.ts`) includes it.
 */
import { CATALOGUE_CSV_MESSAGES, CATALOGUE_MESSAGES } from './catalogueRules';
import { catalogueOf, type HindiOf, pairs } from './hiTables';

/** The operator's catalogue calls: the form's rules and the server's answers. */
export const CATALOGUE_MESSAGES_HI: HindiOf<typeof CATALOGUE_MESSAGES> = {
  nameLength: '2 से 150 अक्षरों का नाम लिखें।',
  hindiScript: 'हिन्दी देवनागरी में लिखें, या इसे ख़ाली छोड़ दें।',
  shortTextLong: 'अधिकतम 300 अक्षर लिखें।',
  longTextLong: 'अधिकतम 2000 अक्षर लिखें।',
  descriptionNeeded: 'एक छोटा विवरण लिखें।',
  days: 'अस्पताल में दिन 0 से 60 तक की पूरी संख्या होनी चाहिए।',
  price: 'क़ीमत रुपये में ₹1 से ₹1,00,00,000 तक हो, दशमलव के बाद अधिकतम दो अंक।',
  speciality: 'विशेषज्ञता (पैकेज समूह) चुनें।',
  inclusionsMany: 'एक पैकेज में अधिकतम 20 शामिल सेवाएँ होती हैं।',
  inclusionName: 'हर शामिल सेवा का नाम लिखें (2 से 150 अक्षर)।',
  inclusionIcon: 'हर शामिल सेवा की तस्वीर सूची से चुनें।',
  city: 'शहर चुनें।',
  address: 'पता लिखें (अधिकतम 300 अक्षर)।',
  pinCode: 'पिन कोड छह अंकों का होता है और 0 से शुरू नहीं होता।',
  mobile: 'फ़ोन नंबर 10 से 12 अंकों का हो, और कुछ नहीं; या इसे ख़ाली छोड़ दें।',
  email: 'desk@hospital.in जैसा ईमेल पता लिखें, या इसे ख़ाली छोड़ दें।',
  beds: 'बिस्तर 0 से 10000 तक की पूरी संख्या हों।',
  year: 'स्थापना वर्ष 1800 से इस वर्ष तक होना चाहिए।',
  listLong: 'अधिकतम 60 प्रविष्टियाँ, हर एक अधिकतम 100 अक्षर।',
  searchLong: 'अधिकतम 100 अक्षरों से खोजें।',
  imageMissing: 'अपलोड करने के लिए तस्वीर चुनें (JPG या PNG)।',
  imageTooLarge: 'तस्वीर बहुत बड़ी है: अधिकतम 5 MB की JPG या PNG चुनें।',
  imageWrongType: 'तस्वीर JPG या PNG होनी चाहिए; यह फ़ाइल वैसी नहीं है।',
  imageUnreadable: 'तस्वीर पढ़ी नहीं जा सकी। कोई दूसरी JPG या PNG तस्वीर चुनें।',
  imageTooSmall: 'तस्वीर बहुत छोटी है: कम से कम 320×200 पिक्सेल की होनी चाहिए।',
  noPackage: 'ऐसा कोई इलाज पैकेज नहीं है।',
  noHospital: 'ऐसा कोई अस्पताल नहीं है।',
  notOffered: 'यह अस्पताल यह पैकेज नहीं देता।',
  packageAdded: 'पैकेज जोड़ दिया गया।',
  packageSaved: 'पैकेज सहेज लिया गया।',
  hospitalAdded: 'अस्पताल जोड़ दिया गया।',
  hospitalSaved: 'अस्पताल सहेज लिया गया।',
};

/** The catalogue's CSV calls (docs/decisions/0064). */
export const CATALOGUE_CSV_MESSAGES_HI: HindiOf<typeof CATALOGUE_CSV_MESSAGES> = {
  packagesEmpty: 'फ़ाइल में कोई पंक्ति नहीं है: पहली पंक्ति में कॉलम के नाम, फिर हर पंक्ति में एक पैकेज।',
  pricesEmpty:
    'फ़ाइल में कोई पंक्ति नहीं है: पहली पंक्ति में कॉलम के नाम, फिर हर पंक्ति में एक पैकेज की एक अस्पताल की क़ीमत।',
  specialityUnknown: 'इस संख्या की कोई विशेषज्ञता (पैकेज समूह) नहीं है।',
  packageTwice: 'यह पैकेज फ़ाइल की किसी पिछली पंक्ति में भी है।',
  priceTwice: 'इस अस्पताल की इस पैकेज की क़ीमत फ़ाइल की किसी पिछली पंक्ति में भी है।',
  packageUnknown: 'इस वेब नाम का कोई पैकेज नहीं है।',
  hospitalUnknown: 'इस वेब नाम का कोई अस्पताल नहीं है।',
  priceOrBlank:
    'क़ीमत रुपये में ₹1 से ₹1,00,00,000 तक लिखें, दशमलव के बाद अधिकतम दो अंक; या पैकेज देना बंद करने के लिए इसे ख़ाली छोड़ें।',
};

/** English text → Hindi for the operator's catalogue words. */
const CATALOGUE_ADMIN_HI: Readonly<Record<string, string>> = catalogueOf(
  pairs(CATALOGUE_MESSAGES, CATALOGUE_MESSAGES_HI),
  pairs(CATALOGUE_CSV_MESSAGES, CATALOGUE_CSV_MESSAGES_HI),
);

export default CATALOGUE_ADMIN_HI;
