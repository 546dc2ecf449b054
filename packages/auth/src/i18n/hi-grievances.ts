/** Hindi of the grievance screens (docs/decisions/0066): English text → Hindi. */
const hi = {
  'My grievances': 'मेरी शिकायतें',
  'File a grievance': 'शिकायत दर्ज करें',
  'Privacy and consent': 'गोपनीयता और सहमति',
  'Go to the home page': 'होम पेज पर जाएँ',
  'Tell our grievance officer what went wrong. We text you a reference at once and answer within {days} days.':
    'हमारे शिकायत अधिकारी को बताएँ कि क्या गलत हुआ। हम तुरंत आपको एक संदर्भ संख्या SMS करते हैं और {days} दिनों के भीतर उत्तर देते हैं।',
  'Our grievance officer reads every grievance. We text you a reference at once and answer within {days} days.':
    'हमारे शिकायत अधिकारी हर शिकायत पढ़ते हैं। हम तुरंत आपको एक संदर्भ संख्या SMS करते हैं और {days} दिनों के भीतर उत्तर देते हैं।',
  'You have not filed a grievance.': 'आपने कोई शिकायत दर्ज नहीं की है।',
  'Your grievances could not be loaded.': 'आपकी शिकायतें लोड नहीं हो सकीं।',
  'If our answer does not settle it, you may complain to the Data Protection Board of India (for your personal data) or the consumer helpline 1915.':
    'अगर हमारे उत्तर से समाधान नहीं होता, तो आप भारतीय डेटा संरक्षण बोर्ड (अपने निजी डेटा के लिए) या उपभोक्ता हेल्पलाइन 1915 पर शिकायत कर सकते हैं।',
  'Filed on {date}': '{date} को दर्ज की गई',
  'Our answer': 'हमारा उत्तर',
  'We will answer by {date}.': 'हम {date} तक उत्तर देंगे।',
  Open: 'खुली',
  Answered: 'उत्तर दिया गया',
  Closed: 'बंद',
  'Privacy or my data': 'गोपनीयता या मेरा डेटा',
  'A consultation': 'एक परामर्श',
  'A payment or refund': 'एक भुगतान या रिफ़ंड',
  'A pharmacy order': 'एक फ़ार्मेसी ऑर्डर',
  'Something else': 'कुछ और',
  'Your grievance is filed': 'आपकी शिकायत दर्ज हो गई है',
  'We have texted you its reference.': 'हमने आपको इसकी संदर्भ संख्या SMS कर दी है।',
  'Your reference': 'आपकी संदर्भ संख्या',
  'Our grievance officer will answer by {date}.': 'हमारे शिकायत अधिकारी {date} तक उत्तर देंगे।',
  'Pick what your grievance is about.': 'चुनें कि आपकी शिकायत किस बारे में है।',
  'Enter a number like APT-1234ABCD or ORD-1234ABCD, or leave it empty.':
    'APT-1234ABCD या ORD-1234ABCD जैसी संख्या लिखें, या इसे खाली छोड़ दें।',
  'Write what went wrong in at least {count} characters.':
    'कम से कम {count} अक्षरों में लिखें कि क्या गलत हुआ।',
  'This order is not one of yours. Pick one from your orders.':
    'यह ऑर्डर आपका नहीं है। अपने ऑर्डर में से एक चुनें।',
  'This consultation is not one of yours. Pick one from your appointments.':
    'यह परामर्श आपका नहीं है। अपने अपॉइंटमेंट में से एक चुनें।',
  'You have 5 open grievances. Please wait for our answer to them before filing another.':
    'आपकी 5 शिकायतें खुली हैं। नई शिकायत दर्ज करने से पहले कृपया उनके उत्तर की प्रतीक्षा करें।',
  'Your grievance could not be filed. Please try again.':
    'आपकी शिकायत दर्ज नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'What is it about?': 'यह किस बारे में है?',
  'Choose one': 'एक चुनें',
  'Consultation or order number (optional)': 'परामर्श या ऑर्डर संख्या (वैकल्पिक)',
  'It is on your appointment or order page, e.g. APT-1234ABCD or ORD-1234ABCD.':
    'यह आपके अपॉइंटमेंट या ऑर्डर पेज पर है, जैसे APT-1234ABCD या ORD-1234ABCD।',
  'What went wrong?': 'क्या गलत हुआ?',
  'Send my grievance': 'मेरी शिकायत भेजें',
} as const;
export default hi;
