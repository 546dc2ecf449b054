/** Hindi of the cart (docs/decisions/0017). */
const hi = {
  'Your cart could not be loaded.': 'आपकी कार्ट लोड नहीं हो सकी।',
  'Search for a medicine and add it here.': 'कोई दवा खोजें और उसे यहाँ जोड़ें।',
  'Selected items: {count}': 'चुने गए आइटम: {count}',
  'Medicines in your cart': 'आपकी कार्ट की दवाइयाँ',
  'Quantity of {title}': '{title} की मात्रा',
  'One fewer {title}': '{title} एक कम करें',
  'One more {title}': '{title} एक और जोड़ें',
  'Remove {title}': '{title} हटाएँ',
  'Order total': 'ऑर्डर की कुल रकम',
  'Some medicines need a prescription: you can upload it or choose one from your consultations in the order summary.':
    'कुछ दवाइयों के लिए पर्चा ज़रूरी है: ऑर्डर सारांश में आप उसे अपलोड कर सकते हैं या अपने परामर्शों में से चुन सकते हैं।',
  'Place Order': 'ऑर्डर करें',
} as const;

export default hi;
