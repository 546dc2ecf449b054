/**
 * Hindi of the 404's words (../not-found.ts): the shell's page and the vendor routes' say the same
 * (docs/decisions/0017, 0035). English text → Hindi.
 */
const hi = {
  'Page not found — MediBridge': 'पेज नहीं मिला — MediBridge',
  'We couldn’t find that page': 'हमें यह पेज नहीं मिला',
  'The link may be old or mistyped. These will get you where you need to go — or call us and we’ll help.':
    'हो सकता है लिंक पुराना हो या गलत लिखा गया हो। ये लिंक आपको सही जगह पहुँचा देंगे — या हमें कॉल करें, हम मदद करेंगे।',
  'Go to home': 'होम पर जाएँ',
  'Treatment packages': 'इलाज के पैकेज',
} as const;

export default hi;
