/** Hindi of the first two booking steps (patient details; department and slot) (docs/decisions/0017). */
const hi = {
  'Make Appointment': 'अपॉइंटमेंट बुक करें',
  Next: 'आगे',
  'Tell us about the patient. The doctor reads this before your consultation.':
    'मरीज़ के बारे में बताएँ। डॉक्टर परामर्श से पहले इसे पढ़ते हैं।',
  'First Name': 'पहला नाम',
  'Last Name': 'उपनाम',
  Gender: 'लिंग',
  Female: 'महिला',
  Other: 'अन्य',
  'Age (years)': 'उम्र (वर्ष)',
  'Select Age': 'उम्र चुनें',
  'The patient is under 18: an adult must accompany them in the consultation (Telemedicine Practice Guidelines 2020).':
    'मरीज़ 18 वर्ष से कम का है: कंसल्टेशन में किसी वयस्क का साथ होना ज़रूरी है (टेलीमेडिसिन प्रैक्टिस दिशानिर्देश 2020)।',
  'Accompanying adult’s name': 'साथ आने वाले वयस्क का नाम',
  'Relationship to the patient': 'मरीज़ से संबंध',
  'e.g. Mother, Father, Guardian': 'जैसे माँ, पिता, अभिभावक',
  'Weight (Kg)': 'वज़न (किलो)',
  'Select Weight': 'वज़न चुनें',
  'Optional: sent only if you choose it.': 'वैकल्पिक: आप इसे चुनें, तभी भेजी जाती है।',
  'Health questions': 'सेहत से जुड़े सवाल',
  'Diabetic?': 'डायबिटीज़ है?',
  'Blood pressure?': 'ब्लड प्रेशर है?',
  'Do you smoke?': 'क्या आप धूम्रपान करते हैं?',
  'Do you drink alcohol?': 'क्या आप शराब पीते हैं?',
  'Confirm and Next': 'पुष्टि करें और आगे बढ़ें',
  'Choose the department, tell the doctor what is wrong, and pick a time.':
    'विभाग चुनें, डॉक्टर को अपनी तकलीफ़ बताएँ और समय चुनें।',
  'Appointment details': 'अपॉइंटमेंट की जानकारी',
  'Select Department': 'विभाग चुनें',
  'The departments could not be loaded.': 'विभाग लोड नहीं हो सके।',
  'Consultation fee': 'परामर्श शुल्क',
  '{percent}% off': '{percent}% की छूट',
  'No time to pick: a doctor calls you back within minutes of your booking.':
    'समय चुनने की ज़रूरत नहीं: बुकिंग के कुछ ही मिनटों में डॉक्टर आपको कॉल करेंगे।',
  'Describe Your Symptoms?': 'अपने लक्षण बताएँ?',
  'Select Date': 'तारीख चुनें',
  'The days could not be loaded. Please try again.': 'दिन लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  Schedule: 'समय',
  'Select Schedule': 'समय चुनें',
  'Loading times…': 'समय लोड हो रहे हैं…',
  'Select a department first to see its times.': 'समय देखने के लिए पहले विभाग चुनें।',
  'Times are India time.': 'सभी समय भारतीय समय के अनुसार हैं।',
  'No times are left on this day. Please pick another day.':
    'इस दिन कोई समय खाली नहीं है। कृपया कोई दूसरा दिन चुनें।',
  'The times could not be loaded.': 'समय लोड नहीं हो सके।',
  'no times left': 'कोई समय खाली नहीं',
  'This department has no free times in the next seven days. Please pick another department.':
    'इस विभाग में अगले सात दिनों में कोई समय खाली नहीं है। कृपया कोई दूसरा विभाग चुनें।',
} as const;

export default hi;
