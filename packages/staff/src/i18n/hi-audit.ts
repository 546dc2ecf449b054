/** Hindi of the audit log (docs/decisions/0032): English text → Hindi. */
const hi = {
  Action: 'कार्रवाई',
  'All actions': 'सभी कार्रवाइयाँ',
  Record: 'रिकॉर्ड',
  'APT-…, ORD-… or ENQ-…': 'APT-…, ORD-… या ENQ-…',
  'Audit entries': 'ऑडिट प्रविष्टियाँ',
  'Nothing recorded here.': 'यहाँ कुछ दर्ज नहीं।',
  'The audit log could not be loaded.': 'ऑडिट लॉग लोड नहीं हो सका।',
  '{name} as {role}': '{name}, {role} के रूप में',
} as const;

export default hi;
