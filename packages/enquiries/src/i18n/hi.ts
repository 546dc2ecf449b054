/** Hindi of the enquiry screens (docs/decisions/0017): English text → Hindi. */
const hi = {
  // Forms and modals
  Address: 'पता',
  Age: 'उम्र',
  'Ambulance type': 'एम्बुलेंस का प्रकार',
  'Book FREE Consultation Now': 'अभी मुफ़्त परामर्श बुक करें',
  'Book Free Consultation': 'मुफ़्त परामर्श बुक करें',
  'Book Home Care': 'घर पर देखभाल बुक करें',
  'Book Your FREE Consultation Now': 'अपना मुफ़्त परामर्श अभी बुक करें',
  'Book a lab test instead': 'इसके बजाय लैब टेस्ट बुक करें',
  'Book an Ambulance': 'एम्बुलेंस बुक करें',
  'Booked through our lab partner.': 'हमारे लैब पार्टनर के ज़रिए बुक होता है।',
  'Call {phone}': '{phone} पर कॉल करें',
  'Choose a service': 'कोई सेवा चुनें',
  'Choose your city': 'अपना शहर चुनें',
  'Cities could not be loaded': 'शहरों की सूची लोड नहीं हो सकी',
  City: 'शहर',
  'Contact details': 'संपर्क विवरण',
  'Doctors, nurses, physiotherapists or an ICU setup at home. Tell us what you need and our care team will call you to plan the visits.':
    'घर पर डॉक्टर, नर्स, फ़िज़ियोथेरेपिस्ट या ICU सेटअप। बताइए आपको क्या चाहिए, हमारी केयर टीम आपको कॉल करके विज़िट की योजना बनाएगी।',
  Email: 'ईमेल',
  'Enquiry form': 'पूछताछ फ़ॉर्म',
  'First name': 'पहला नाम',
  'Get My Free Quote': 'मेरा मुफ़्त कोटेशन पाएँ',
  'Home care service': 'घर पर देखभाल की सेवा',
  Hospital: 'अस्पताल',
  Hours: 'समय',
  'How can we help? (optional)': 'हम कैसे मदद करें? (वैकल्पिक)',
  'Lab Tests': 'लैब टेस्ट',
  'Lab test booking with our lab partner': 'हमारे लैब पार्टनर के साथ लैब टेस्ट बुकिंग',
  'Last name': 'उपनाम',
  'Leave your details and we will get you quotes from hospitals for the package, and call you to talk them through — free of charge.':
    'अपना विवरण छोड़ें — हम अस्पतालों से इस पैकेज के कोटेशन मँगवाएँगे और आपको कॉल करके समझाएँगे, बिना किसी शुल्क के।',
  'Leave your details and we will get you this hospital’s quote for the package, and call you to talk it through — free of charge.':
    'अपना विवरण छोड़ें — हम इस अस्पताल से इस पैकेज का कोटेशन मँगवाएँगे और आपको कॉल करके समझाएँगे, बिना किसी शुल्क के।',
  'Loading cities…': 'शहर लोड हो रहे हैं…',
  'Loading the enquiry form…': 'पूछताछ फ़ॉर्म लोड हो रहा है…',
  'Mobile number': 'मोबाइल नंबर',
  Nationality: 'राष्ट्रीयता',
  'No treatment matches that name': 'इस नाम से कोई इलाज नहीं मिला',
  'Open in a new tab': 'नए टैब में खोलें',
  'Ordering medicines from this screen is not open yet. Our care team can still help you get a prescription filled today — call us and we will arrange it with a partner pharmacy near you.':
    'इस स्क्रीन से दवाइयाँ मँगाना अभी शुरू नहीं हुआ है। हमारी केयर टीम आज ही आपकी पर्ची की दवाइयाँ दिलाने में मदद कर सकती है — हमें कॉल करें, हम आपके पास की किसी पार्टनर फ़ार्मेसी से इंतज़ाम कर देंगे।',
  Package: 'पैकेज',
  'Passport number': 'पासपोर्ट नंबर',
  'Patient name': 'मरीज़ का नाम',
  'Patient’s gender': 'मरीज़ का लिंग',
  'Pharmacy is coming soon': 'फ़ार्मेसी जल्द आ रही है',
  Phone: 'फ़ोन',
  'Pick-up, destination and patient’s condition': 'कहाँ से लेना है, कहाँ ले जाना है और मरीज़ की हालत',
  Procedure: 'प्रोसीजर',
  'Quick ambulance request': 'झटपट एम्बुलेंस अनुरोध',
  'Quick home-care request': 'झटपट होम-केयर अनुरोध',
  'Request Ambulance': 'एम्बुलेंस का अनुरोध करें',
  'Request Home Care': 'घर पर देखभाल का अनुरोध करें',
  'Request a Call Back': 'कॉल बैक का अनुरोध करें',
  'Send an enquiry': 'पूछताछ भेजें',
  'Sending your request…': 'आपका अनुरोध भेजा जा रहा है…',
  'Your reference: {reference}': 'आपकी संदर्भ संख्या: {reference}',
  Service: 'सेवा',
  'Tell us where you are and what kind of ambulance you need. Our team will call you back to arrange it. In a life-threatening emergency, call 108 first.':
    'बताइए आप कहाँ हैं और कैसी एम्बुलेंस चाहिए। हमारी टीम आपको कॉल करके इंतज़ाम करेगी। जान को ख़तरा हो तो पहले 108 पर कॉल करें।',
  'Tell us who needs care and for what. A MediBridge care advisor will call you to explain the treatment, the right hospitals and the costs — free of charge.':
    'बताइए किसे और किस लिए इलाज चाहिए। MediBridge का केयर सलाहकार आपको कॉल करके इलाज, सही अस्पताल और खर्च समझाएगा — बिना किसी शुल्क के।',
  'Type at least 2 letters': 'कम से कम 2 अक्षर लिखें',
  'Type your city': 'अपना शहर लिखें',
  'Up to 70% off on lab tests, with free home sample collection. Choose your tests and a time below.':
    'लैब टेस्ट पर 70% तक की छूट, घर से मुफ़्त सैंपल कलेक्शन के साथ। नीचे अपने टेस्ट और समय चुनें।',
  'We couldn’t reach MediBridge. Check your connection and try again.':
    'MediBridge से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'We couldn’t search treatments just now. Please try again.':
    'अभी इलाज खोजे नहीं जा सके। कृपया फिर से कोशिश करें।',
  'We couldn’t send your request just now. Your details are kept: please try again.':
    'अभी आपका अनुरोध भेजा नहीं जा सका। आपका भरा हुआ विवरण सुरक्षित है: कृपया फिर से कोशिश करें।',
  'We don’t list hospitals in that city yet': 'उस शहर के अस्पताल अभी हमारी सूची में नहीं हैं',
  'Website (leave empty)': 'वेबसाइट (खाली छोड़ें)',
  'Where the service is needed': 'सेवा कहाँ चाहिए',
  'Your name and mobile number are filled in for you and shared with our lab partner.':
    'आपका नाम और मोबाइल नंबर अपने-आप भर दिए गए हैं और हमारे लैब पार्टनर के साथ साझा किए जाते हैं।',
  'e.g. Knee replacement': 'जैसे घुटना प्रत्यारोपण',
  '{title} services': '{title} सेवाएँ',
  // Each service page's own content is in ./pages (one lazy chunk a page).
} as const;

export default hi;
