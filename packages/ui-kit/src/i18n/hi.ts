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
  // The 404 (notFound.ts, callSupport.ts): the shell's page and the vendor routes' say the same
  'Page not found — MediBridge': 'पेज नहीं मिला — MediBridge',
  'We couldn’t find that page': 'हमें यह पेज नहीं मिला',
  'The link may be old or mistyped. These will get you where you need to go — or call us and we’ll help.':
    'हो सकता है लिंक पुराना हो या गलत लिखा गया हो। ये लिंक आपको सही जगह पहुँचा देंगे — या हमें कॉल करें, हम मदद करेंगे।',
  'Go to home': 'होम पर जाएँ',
  'Treatment packages': 'इलाज के पैकेज',
  'Call support on {phone}': 'सहायता के लिए {phone} पर कॉल करें',
} as const;

export default hi;
