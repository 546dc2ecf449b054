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
  'Failed jobs': 'विफल जॉब',
  'No job has failed.': 'कोई जॉब विफल नहीं हुआ।',
  'The failed jobs could not be loaded.': 'विफल जॉब लोड नहीं हो सके।',
  'Run again': 'फिर से चलाएँ',
  'The job could not be queued again.': 'जॉब को फिर से कतार में नहीं डाला जा सका।',
  '{attempts} attempts': '{attempts} कोशिशें',
  'Last error: {error}': 'आख़िरी त्रुटि: {error}',
  'Queued again: {name}': 'फिर से कतार में: {name}',
} as const;

export default hi;
