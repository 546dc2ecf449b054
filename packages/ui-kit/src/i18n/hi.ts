/** Hindi of ui-kit's own texts (docs/decisions/0017): English text → Hindi. */
const hi = {
  'No file chosen': 'कोई फ़ाइल नहीं चुनी गई',
  'Choose file': 'फ़ाइल चुनें',
  Close: 'बंद करें',
  'Dismiss message': 'संदेश हटाएँ',
  'No matches found': 'कोई मिलान नहीं मिला',
  'Searching…': 'खोज रहे हैं…',
  'Play slides': 'स्लाइड चलाएँ',
  'Pause slides': 'स्लाइड रोकें',
  slide: 'स्लाइड',
  '{number} of {count}': '{count} में से {number}',
  'Show slide {number} of {count}': '{count} में से स्लाइड {number} दिखाएँ',
  // A refused form's summary (ErrorSummary.tsx)
  'Please correct 1 field: {fields}': 'कृपया 1 फ़ील्ड ठीक करें: {fields}',
  'Please correct {count} fields: {fields}': 'कृपया {count} फ़ील्ड ठीक करें: {fields}',
  // The support call button (callSupport.ts): the 404s' and the shell's
  'Call support on {phone}': 'सहायता के लिए {phone} पर कॉल करें',
} as const;

export default hi;
