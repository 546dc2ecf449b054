/** Hindi of Make Payment for a service and its payment status (docs/decisions/0017). */
const hi = {
  'Make Payment': 'भुगतान करें',
  'Pay for a service agreed with our team.': 'हमारी टीम के साथ तय की गई सेवा का भुगतान करें।',
  'Select Service': 'सेवा चुनें',
  Remarks: 'टिप्पणी',
  Reference: 'संदर्भ',
  'Payment received': 'भुगतान मिल गया',
  'Our team will call you about the service.': 'सेवा के बारे में हमारी टीम आपको कॉल करेगी।',
  'No money was taken.': 'कोई पैसा नहीं कटा।',
  'This payment expired': 'इस भुगतान की समय-सीमा खत्म हो गई',
  'Make another payment': 'दूसरा भुगतान करें',
  'We could not open this payment': 'यह भुगतान खोला नहीं जा सका',
  // The form's own checks (forms/schemas.ts, SERVICE_MESSAGES).
  'Please enter your name.': 'कृपया अपना नाम डालें।',
  'Please choose a service.': 'कृपया सेवा चुनें।',
  'Please enter the amount.': 'कृपया राशि डालें।',
  'Please enter the amount in rupees, e.g. 1500 or 1500.50.':
    'कृपया राशि रुपयों में डालें, जैसे 1500 या 1500.50।',
  'The amount must be at least ₹1.': 'राशि कम से कम ₹1 होनी चाहिए।',
  'The amount can be at most ₹5,00,000.': 'राशि ज़्यादा से ज़्यादा ₹5,00,000 हो सकती है।',
  'Please write your remarks.': 'कृपया अपनी टिप्पणी लिखें।',
} as const;

export default hi;
