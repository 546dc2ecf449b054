/**
 * Hindi of an opened enquiry's notes and call-back form (`pages/EnquiryFollowUp.tsx`), a chunk loaded when a
 * coordinator opens an enquiry: its texts load with it, not with every console screen (docs/decisions/0030).
 */
const hi = {
  'Notes and call-back': 'नोट और कॉल-बैक',
  'The notes could not be loaded.': 'नोट लोड नहीं हो सके।',
  'No notes yet.': 'अभी कोई नोट नहीं।',
  'Notes on {reference}': '{reference} पर नोट',
  '{name}, {when} (India time)': '{name}, {when} (भारतीय समय)',
  'A former staff member': 'पूर्व स्टाफ़ सदस्य',
  'Note on {reference}': '{reference} के लिए नोट',
  '{count} of {max} characters': '{max} में से {count} अक्षर',
  'Call back at (India time)': 'कॉल-बैक का समय (भारतीय समय)',
  'Set the status to New or Contacted to plan a call-back.':
    'कॉल-बैक तय करने के लिए स्थिति नई या संपर्क किया गया पर रखें।',
  'Within the next {days} days. A note written above is saved with it.':
    'अगले {days} दिनों के अंदर। ऊपर लिखा नोट इसके साथ सहेजा जाएगा।',
  'Add note': 'नोट जोड़ें',
  'Set call-back': 'कॉल-बैक तय करें',
  'Clear call-back': 'कॉल-बैक हटाएँ',
  'Note added.': 'नोट जोड़ दिया गया।',
  'Call-back set for {when} (India time).': 'कॉल-बैक {when} (भारतीय समय) के लिए तय हो गया।',
  'Call-back cleared.': 'कॉल-बैक हटा दिया गया।',
  'The note could not be added.': 'नोट जोड़ा नहीं जा सका।',
  'The call-back could not be saved.': 'कॉल-बैक सहेजा नहीं जा सका।',
} as const;

export default hi;
