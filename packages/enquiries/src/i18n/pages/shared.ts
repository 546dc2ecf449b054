/** Hindi of the texts several service pages share (booking steps, what happens next). */
const shared = {
  'How a booking works': 'बुकिंग कैसे होती है',
  'Send the form or call us. A coordinator calls you back, usually within 15 minutes.':
    'फ़ॉर्म भेजें या हमें कॉल करें। एक कोऑर्डिनेटर आपको आमतौर पर 15 मिनट के भीतर वापस कॉल करता है।',
  'We confirm pick-up, destination, the patient’s condition and the crew needed, and quote the full cost before dispatch.':
    'हम पिक-अप, मंज़िल, मरीज़ की हालत और ज़रूरी स्टाफ़ की पुष्टि करते हैं, और गाड़ी भेजने से पहले पूरा खर्च बता देते हैं।',
  'You get the driver’s and crew’s names and numbers by SMS, and can track the vehicle by phone.':
    'ड्राइवर और स्टाफ़ के नाम और नंबर आपको SMS से मिलते हैं, और आप फ़ोन पर गाड़ी की जानकारी ले सकते हैं।',
  'In a life-threatening emergency, call 108 first — then us for onward transfer.':
    'जान को ख़तरा हो तो पहले 108 पर कॉल करें — फिर आगे की ट्रांसफ़र के लिए हमें।',
  'How it works': 'यह कैसे काम करता है',
  'Tell us who needs care, where, and what the treating doctor advised.':
    'बताइए किसे देखभाल चाहिए, कहाँ, और इलाज करने वाले डॉक्टर ने क्या सलाह दी है।',
  'A care coordinator calls you to plan the visits and shares the cost before anything starts.':
    'एक केयर कोऑर्डिनेटर आपको कॉल करके विज़िट की योजना बनाता है और कुछ भी शुरू होने से पहले खर्च बता देता है।',
  'Verified, registered professionals visit at the agreed times; you can change or stop the plan any day.':
    'सत्यापित, रजिस्टर्ड विशेषज्ञ तय समय पर आते हैं; आप किसी भी दिन योजना बदल या रोक सकते हैं।',
  'What is included': 'इसमें क्या शामिल है',
  'When to choose it': 'इसे कब चुनें',
  'What happens after you send the form': 'फ़ॉर्म भेजने के बाद क्या होता है',
  'A MediBridge care advisor calls you back, usually the same working day.':
    'MediBridge का केयर सलाहकार आपको आमतौर पर उसी कामकाजी दिन वापस कॉल करता है।',
  'We explain the options, the hospitals or clinics near you and the full cost — before you commit to anything.':
    'हम आपको विकल्प, आपके पास के अस्पताल या क्लिनिक और पूरा खर्च समझाते हैं — आपके कोई फ़ैसला लेने से पहले।',
  'Our advice and coordination are free; you pay the hospital or clinic only for the treatment you choose.':
    'हमारी सलाह और तालमेल मुफ़्त है; आप अस्पताल या क्लिनिक को केवल अपने चुने हुए इलाज का भुगतान करते हैं।',
} as const;

export default shared;
