/** Hindi of the "import a CSV" part (docs/decisions/0032, 0058): English text → Hindi. */
const hi = {
  'CSV file': 'CSV फ़ाइल',
  'Check the file': 'फ़ाइल जाँचें',
  'Nothing is written until you import.': 'इम्पोर्ट करने तक कुछ नहीं लिखा जाता।',
  '{rows} rows: {created} new, {changed} changed.':
    '{rows} पंक्तियाँ: {created} नई, {changed} बदली हुई।',
  'No problems found. Import to write every row.':
    'कोई गड़बड़ी नहीं मिली। हर पंक्ति लिखने के लिए इम्पोर्ट करें।',
  '{count} problems: nothing was written. Fix these lines and check the file again.':
    '{count} गड़बड़ियाँ: कुछ नहीं लिखा गया। ये पंक्तियाँ ठीक करें और फ़ाइल फिर से जाँचें।',
  'Showing the first {shown} of {count} problems.': '{count} में से पहली {shown} गड़बड़ियाँ दिख रही हैं।',
  'Problems in the file': 'फ़ाइल की गड़बड़ियाँ',
  Line: 'पंक्ति',
  Column: 'कॉलम',
  Problem: 'गड़बड़ी',
  'Import {rows} rows': '{rows} पंक्तियाँ इम्पोर्ट करें',
  'Imported {rows} rows: {created} new, {changed} changed.':
    '{rows} पंक्तियाँ इम्पोर्ट हुईं: {created} नई, {changed} बदली हुई।',
  'The file could not be checked.': 'फ़ाइल जाँची नहीं जा सकी।',
  'The file could not be imported.': 'फ़ाइल इम्पोर्ट नहीं हो सकी।',
} as const;

export default hi;
