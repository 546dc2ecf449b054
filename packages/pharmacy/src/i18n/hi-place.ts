/** Hindi of Place Order (docs/decisions/0017). */
const hi = {
  'Where should we deliver your medicines?': 'हम आपकी दवाइयाँ कहाँ पहुँचाएँ?',
  'Saved addresses': 'सेव किए गए पते',
  'This address could not be deleted.': 'यह पता हटाया नहीं जा सका।',
  'Deliver here': 'यहाँ पहुँचाएँ',
  'Delivering here': 'यहाँ पहुँचाया जाएगा',
  Delete: 'हटाएँ',
  'Delete the address {address}': 'पता {address} हटाएँ',
  'Delivery address': 'डिलीवरी का पता',
  'First Name': 'पहला नाम',
  'Last Name': 'उपनाम',
  'Mobile Number': 'मोबाइल नंबर',
  'Pin Code': 'पिन कोड',
  'Town, district and state fill in from the PIN code.':
    'कस्बा, ज़िला और राज्य पिन कोड से अपने-आप भर जाते हैं।',
  Country: 'देश',
  'House or flat number, street and area.': 'मकान या फ़्लैट नंबर, गली और इलाका।',
  'Town / Locality': 'कस्बा / इलाका',
  'City / District': 'शहर / ज़िला',
  State: 'राज्य',
  Next: 'आगे',
} as const;

export default hi;
