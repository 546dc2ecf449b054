/** Hindi of the follow-up page (docs/decisions/0017). */
const hi = {
  'Your follow-up': 'आपका फ़ॉलो-अप',
  'Sent on {date}': '{date} को भेजा गया',
  'Your document': 'आपका दस्तावेज़',
  'The doctor has not answered yet. You will get an SMS when they do.':
    'डॉक्टर ने अभी जवाब नहीं दिया है। जवाब आने पर आपको SMS मिलेगा।',
  'Send a follow-up': 'फ़ॉलो-अप भेजें',
  'Report or document': 'रिपोर्ट या दस्तावेज़',
  'Message for the doctor': 'डॉक्टर के लिए संदेश',
  Submit: 'भेजें',
  'More reports': 'और रिपोर्ट',
  'Add more reports': 'और रिपोर्ट जोड़ें',
  'Report {number}': 'रिपोर्ट {number}',
  'Remarks (optional)': 'टिप्पणी (वैकल्पिक)',
  'Send reports': 'रिपोर्ट भेजें',
  'Documents you sent': 'आपके भेजे गए दस्तावेज़',
  'Follow-up document': 'फ़ॉलो-अप दस्तावेज़',
  Report: 'रिपोर्ट',
  'You can send a follow-up once the doctor has completed your consultation. Please come back then.':
    'डॉक्टर के आपका परामर्श पूरा करने के बाद ही आप फ़ॉलो-अप भेज सकते हैं। कृपया तब वापस आएँ।',
  'Your follow-up could not be sent. Please try again.':
    'आपका फ़ॉलो-अप नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  'Your reports could not be sent. Please try again.':
    'आपकी रिपोर्ट नहीं भेजी जा सकीं। कृपया फिर से कोशिश करें।',
} as const;

export default hi;
