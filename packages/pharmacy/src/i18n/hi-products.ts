/** Hindi of the product list and product pages (docs/decisions/0017). */
const hi = {
  Medicines: 'दवाइयाँ',
  Medicine: 'दवा',
  '{count} products for “{text}”': '“{text}” के लिए {count} दवाइयाँ',
  'No medicines found for “{text}”': '“{text}” के लिए कोई दवा नहीं मिली',
  'Check the spelling, or search by the salt name (e.g. Paracetamol).':
    'स्पेलिंग जाँचें, या सॉल्ट के नाम से खोजें (जैसे पैरासिटामोल)।',
  'Back to the pharmacy': 'फ़ार्मेसी पर वापस जाएँ',
  'The medicines could not be loaded.': 'दवाइयाँ लोड नहीं हो सकीं।',
  'This medicine could not be loaded.': 'यह दवा लोड नहीं हो सकी।',
  Add: 'जोड़ें',
  'Out of stock': 'स्टॉक में नहीं',
  'No longer sold': 'अब नहीं बिकती',
  'Not sold online': 'ऑनलाइन नहीं बिकती',
  'This medicine is out of stock just now. Look below for one with the same composition.':
    'यह दवा अभी स्टॉक में नहीं है। इसी संरचना वाली दूसरी दवा नीचे देखें।',
  'This medicine is no longer sold. Look below for one with the same composition.':
    'यह दवा अब नहीं बिकती। इसी संरचना वाली दूसरी दवा नीचे देखें।',
  'Add {title} to cart': '{title} कार्ट में जोड़ें',
  'Add to cart': 'कार्ट में जोड़ें',
  'Go to cart': 'कार्ट पर जाएँ',
  'This medicine needs a doctor’s prescription. You can upload it, or choose one from your consultations, when you place the order.':
    'इस दवा के लिए डॉक्टर का पर्चा ज़रूरी है। ऑर्डर देते समय आप उसे अपलोड कर सकते हैं, या अपने परामर्शों में से कोई पर्चा चुन सकते हैं।',
  Composition: 'संरचना (सॉल्ट)',
  'Pack size': 'पैक का आकार',
  Form: 'रूप',
  Manufacturer: 'निर्माता',
  Storage: 'रखने का तरीका',
  'Needed (Rx)': 'ज़रूरी (Rx)',
  'Not needed': 'ज़रूरी नहीं',
  Substitutes: 'विकल्प',
  'Same composition and strength, cheapest first. Ask your doctor before switching.':
    'एक जैसी संरचना और ताकत, सबसे सस्ती पहले। दवा बदलने से पहले अपने डॉक्टर से पूछें।',
  'No substitute with the same composition is in our catalogue.':
    'हमारी सूची में इसी संरचना का कोई विकल्प नहीं है।',
} as const;

export default hi;
