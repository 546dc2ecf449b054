/** Hindi of the catalogue screens (docs/decisions/0032, 0062): English text → Hindi, and the server's rules. */
const hi = {
  Hospitals: 'अस्पताल',
  'Hospital or city': 'अस्पताल या शहर',
  'Shown to patients': 'मरीज़ों को दिखता है',
  All: 'सभी',
  Offered: 'उपलब्ध',
  Withdrawn: 'हटाया गया',
  'The hospitals could not be loaded.': 'अस्पताल लोड नहीं हो सके।',
  'No hospital matches.': 'कोई अस्पताल नहीं मिला।',
  '{count} packages': '{count} पैकेज',
  Edit: 'बदलें',
  'Edit {name}': '{name} बदलें',
  'Back to the list': 'सूची पर वापस',
  'The hospital could not be loaded.': 'अस्पताल लोड नहीं हो सका।',
  'The hospital could not be saved.': 'अस्पताल सहेजा नहीं जा सका।',
  'Hospital details': 'अस्पताल का विवरण',
  'Saved. Patients see it on their next visit.': 'सहेजा गया। मरीज़ इसे अगली बार खोलने पर देखेंगे।',
  Name: 'नाम',
  City: 'शहर',
  Address: 'पता',
  'PIN code': 'पिन कोड',
  Accreditation: 'मान्यता',
  'Accreditation in Hindi': 'मान्यता (हिन्दी में)',
  Specialities: 'विशेषज्ञताएँ',
  'Specialities in Hindi': 'विशेषज्ञताएँ (हिन्दी में)',
  Beds: 'बिस्तर',
  'Established in': 'स्थापना वर्ष',
  'Save the hospital': 'अस्पताल सहेजें',
  Picture: 'तस्वीर',
  'A JPG or PNG, at least 320×200 pixels, at most 5 MB':
    'JPG या PNG, कम से कम 320×200 पिक्सेल, अधिकतम 5 MB',
  'Upload the picture': 'तस्वीर अपलोड करें',
  'The picture could not be saved.': 'तस्वीर सहेजी नहीं जा सकी।',
  'The picture is saved.': 'तस्वीर सहेज ली गई।',
  'Package prices': 'पैकेज की क़ीमतें',
  'This hospital offers no package yet.': 'यह अस्पताल अभी कोई पैकेज नहीं देता।',
  'Now {price}': 'अभी {price}',
  'Package withdrawn': 'पैकेज हटाया गया',
  'Price in rupees for {name}': '{name} की क़ीमत (रुपये)',
  'Save the price': 'क़ीमत सहेजें',
  'The price could not be saved.': 'क़ीमत सहेजी नहीं जा सकी।',
  'The price is saved.': 'क़ीमत सहेज ली गई।',
  'The hospital is saved.': 'अस्पताल सहेज लिया गया।',
  // The server's words for its rules (contract CATALOGUE_MESSAGES; a test keeps this list complete).
  'Write a name of 2 to 150 characters.': '2 से 150 अक्षरों का नाम लिखें।',
  'Write the Hindi in Devanagari (हिन्दी), or leave it empty.':
    'हिन्दी देवनागरी में लिखें, या इसे ख़ाली छोड़ दें।',
  'Write at most 300 characters.': 'अधिकतम 300 अक्षर लिखें।',
  'Write at most 2000 characters.': 'अधिकतम 2000 अक्षर लिखें।',
  'Write a short description.': 'एक छोटा विवरण लिखें।',
  'Hospital days must be a whole number from 0 to 60.':
    'अस्पताल में दिन 0 से 60 तक की पूरी संख्या होनी चाहिए।',
  'The price must be in rupees, from ₹1 to ₹1,00,00,000, with at most two decimals.':
    'क़ीमत रुपये में ₹1 से ₹1,00,00,000 तक हो, दशमलव के बाद अधिकतम दो अंक।',
  'Choose the speciality (package group).': 'विशेषज्ञता (पैकेज समूह) चुनें।',
  'A package has at most 20 inclusions.': 'एक पैकेज में अधिकतम 20 शामिल सेवाएँ होती हैं।',
  'Name each inclusion (2 to 150 characters).': 'हर शामिल सेवा का नाम लिखें (2 से 150 अक्षर)।',
  'Choose the picture of each inclusion from the list.': 'हर शामिल सेवा की तस्वीर सूची से चुनें।',
  'Choose the city.': 'शहर चुनें।',
  'Write the address (at most 300 characters).': 'पता लिखें (अधिकतम 300 अक्षर)।',
  'A PIN code is six digits and does not start with 0.':
    'पिन कोड छह अंकों का होता है और 0 से शुरू नहीं होता।',
  'A phone number is 10 to 12 digits with nothing else, or leave it empty.':
    'फ़ोन नंबर 10 से 12 अंकों का हो, और कुछ नहीं; या इसे ख़ाली छोड़ दें।',
  'Write an email address like desk@hospital.in, or leave it empty.':
    'desk@hospital.in जैसा ईमेल पता लिखें, या इसे ख़ाली छोड़ दें।',
  'Beds must be a whole number from 0 to 10000.': 'बिस्तर 0 से 10000 तक की पूरी संख्या हों।',
  'The year it was established must be from 1800 to this year.':
    'स्थापना वर्ष 1800 से इस वर्ष तक होना चाहिए।',
  'At most 60 entries, each at most 100 characters.': 'अधिकतम 60 प्रविष्टियाँ, हर एक अधिकतम 100 अक्षर।',
  'Search with at most 100 characters.': 'अधिकतम 100 अक्षरों से खोजें।',
  'Choose a picture to upload (JPG or PNG).': 'अपलोड करने के लिए तस्वीर चुनें (JPG या PNG)।',
  'The picture is too large: choose a JPG or PNG of at most 5 MB.':
    'तस्वीर बहुत बड़ी है: अधिकतम 5 MB की JPG या PNG चुनें।',
  'The picture must be a JPG or PNG image; this file is not one.':
    'तस्वीर JPG या PNG होनी चाहिए; यह फ़ाइल वैसी नहीं है।',
  'The picture could not be read. Choose another JPG or PNG image.':
    'तस्वीर पढ़ी नहीं जा सकी। कोई दूसरी JPG या PNG तस्वीर चुनें।',
  'The picture is too small: it must be at least 320×200 pixels.':
    'तस्वीर बहुत छोटी है: कम से कम 320×200 पिक्सेल की होनी चाहिए।',
  'There is no such treatment package.': 'ऐसा कोई इलाज पैकेज नहीं है।',
  'There is no such hospital.': 'ऐसा कोई अस्पताल नहीं है।',
  'This hospital does not offer this package.': 'यह अस्पताल यह पैकेज नहीं देता।',
} as const;

export default hi;
