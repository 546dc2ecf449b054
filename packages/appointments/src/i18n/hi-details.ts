/** Hindi of an appointment's invoice page (docs/decisions/0017). */
const hi = {
  'The reminders could not be stopped. Please try again.':
    'रिमाइंडर बंद नहीं हो सके। कृपया फिर से कोशिश करें।',
  'Reminders for {medicine} are stopped.': '{medicine} के रिमाइंडर बंद कर दिए गए हैं।',
  'Stop the reminders for this medicine? You can turn them on again from the appointment’s page.':
    'इस दवा के रिमाइंडर बंद करें? आप उन्हें अपॉइंटमेंट के पेज से फिर चालू कर सकते हैं।',
  'Stop reminders': 'रिमाइंडर बंद करें',
  'Medicine reminders': 'दवा के रिमाइंडर',
  'Dose times (India time): {times}': 'खुराक का समय (भारतीय समय): {times}',
  'Remind me at each dose': 'हर खुराक पर मुझे याद दिलाएँ',
  'Reminders are not available for this medicine.': 'इस दवा के लिए रिमाइंडर उपलब्ध नहीं हैं।',
  'Your choice could not be saved. Please try again.':
    'आपकी पसंद सेव नहीं हो सकी। कृपया फिर से कोशिश करें।',
  Invoice: 'बिल',
  'GSTIN: {gstin}': 'GSTIN संख्या: {gstin}',
  'Not registered for GST': 'GST में पंजीकृत नहीं',
  'Consultation: {department}': 'परामर्श: {department}',
  'Health care service, SAC 9993': 'स्वास्थ्य सेवा, SAC 9993',
  'GST (exempt: health care services)': 'GST (छूट: स्वास्थ्य सेवाएँ)',
  'Health care services are exempt from GST.': 'स्वास्थ्य सेवाओं पर GST नहीं लगता।',
  'No GST is charged: MediBridge is not registered for GST.':
    'कोई GST नहीं लिया गया: MediBridge GST में पंजीकृत नहीं है।',
  'Paid online': 'ऑनलाइन भुगतान',
  'Refunded to your wallet': 'आपके वॉलेट में वापस',
  'Refunded to your payment method': 'आपके भुगतान के तरीके में वापस',
  'Refund to your payment method (in progress)': 'आपके भुगतान के तरीके में वापसी (जारी है)',
  'Refund to your payment method failed; credited to your wallet':
    'भुगतान के तरीके में वापसी नहीं हो सकी; रकम आपके वॉलेट में जमा की गई',
  'Booking status': 'बुकिंग की स्थिति',
  Description: 'विवरण',
  Total: 'कुल',
  Documents: 'दस्तावेज़',
  'Doctor prescription': 'डॉक्टर का प्रिस्क्रिप्शन',
  'Your prescription': 'आपका प्रिस्क्रिप्शन',
  'Download PDF': 'PDF डाउनलोड करें',
} as const;

export default hi;
