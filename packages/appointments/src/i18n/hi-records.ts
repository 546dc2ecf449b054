/** Hindi of My Appointments, My Transactions and My History (docs/decisions/0017). */
const hi = {
  'My Transactions': 'मेरे लेन-देन',
  'My History': 'मेरा इतिहास',
  'No appointments yet': 'अभी कोई अपॉइंटमेंट नहीं',
  'No transactions yet': 'अभी कोई लेन-देन नहीं',
  Call: 'कॉल करें',
  View: 'देखें',
  Cancel: 'रद्द करें',
  'Cancel this appointment? {amount} goes back to your MediBridge wallet at once.':
    'यह अपॉइंटमेंट रद्द करें? {amount} तुरंत आपके MediBridge वॉलेट में वापस आ जाएँगे।',
  'Cancel this appointment? {amount} will be refunded.':
    'यह अपॉइंटमेंट रद्द करें? {amount} वापस किए जाएँगे।',
  'Where should the refund go?': 'रिफ़ंड कहाँ भेजें?',
  'Refund to MediBridge wallet (instant)': 'MediBridge वॉलेट में रिफ़ंड (तुरंत)',
  'Refund to original payment method (5–7 working days)':
    'जिस तरीके से भुगतान किया था, उसी में रिफ़ंड (5–7 कामकाजी दिन)',
  'The {amount} paid from your wallet always goes back to your wallet.':
    'वॉलेट से दिए गए {amount} हमेशा आपके वॉलेट में ही वापस आते हैं।',
  '{amount} will reach your original payment method in 5–7 working days.':
    '{amount} 5–7 कामकाजी दिनों में आपके भुगतान के मूल तरीके में पहुँच जाएँगे।',
  '{amount} is back in your wallet.': '{amount} आपके वॉलेट में वापस आ गए हैं।',
  'This booking was paid from your wallet, so {amount} is back in your wallet.':
    'यह बुकिंग आपके वॉलेट से भरी गई थी, इसलिए {amount} आपके वॉलेट में वापस आ गए हैं।',
  'This payment cannot be refunded to its original method, so {amount} is back in your wallet.':
    'यह भुगतान उसके मूल तरीके में वापस नहीं भेजा जा सकता, इसलिए {amount} आपके वॉलेट में वापस आ गए हैं।',
  'Yes, cancel': 'हाँ, रद्द करें',
  'Keep it': 'रहने दें',
  'Call for {number}': '{number} के लिए कॉल करें',
} as const;

export default hi;
