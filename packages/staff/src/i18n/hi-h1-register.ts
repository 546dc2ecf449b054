/** Hindi of the Schedule H1 register screen (docs/decisions/0068): English text → Hindi. */
const hi = {
  'Every Schedule H1 medicine supplied, written when its order was dispatched. Kept {years} years; nobody can change or delete an entry.':
    'दी गई हर शेड्यूल H1 दवा, ऑर्डर रवाना होते समय लिखी गई। {years} साल तक रखी जाती है; कोई भी प्रविष्टि बदल या हटा नहीं सकता।',
  'Export as CSV': 'CSV के रूप में निकालें',
  'The register could not be loaded.': 'रजिस्टर लोड नहीं हो सका।',
  'No Schedule H1 medicine was supplied in these dates.': 'इन तारीखों में कोई शेड्यूल H1 दवा नहीं दी गई।',
  'Register entries': 'रजिस्टर की प्रविष्टियाँ',
  'Order {number}': 'ऑर्डर {number}',
  'Quantity {quantity}': 'मात्रा {quantity}',
  'Prescriber: {name}, registration {number}': 'डॉक्टर: {name}, रजिस्ट्रेशन {number}',
  'Patient: {name}, {address}': 'मरीज़: {name}, {address}',
} as const;

export default hi;
