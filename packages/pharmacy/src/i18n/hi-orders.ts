/** Hindi of My Orders and an order page (docs/decisions/0017). */
const hi = {
  'Your orders could not be loaded.': 'आपके ऑर्डर लोड नहीं हो सके।',
  'You have not ordered any medicines yet.': 'आपने अभी तक कोई दवा ऑर्डर नहीं की है।',
  'Ordered on {date}': '{date} को ऑर्डर किया',
  '{title} and {count} more': '{title} और {count} अन्य',
  'Online payment': 'ऑनलाइन भुगतान',
  'View and pay': 'देखें और भुगतान करें',
  'View order': 'ऑर्डर देखें',
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
