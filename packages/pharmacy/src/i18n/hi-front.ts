/** Hindi of the pharmacy front page (docs/decisions/0017). */
const hi = {
  'Genuine medicines from licensed pharmacies, delivered to your door.':
    'लाइसेंस वाली फ़ार्मेसियों से असली दवाइयाँ, आपके दरवाज़े तक।',
  'Find your medicines': 'अपनी दवाइयाँ खोजें',
  'Book Lab Test': 'लैब टेस्ट बुक करें',
  'My Appointments': 'मेरे अपॉइंटमेंट',
  'Book Appointments': 'अपॉइंटमेंट बुक करें',
  'How ordering works': 'ऑर्डर कैसे करें',
  'Search and add': 'खोजें और जोड़ें',
  'Type a brand or a salt. Compare substitutes with the same composition.':
    'ब्रांड या सॉल्ट का नाम लिखें। एक जैसी संरचना वाले विकल्पों की तुलना करें।',
  'Check your cart': 'अपनी कार्ट देखें',
  'Change quantities (1 to 20 of each) and see the total at once.':
    'मात्रा बदलें (हर दवा 1 से 20 तक) और कुल रकम तुरंत देखें।',
  'Give the delivery address': 'डिलीवरी का पता दें',
  'Your PIN code fills in the town, district and state.':
    'आपके पिन कोड से कस्बा, ज़िला और राज्य अपने-आप भर जाते हैं।',
  'Pay and track': 'भुगतान करें और ट्रैक करें',
  'Pay online or in cash on delivery, then follow your order until it reaches you.':
    'ऑनलाइन या डिलीवरी पर नकद भुगतान करें, फिर अपने ऑर्डर को आप तक पहुँचने तक ट्रैक करें।',
  'Good to know': 'जानने योग्य बातें',
  'Medicines marked Rx need a doctor’s prescription: upload a photo or PDF, or use one from your MediBridge consultation. A pharmacist checks it before packing.':
    'Rx वाली दवाइयों के लिए डॉक्टर का पर्चा ज़रूरी है: उसकी फ़ोटो या PDF अपलोड करें, या अपने MediBridge परामर्श का पर्चा चुनें। पैक करने से पहले फ़ार्मासिस्ट उसे जाँचते हैं।',
  'You can cancel an order until it leaves the pharmacy.':
    'फ़ार्मेसी से निकलने तक आप ऑर्डर रद्द कर सकते हैं।',
  'Type a medicine or salt name first.': 'पहले दवा या सॉल्ट का नाम लिखें।',
  'Searching…': 'खोज रहे हैं…',
  'Type at least {count} letters.': 'कम से कम {count} अक्षर लिखें।',
  'No medicine matches this name.': 'इस नाम से कोई दवा नहीं मिली।',
} as const;

export default hi;
