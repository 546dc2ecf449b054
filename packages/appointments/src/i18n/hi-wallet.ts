/** Hindi of My Wallet (docs/decisions/0017). */
const hi = {
  'My Wallet': 'मेरा वॉलेट',
  'Refunds and bonuses arrive here at once.': 'रिफ़ंड और बोनस तुरंत यहाँ आते हैं।',
  'Wallet balance': 'वॉलेट बैलेंस',
  'Wallet history': 'वॉलेट का हिसाब',
  'No wallet activity yet.': 'वॉलेट में अभी कोई लेन-देन नहीं।',
  'Referral bonus': 'रेफ़रल बोनस',
  'Used for consultation': 'परामर्श में इस्तेमाल',
  'Returned: booking not paid': 'वापस: बुकिंग का भुगतान नहीं हुआ',
  'Refund: consultation cancelled': 'रिफ़ंड: परामर्श रद्द हुआ',
  'Refund from MediBridge': 'MediBridge की ओर से रिफ़ंड',
  'Payment received after the booking expired': 'बुकिंग की समय-सीमा के बाद मिला भुगतान',
  'Refund to your payment method failed: credited here':
    'भुगतान के तरीके में रिफ़ंड नहीं हो सका: यहाँ जमा किया गया',
  'Wallet credit': 'वॉलेट में जमा',
  'Wallet debit': 'वॉलेट से खर्च',
  'Balance {amount}': 'बैलेंस {amount}',
} as const;

export default hi;
