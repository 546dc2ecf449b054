/** Hindi of the pharmacy screens (docs/decisions/0017): English text → Hindi. */
const hi = {
  // The frame, the front page and the search
  Pharmacy: 'फ़ार्मेसी',
  'My Cart': 'मेरी कार्ट',
  'My Orders': 'मेरे ऑर्डर',
  '{count} items': '{count} आइटम',
  'Genuine medicines from licensed pharmacies, delivered to your door.':
    'लाइसेंस वाली फ़ार्मेसियों से असली दवाइयाँ, आपके दरवाज़े तक।',
  'Find your medicines': 'अपनी दवाइयाँ खोजें',
  'Order Medicines': 'दवाइयाँ ऑर्डर करें',
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
  'Free delivery on orders of {free} or more; below that, delivery costs {fee}.':
    '{free} या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त; इससे कम पर डिलीवरी शुल्क {fee}।',
  'You can cancel an order until it leaves the pharmacy.':
    'फ़ार्मेसी से निकलने तक आप ऑर्डर रद्द कर सकते हैं।',
  'Search medicines': 'दवाइयाँ खोजें',
  'Type a medicine or salt name first.': 'पहले दवा या सॉल्ट का नाम लिखें।',
  'Medicine or salt name': 'दवा या सॉल्ट का नाम',
  'Searching…': 'खोज रहे हैं…',
  'Type at least {count} letters.': 'कम से कम {count} अक्षर लिखें।',
  'No medicine matches this name.': 'इस नाम से कोई दवा नहीं मिली।',
  Search: 'खोजें',
  Rx: 'Rx पर्चा',

  // Products
  Medicines: 'दवाइयाँ',
  Medicine: 'दवा',
  '{count} products for “{text}”': '“{text}” के लिए {count} दवाइयाँ',
  'No medicines found for “{text}”': '“{text}” के लिए कोई दवा नहीं मिली',
  'Check the spelling, or search by the salt name (e.g. Paracetamol).':
    'स्पेलिंग जाँचें, या सॉल्ट के नाम से खोजें (जैसे पैरासिटामोल)।',
  'Back to the pharmacy': 'फ़ार्मेसी पर वापस जाएँ',
  'The medicines could not be loaded.': 'दवाइयाँ लोड नहीं हो सकीं।',
  'This medicine could not be loaded.': 'यह दवा लोड नहीं हो सकी।',
  Price: 'कीमत',
  MRP: 'MRP (अधिकतम खुदरा मूल्य)',
  '{percent}% off': '{percent}% छूट',
  'Needs a prescription': 'पर्चा ज़रूरी है',
  Add: 'जोड़ें',
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
  Prescription: 'पर्चा',
  'Needed (Rx)': 'ज़रूरी (Rx)',
  'Not needed': 'ज़रूरी नहीं',
  Substitutes: 'विकल्प',
  'Same composition and strength, cheapest first. Ask your doctor before switching.':
    'एक जैसी संरचना और ताकत, सबसे सस्ती पहले। दवा बदलने से पहले अपने डॉक्टर से पूछें।',
  'No substitute with the same composition is in our catalogue.':
    'हमारी सूची में इसी संरचना का कोई विकल्प नहीं है।',

  // The cart
  'Your cart could not be loaded.': 'आपकी कार्ट लोड नहीं हो सकी।',
  'Search for a medicine and add it here.': 'कोई दवा खोजें और उसे यहाँ जोड़ें।',
  'Selected items: {count}': 'चुने गए आइटम: {count}',
  'Medicines in your cart': 'आपकी कार्ट की दवाइयाँ',
  each: 'प्रति पैक',
  'Quantity of {title}': '{title} की मात्रा',
  'One fewer {title}': '{title} एक कम करें',
  'One more {title}': '{title} एक और जोड़ें',
  'Remove {title}': '{title} हटाएँ',
  'Order total': 'ऑर्डर की कुल रकम',
  'Some medicines need a prescription: you can upload it or choose one from your consultations in the order summary.':
    'कुछ दवाइयों के लिए पर्चा ज़रूरी है: ऑर्डर सारांश में आप उसे अपलोड कर सकते हैं या अपने परामर्शों में से चुन सकते हैं।',
  'Place Order': 'ऑर्डर करें',
  Items: 'आइटम',
  Subtotal: 'उप-योग',
  'You save on MRP': 'MRP पर आपकी बचत',
  Delivery: 'डिलीवरी',
  Free: 'मुफ़्त',
  'From your wallet': 'आपके वॉलेट से',
  Total: 'कुल',

  // Place order
  'Place Your Order': 'अपना ऑर्डर दें',
  'Where should we deliver your medicines?': 'हम आपकी दवाइयाँ कहाँ पहुँचाएँ?',
  'Saved addresses': 'सेव किए गए पते',
  'This address could not be deleted.': 'यह पता हटाया नहीं जा सका।',
  'Deliver here': 'यहाँ पहुँचाएँ',
  'Delivering here': 'यहाँ पहुँचाया जाएगा',
  Delete: 'हटाएँ',
  'Delete the address {address}': 'पता {address} हटाएँ',
  'Delivery address': 'डिलीवरी का पता',
  'First Name': 'पहला नाम',
  'Last Name': 'उपनाम',
  'Mobile Number': 'मोबाइल नंबर',
  Email: 'ईमेल',
  'Pin Code': 'पिन कोड',
  'Town, district and state fill in from the PIN code.':
    'कस्बा, ज़िला और राज्य पिन कोड से अपने-आप भर जाते हैं।',
  Country: 'देश',
  India: 'भारत',
  Address: 'पता',
  'House or flat number, street and area.': 'मकान या फ़्लैट नंबर, गली और इलाका।',
  'Town / Locality': 'कस्बा / इलाका',
  'City / District': 'शहर / ज़िला',
  State: 'राज्य',
  Previous: 'पीछे',
  Next: 'आगे',

  // Order summary
  'Order Summary': 'ऑर्डर सारांश',
  'Check the details, choose how to pay, then confirm your order.':
    'जानकारी जाँचें, भुगतान का तरीका चुनें, फिर अपने ऑर्डर की पुष्टि करें।',
  'Deliver to': 'पहुँचाना है',
  Recipient: 'पाने वाले',
  Phone: 'फ़ोन',
  'Change address': 'पता बदलें',
  'Quantity: {count}': 'मात्रा: {count}',
  Payment: 'भुगतान',
  'How will you pay?': 'आप भुगतान कैसे करेंगे?',
  'Pay online (UPI, card, net banking)': 'ऑनलाइन भुगतान (UPI, कार्ड, नेट बैंकिंग)',
  'Cash on delivery': 'डिलीवरी पर नकद',
  'Use my wallet balance': 'मेरे वॉलेट का बैलेंस इस्तेमाल करें',
  'To pay on delivery': 'डिलीवरी पर देना है',
  'To pay now': 'अभी देना है',
  'The total could not be worked out.': 'कुल रकम निकाली नहीं जा सकी।',
  'These medicines need a doctor’s prescription: {titles}.':
    'इन दवाइयों के लिए डॉक्टर का पर्चा ज़रूरी है: {titles}।',
  'Upload a prescription': 'पर्चा अपलोड करें',
  '{department} consultation, {date} ({number})': '{department} परामर्श, {date} ({number})',
  'Which prescription?': 'कौन-सा पर्चा?',
  'JPG, PNG or PDF, at most 5 MB.': 'JPG, PNG या PDF, ज़्यादा से ज़्यादा 5 MB।',
  Confirm: 'पुष्टि करें',
  'Placing your order…': 'आपका ऑर्डर दिया जा रहा है…',
  'We could not place your order just now. Please try again.':
    'अभी आपका ऑर्डर नहीं दिया जा सका। कृपया फिर से कोशिश करें।',
  'We could not reach MediBridge. Please check your internet connection and try again.':
    'MediBridge से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',

  // My orders and an order
  'Your orders could not be loaded.': 'आपके ऑर्डर लोड नहीं हो सके।',
  'You have not ordered any medicines yet.': 'आपने अभी तक कोई दवा ऑर्डर नहीं की है।',
  'Ordered on {date}': '{date} को ऑर्डर किया',
  'Online payment': 'ऑनलाइन भुगतान',
  'View and pay': 'देखें और भुगतान करें',
  'View order': 'ऑर्डर देखें',
  Order: 'ऑर्डर',
  'Order {number}': 'ऑर्डर {number}',
  'This order could not be loaded.': 'यह ऑर्डर लोड नहीं हो सका।',
  'The order could not be cancelled just now.': 'अभी ऑर्डर रद्द नहीं हो सका।',
  'The payment could not be started just now.': 'अभी भुगतान शुरू नहीं हो सका।',
  Status: 'स्थिति',
  'Order progress': 'ऑर्डर की प्रगति',
  'This order was cancelled. Anything you paid is back in your wallet.':
    'यह ऑर्डर रद्द कर दिया गया। आपने जो भी भुगतान किया था, वह आपके वॉलेट में वापस आ गया है।',
  'The online payment did not go through. Pay again, or cancel the order.':
    'ऑनलाइन भुगतान नहीं हो सका। फिर से भुगतान करें, या ऑर्डर रद्द करें।',
  'We are waiting for the payment to be confirmed.': 'हम भुगतान की पुष्टि का इंतज़ार कर रहे हैं।',
  'A pharmacist has checked your prescription.': 'फ़ार्मासिस्ट ने आपका पर्चा जाँच लिया है।',
  'Your prescription was not accepted: {reason}': 'आपका पर्चा स्वीकार नहीं किया गया: {reason}',
  'A pharmacist will check your prescription before packing.':
    'पैक करने से पहले फ़ार्मासिस्ट आपका पर्चा जाँचेंगे।',
  'View prescription': 'पर्चा देखें',
  'Pay again': 'फिर से भुगतान करें',
  'Cancel order': 'ऑर्डर रद्द करें',
  'Cancel this order? Anything you paid goes back to your MediBridge wallet.':
    'यह ऑर्डर रद्द करें? आपने जो भी भुगतान किया है, वह आपके MediBridge वॉलेट में वापस आ जाएगा।',
  'Yes, cancel': 'हाँ, रद्द करें',
  'Keep the order': 'ऑर्डर रहने दें',
  Method: 'तरीका',
  Reference: 'संदर्भ',
  'Ordered on': 'ऑर्डर की तारीख',
} as const;

export default hi;
