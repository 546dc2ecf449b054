/**
 * Hindi of the texts several pharmacy screens share (docs/decisions/0017): English text → Hindi. Each screen
 * group has its own catalogue beside this one (`hi-<group>.ts`), loaded with its screens only.
 */
const hi = {
  Pharmacy: 'फ़ार्मेसी',
  'My Cart': 'मेरी कार्ट',
  'My Orders': 'मेरे ऑर्डर',
  '{count} items': '{count} आइटम',
  'Order Medicines': 'दवाइयाँ ऑर्डर करें',
  'Free delivery on orders of {free} or more; below that, delivery costs {fee}.':
    '{free} या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त; इससे कम पर डिलीवरी शुल्क {fee}।',
  'Search medicines': 'दवाइयाँ खोजें',
  'Medicine or salt name': 'दवा या सॉल्ट का नाम',
  Search: 'खोजें',
  Rx: 'Rx पर्चा',
  Price: 'कीमत',
  MRP: 'MRP (अधिकतम खुदरा मूल्य)',
  '{percent}% off': '{percent}% छूट',
  'Needs a prescription': 'पर्चा ज़रूरी है',
  Prescription: 'पर्चा',
  each: 'प्रति पैक',
  Items: 'आइटम',
  Subtotal: 'उप-योग',
  'You save on MRP': 'MRP पर आपकी बचत',
  Delivery: 'डिलीवरी',
  Free: 'मुफ़्त',
  'From your wallet': 'आपके वॉलेट से',
  Total: 'कुल',
  'Place Your Order': 'अपना ऑर्डर दें',
  Email: 'ईमेल',
  India: 'भारत',
  Address: 'पता',
  Previous: 'पीछे',
  'Deliver to': 'पहुँचाना है',
  Recipient: 'पाने वाले',
  Phone: 'फ़ोन',
  'Quantity: {count}': 'मात्रा: {count}',
  Payment: 'भुगतान',
  'Cash on delivery': 'डिलीवरी पर नकद',
  'To pay on delivery': 'डिलीवरी पर देना है',
  Order: 'ऑर्डर',
  // The bill's GST (docs/decisions/0046): prices include it.
  'Includes GST {amount} at {rate} %': 'इसमें {rate} % की दर से {amount} GST शामिल है',
  'GSTIN: {gstin}': 'जीएसटीआईएन (GSTIN): {gstin}',
  'Not registered for GST': 'GST में पंजीकृत नहीं',
} as const;

export default hi;
