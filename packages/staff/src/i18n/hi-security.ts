/** Hindi of the security log and breach screen (docs/decisions/0061): English text → Hindi. */
const hi = {
  'Security events': 'सुरक्षा घटनाएँ',
  'Kept {days} days; nobody can change or delete an entry.':
    '{days} दिन तक रखी जाती हैं; कोई भी प्रविष्टि बदल या हटा नहीं सकता।',
  Event: 'घटना',
  'All events': 'सभी घटनाएँ',
  'The security log could not be loaded.': 'सुरक्षा लॉग लोड नहीं हो सका।',
  'Nothing recorded here.': 'यहाँ कुछ दर्ज नहीं है।',
  'Record a breach': 'डेटा उल्लंघन दर्ज करें',
  'Record what happened, check the affected patients, then text them the prepared notice once.':
    'क्या हुआ यह दर्ज करें, प्रभावित मरीज़ों की सूची जाँचें, फिर उन्हें तैयार सूचना एक बार SMS करें।',
  'What happened': 'क्या हुआ',
  'When it happened': 'कब हुआ',
  'Which data': 'कौन सा डेटा',
  '30 characters at most; it goes into the text, e.g. name and mobile number.':
    'अधिकतम 30 अक्षर; यह SMS में जाता है, जैसे name and mobile number।',
  'Affected patients': 'प्रभावित मरीज़',
  'These mobiles': 'ये मोबाइल नंबर',
  'Everyone with a record in these dates': 'इन तारीखों में रिकॉर्ड वाले सभी',
  Mobiles: 'मोबाइल नंबर',
  '10 digits each, separated by commas or new lines.': 'हर नंबर 10 अंकों का, कॉमा या नई पंक्ति से अलग।',
  From: 'से',
  To: 'तक',
  'Record and list the patients': 'दर्ज करें और मरीज़ों की सूची देखें',
  'The breach could not be recorded.': 'उल्लंघन दर्ज नहीं हो सका।',
  '{count} patients': '{count} मरीज़',
  'Texted {count} patients.': '{count} मरीज़ों को SMS भेजा गया।',
  'Text the notice to {count} patients': '{count} मरीज़ों को सूचना SMS करें',
  'The notice could not be sent.': 'सूचना नहीं भेजी जा सकी।',
  'Breaches recorded': 'दर्ज उल्लंघन',
  'Not texted yet': 'अभी SMS नहीं भेजा गया',
} as const;
export default hi;
