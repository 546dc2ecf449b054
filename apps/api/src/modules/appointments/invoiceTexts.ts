import type { Language } from '@medibridge/contract';

/**
 * The Hindi of the invoice PDF (docs/decisions/0043): English words as keys, as on the web
 * (docs/decisions/0017). `{name}` placeholders are filled after translation.
 */
const INVOICE_HI = {
  Invoice: 'बिल',
  'Not registered for GST': 'GST में पंजीकृत नहीं',
  'GSTIN: {gstin}': 'GSTIN संख्या: {gstin}',
  'Invoice / appointment no.': 'बिल / अपॉइंटमेंट नंबर',
  Issued: 'जारी किया',
  'Booked on': 'बुकिंग की तारीख',
  Patient: 'मरीज़',
  Mobile: 'मोबाइल',
  Email: 'ईमेल',
  Department: 'विभाग',
  Mode: 'तरीका',
  'Audio call': 'ऑडियो कॉल',
  'Video call': 'वीडियो कॉल',
  Appointment: 'अपॉइंटमेंट',
  'Next free doctor (no fixed time)': 'अगला खाली डॉक्टर (कोई तय समय नहीं)',
  'Booking status': 'बुकिंग की स्थिति',
  Payment: 'भुगतान',
  'Payment reference': 'भुगतान संदर्भ',
  Description: 'विवरण',
  Amount: 'राशि',
  'Consultation: {department}': 'परामर्श: {department}',
  'Health care service, SAC 9993': 'स्वास्थ्य सेवा, SAC 9993',
  'Consultation fee': 'परामर्श शुल्क',
  'Discount on fee': 'शुल्क पर छूट',
  'GST (exempt: health care services)': 'GST (छूट: स्वास्थ्य सेवाएँ)',
  Total: 'कुल',
  'Paid from wallet': 'वॉलेट से भुगतान',
  'Paid online': 'ऑनलाइन भुगतान',
  'Refunded to your wallet': 'आपके वॉलेट में वापस',
  'Refund to your payment method (in progress)': 'आपके भुगतान के तरीके में वापसी (जारी है)',
  'Refunded to your payment method': 'आपके भुगतान के तरीके में वापस',
  'Refund to your payment method failed; credited to your wallet':
    'भुगतान के तरीके में वापसी नहीं हो सकी; रकम आपके वॉलेट में जमा की गई',
  'No GST is charged: MediBridge is not registered for GST.':
    'कोई GST नहीं लिया गया: MediBridge GST में पंजीकृत नहीं है।',
  'Health care services are exempt from GST.': 'स्वास्थ्य सेवाओं पर GST नहीं लगता।',
  'This invoice was generated electronically and needs no signature.':
    'यह बिल इलेक्ट्रॉनिक रूप से बनाया गया है और इस पर हस्ताक्षर की ज़रूरत नहीं है।',
} as const;

/** An English text of the invoice; the key of its Hindi. */
export type InvoiceText = keyof typeof INVOICE_HI;

/** `t(text, { name })` in a language: the Hindi when asked for, placeholders filled. */
export function invoiceTexts(
  language: Language,
): (text: InvoiceText, values?: Record<string, string>) => string {
  return (text, values = {}) =>
    (language === 'hi' ? INVOICE_HI[text] : text).replace(
      /\{(\w+)\}/g,
      (whole, name: string) => values[name] ?? whole,
    );
}
