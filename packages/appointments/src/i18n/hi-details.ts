/** Hindi of an appointment's invoice page (docs/decisions/0017). */
const hi = {
  Invoice: 'बिल',
  'GSTIN: to be issued (placeholder)': 'GSTIN: जारी होना बाकी (अस्थायी)',
  'Booking status': 'बुकिंग की स्थिति',
  Description: 'विवरण',
  Subtotal: 'उप-योग',
  VAT: 'वैट',
  Total: 'कुल',
  Documents: 'दस्तावेज़',
  'Doctor prescription': 'डॉक्टर का प्रिस्क्रिप्शन',
  'Your prescription': 'आपका प्रिस्क्रिप्शन',
  'Download PDF': 'PDF डाउनलोड करें',
} as const;

export default hi;
