/** Hindi of the admin's staff screen (docs/decisions/0032, 0056): English text → Hindi. */
const hi = {
  'Staff members': 'स्टाफ़ सदस्य',
  'Add a staff member': 'स्टाफ़ सदस्य जोड़ें',
  'Edit {name}': '{name} को बदलें',
  'Mobile number': 'मोबाइल नंबर',
  'Their login. A link to set their own password is texted here.':
    'यही उनका लॉगिन है। अपना पासवर्ड सेट करने का लिंक इसी नंबर पर भेजा जाता है।',
  Name: 'नाम',
  Roles: 'भूमिकाएँ',
  Department: 'विभाग',
  'Choose the department': 'विभाग चुनें',
  'Registration number': 'रजिस्ट्रेशन नंबर',
  'The medical council’s, e.g. MMC 2014/03/1234': 'मेडिकल काउंसिल का, जैसे MMC 2014/03/1234',
  Qualifications: 'योग्यताएँ',
  'e.g. MBBS, MD (Dermatology)': 'जैसे MBBS, MD (Dermatology)',
  'Add and text the link': 'जोड़ें और लिंक भेजें',
  Save: 'सहेजें',
  Cancel: 'रद्द करें',
  Edit: 'बदलें',
  Disable: 'बंद करें',
  Enable: 'फिर से चालू करें',
  'Text a new link': 'नया लिंक भेजें',
  'Disable {name}? They are logged out at once and cannot log in until enabled again.':
    '{name} को बंद करें? वे तुरंत लॉगआउट हो जाएँगे और फिर से चालू होने तक लॉगिन नहीं कर पाएँगे।',
  'Yes, disable': 'हाँ, बंद करें',
  'Keep active': 'चालू रहने दें',
  Active: 'सक्रिय',
  Disabled: 'बंद',
  'Waiting for their password': 'उनके पासवर्ड का इंतज़ार',
  'No staff yet.': 'अभी कोई स्टाफ़ नहीं।',
  'The staff could not be loaded.': 'स्टाफ़ लोड नहीं हो सका।',
  'The change could not be saved.': 'बदलाव सहेजा नहीं जा सका।',
  'Enter the name.': 'नाम लिखें।',
  'Enter a 10-digit Indian mobile number.': '10 अंकों का भारतीय मोबाइल नंबर लिखें।',
  'Choose at least one role.': 'कम से कम एक भूमिका चुनें।',
  'Choose the doctor’s department.': 'डॉक्टर का विभाग चुनें।',
  'A doctor needs a department, a registration number and qualifications.':
    'डॉक्टर के लिए विभाग, रजिस्ट्रेशन नंबर और योग्यताएँ ज़रूरी हैं।',
  'The registration number should be the medical council’s, 4–40 letters, digits, spaces, / . or -.':
    'रजिस्ट्रेशन नंबर मेडिकल काउंसिल वाला हो: 4–40 अक्षर, अंक, स्पेस, / . या -।',
  'Qualifications should be 4–120 characters (e.g. "MBBS, MD (Dermatology)").':
    'योग्यताएँ 4–120 अक्षरों की हों (जैसे "MBBS, MD (Dermatology)")।',
  'Added. A link to set their password has been texted to their mobile; it works once, for 72 hours.':
    'जोड़ दिया गया। पासवर्ड सेट करने का लिंक उनके मोबाइल पर भेज दिया गया है; यह एक ही बार, 72 घंटे तक काम करता है।',
  'Added, but the SMS with their link could not be sent just now. Use "Text a new link" in a few minutes.':
    'जोड़ दिया गया, पर लिंक वाला SMS अभी नहीं भेजा जा सका। कुछ मिनट बाद "नया लिंक भेजें" दबाएँ।',
  'Saved.': 'सहेज लिया गया।',
  'Disabled: they have been logged out everywhere and cannot log in.':
    'बंद कर दिया गया: वे हर जगह से लॉगआउट हो गए हैं और लॉगिन नहीं कर सकते।',
  'Enabled: they can log in again with their password.':
    'फिर से चालू: वे अपने पासवर्ड से फिर लॉगिन कर सकते हैं।',
  'A new link to set their password has been texted to their mobile; it works once, for 72 hours. Older links no longer work.':
    'पासवर्ड सेट करने का नया लिंक उनके मोबाइल पर भेज दिया गया है; यह एक ही बार, 72 घंटे तक काम करता है। पुराने लिंक अब काम नहीं करते।',
  'This is the last active admin. Make someone else an admin first, or nobody could run MediBridge.':
    'यह आख़िरी सक्रिय एडमिन है। पहले किसी और को एडमिन बनाएँ, वरना MediBridge चलाने वाला कोई नहीं रहेगा।',
  'You cannot disable your own account. Another admin can, if it must be done.':
    'आप अपना ही अकाउंट बंद नहीं कर सकते। ज़रूरी हो तो कोई दूसरा एडमिन कर सकता है।',
  'This mobile number already belongs to a staff user: find them in the list.':
    'यह मोबाइल नंबर पहले से किसी स्टाफ़ सदस्य का है: उन्हें सूची में देखें।',
  'This mobile number belongs to a patient’s account. A staff member needs a mobile number of their own.':
    'यह मोबाइल नंबर किसी मरीज़ के अकाउंट का है। स्टाफ़ सदस्य का अपना अलग मोबाइल नंबर होना चाहिए।',
} as const;

export default hi;
