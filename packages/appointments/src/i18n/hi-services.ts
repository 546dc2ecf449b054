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
} as const;

export default hi;
