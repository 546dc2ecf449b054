/**
 * Hindi for the pharmacy's messages and order states, a catalogue of its own (entry
 * `@medibridge/contract/hi-pharmacy`): only the pharmacy screens show them, so the web app loads it with those
 * screens (in Hindi), not with every route's share of contract (`hi-screens`). The server's catalogue
 * (`hi.ts`) includes it.
 */
import { ORDER_STATE_LABELS, PHARMACY_MESSAGES } from './pharmacyRules';
import { catalogueOf, type HindiOf, pairs } from './hiTables';

/** Hindi of the pharmacy's messages (screens and server show them alike). */
export const PHARMACY_MESSAGES_HI: HindiOf<typeof PHARMACY_MESSAGES> = {
  productUnknown: 'यह दवा अब हमारी सूची में नहीं है।',
  outOfStock: 'यह दवा अभी स्टॉक में नहीं है, इसलिए इसे आपकी कार्ट में नहीं जोड़ा जा सकता।',
  discontinued: 'यह दवा अब नहीं बिकती, इसलिए इसे आपकी कार्ट में नहीं जोड़ा जा सकता।',
  addedToCart: 'आपकी कार्ट में जोड़ दी गई।',
  alreadyInCart: 'यह दवा पहले से आपकी कार्ट में है; हमने एक और जोड़ दी है।',
  cartLineMax: 'एक दवा ज़्यादा से ज़्यादा 20 मँगाई जा सकती है।',
  cartLineMin: 'मात्रा 1 से कम नहीं हो सकती। दवा हटाने के लिए × दबाएँ।',
  cartFull: 'आपकी कार्ट में ज़्यादा से ज़्यादा 30 अलग-अलग दवाएँ आ सकती हैं।',
  cartLineUnknown: 'यह चीज़ अब आपकी कार्ट में नहीं है।',
  quantityUpdated: 'मात्रा बदल दी गई।',
  removedFromCart: 'चीज़ आपकी कार्ट से हटा दी गई।',
  cartEmpty: 'आपकी कार्ट खाली है।',
  loginToAdd: 'कार्ट में दवाएँ जोड़ने के लिए कृपया लॉगिन करें।',
  firstNameRequired: 'कृपया पाने वाले का नाम लिखें।',
  mobileInvalid: 'कृपया 10 अंकों का मोबाइल नंबर लिखें।',
  emailInvalid: 'कृपया सही ईमेल पता लिखें।',
  pinCodeInvalid: 'पिन कोड ठीक 6 अंकों का होना चाहिए।',
  pinCodeUnknown: 'हमें यह पिन कोड नहीं मिला। कृपया इसे जाँचें।',
  addressTooShort: 'कृपया पूरा पता लिखें: मकान, गली और इलाका।',
  townRequired: 'कृपया कस्बा या इलाका लिखें।',
  districtRequired: 'कृपया शहर या ज़िला लिखें।',
  stateRequired: 'कृपया राज्य लिखें।',
  prescriptionRequired:
    'आपकी कार्ट की कुछ दवाओं के लिए डॉक्टर का पर्चा ज़रूरी है। कृपया पर्चा अपलोड करें, या अपने परामर्शों में से कोई एक चुनें।',
  prescriptionUnknown: 'यह पर्चा आपके परामर्शों में नहीं मिला।',
  prescriptionTooLarge: 'फ़ाइल बहुत बड़ी है। कृपया 5 MB तक की JPG, PNG या PDF फ़ाइल चुनें।',
  prescriptionWrongType: 'पर्चा JPG, PNG या PDF फ़ाइल होना चाहिए।',
  paymentMethodRequired: 'कृपया चुनें कि आप भुगतान कैसे करेंगे।',
  orderUnknown: 'यह ऑर्डर आपके खाते में नहीं मिला।',
  orderPlaced: 'आपका ऑर्डर दे दिया गया है।',
  orderNotCancellable: 'यह ऑर्डर अब रद्द नहीं किया जा सकता: यह फ़ार्मेसी से निकल चुका है।',
  orderCancelled:
    'आपका ऑर्डर रद्द कर दिया गया है। आपने जो भी भुगतान किया था, वह आपके वॉलेट में वापस आ गया है।',
  orderNotPayable: 'इस ऑर्डर के लिए अब भुगतान की ज़रूरत नहीं है।',
  statusNotAllowed: 'ऑर्डर अपनी अभी की स्थिति से उस स्थिति में नहीं जा सकता।',
  rejectReasonRequired: 'कृपया बताएँ कि पर्चा क्यों स्वीकार नहीं किया गया।',
  notSoldOnline:
    'यह दवा ऑनलाइन नहीं बिकती: शेड्यूल X और नशीली (NDPS) दवाएँ केवल फ़ार्मेसी काउंटर पर, डॉक्टर के लिखे पर्चे पर ही दी जाती हैं।',
  cartHasNotSoldOnline:
    'आपकी कार्ट में एक ऐसी दवा है जो ऑनलाइन नहीं बिकती (शेड्यूल X या नशीली)। ऑर्डर देने के लिए कृपया उसे हटाएँ।',
  h1PrescriberRequired:
    'इस ऑर्डर में शेड्यूल H1 की दवा है: कृपया पर्चे पर लिखा डॉक्टर का नाम और रजिस्ट्रेशन नंबर लिखें।',
  rxNotApproved: 'पैक या रवाना करने से पहले इस ऑर्डर का पर्चा किसी फ़ार्मासिस्ट से स्वीकृत होना चाहिए।',
  confirmOutOfStock: '{product} अभी स्टॉक में नहीं है। कृपया इसे अपनी कार्ट से हटाएँ, फिर दोबारा पुष्टि करें।',
  confirmFewLeft:
    '{product} के स्टॉक में अभी सिर्फ़ {left} बचे हैं। कृपया अपनी कार्ट में इसकी मात्रा घटाएँ, फिर दोबारा पुष्टि करें।',
  confirmDiscontinued: '{product} अब नहीं बिकती। कृपया इसे अपनी कार्ट से हटाएँ, फिर दोबारा पुष्टि करें।',
};

/** Hindi of the order states a patient follows. */
export const ORDER_STATE_LABELS_HI: HindiOf<typeof ORDER_STATE_LABELS> = {
  awaiting_payment: 'भुगतान बाकी है',
  payment_failed: 'भुगतान नहीं हो सका',
  placed: 'ऑर्डर दिया गया',
  prescription_checked: 'पर्चा जाँचा गया',
  packed: 'पैक हो गया',
  dispatched: 'रास्ते में',
  delivered: 'पहुँच गया',
  cancelled: 'रद्द',
};

/** English text → Hindi for the pharmacy's messages and order states. */
const PHARMACY_HI: Readonly<Record<string, string>> = catalogueOf(
  pairs(PHARMACY_MESSAGES, PHARMACY_MESSAGES_HI),
  pairs(ORDER_STATE_LABELS, ORDER_STATE_LABELS_HI),
);

export default PHARMACY_HI;
