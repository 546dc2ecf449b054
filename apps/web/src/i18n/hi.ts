/** Hindi of the shell's texts (docs/decisions/0017): English text → Hindi. */
const hi = {
  // Header
  'MediBridge home': 'MediBridge होम',
  Main: 'मुख्य',
  'Treatment Packages': 'इलाज के पैकेज',
  'Lab Tests': 'लैब टेस्ट',
  'Contact Us': 'संपर्क करें',
  Services: 'सेवाएँ',
  'Close services menu': 'सेवाओं का मेन्यू बंद करें',
  'Open services menu': 'सेवाओं का मेन्यू खोलें',
  'Call MediBridge support on {phone}': 'MediBridge सहायता को {phone} पर कॉल करें',
  Login: 'लॉगिन',
  'Login or register': 'लॉगिन या रजिस्टर करें',
  'Wallet balance': 'वॉलेट बैलेंस',
  'Account menu': 'अकाउंट मेन्यू',
  'Log Out': 'लॉग आउट',
  Help: 'सहायता',
  Language: 'भाषा',
  Pharmacy: 'फ़ार्मेसी',
  // Service groups and links
  Treatment: 'इलाज',
  'Care at home': 'घर पर देखभाल',
  Ambulance: 'एम्बुलेंस',
  // Account menu
  'Manage Profile': 'प्रोफ़ाइल संभालें',
  'Change Password': 'पासवर्ड बदलें',
  'Make Payment': 'भुगतान करें',
  'My Appointments': 'मेरे अपॉइंटमेंट',
  'My Transactions': 'मेरे लेन-देन',
  'My Orders': 'मेरे ऑर्डर',
  'My History': 'मेरा इतिहास',
  // Footer
  'Treatment packages at trusted hospitals, doctors on call and medicines — with a real person a call away.':
    'भरोसेमंद अस्पतालों में इलाज के पैकेज, कॉल पर डॉक्टर और दवाइयाँ — और मदद के लिए एक असली इंसान बस एक कॉल दूर।',
  '{group} links': '{group} के लिंक',
  'Help links': 'सहायता के लिंक',
  'Book an Appointment': 'अपॉइंटमेंट बुक करें',
  'Book a free consultation': 'मुफ़्त परामर्श बुक करें',
  'Call {phone}': '{phone} पर कॉल करें',
  '© {year} MediBridge. Information here does not replace a doctor’s advice.':
    '© {year} MediBridge. यहाँ दी गई जानकारी डॉक्टर की सलाह की जगह नहीं लेती।',
  // Bottom bar and frame
  'Quick links': 'झटपट लिंक',
  Home: 'होम',
  'Book Appointment': 'अपॉइंटमेंट बुक करें',
  'Refer & Earn': 'रेफ़र करें और कमाएँ',
  Call: 'कॉल करें',
  Profile: 'प्रोफ़ाइल',
  'Skip to content': 'सीधे मुख्य सामग्री पर जाएँ',
  'Loading MediBridge…': 'MediBridge लोड हो रहा है…',
  // Error pages (the 404's words and the call-support button are ui-kit's: useNotFoundTexts, useCallSupportLabel)
  'Something went wrong — MediBridge': 'कुछ गड़बड़ हो गई — MediBridge',
  'We couldn’t load this screen': 'यह स्क्रीन लोड नहीं हो सकी',
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'Please check your internet connection and try again.':
    'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'This screen ran into a problem ({status}). Trying again usually helps.':
    'इस स्क्रीन में कोई समस्या आ गई ({status})। दोबारा कोशिश करने से अक्सर ठीक हो जाता है।',
  'This screen ran into a problem. Trying again usually helps.':
    'इस स्क्रीन में कोई समस्या आ गई। दोबारा कोशिश करने से अक्सर ठीक हो जाता है।',
  'Try again': 'फिर से कोशिश करें',
  // Network and updates
  'You are offline': 'आप ऑफ़लाइन हैं',
  'Pages you have opened stay readable. Searching, booking and sending need the internet again.':
    'जो पेज आप खोल चुके हैं, वे पढ़े जा सकते हैं। खोजने, बुक करने और भेजने के लिए इंटरनेट दोबारा चाहिए।',
  'A new version of MediBridge is ready.': 'MediBridge का नया संस्करण तैयार है।',
  Reload: 'रीलोड करें',
} as const;

export default hi;
