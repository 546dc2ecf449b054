/** Hindi of the profile and refer-and-earn screens (docs/decisions/0032): English text → Hindi. */
const hi = {
  'Close my account': 'मेरा खाता बंद करें',
  'Manage Profile': 'प्रोफ़ाइल संभालें',
  'Basic information': 'बुनियादी जानकारी',
  'First Name': 'पहला नाम',
  'Last Name': 'उपनाम',
  'Date of Birth': 'जन्मतिथि',
  'Blood Group': 'ब्लड ग्रुप',
  'Select Blood Group': 'ब्लड ग्रुप चुनें',
  Address: 'पता',
  Country: 'देश',
  'Select Country': 'देश चुनें',
  State: 'राज्य',
  'Select State': 'राज्य चुनें',
  City: 'शहर',
  'Select City': 'शहर चुनें',
  'Pin Code': 'पिन कोड',
  'Profile Photo': 'प्रोफ़ाइल फ़ोटो',
  'JPG, GIF or PNG, at most 2 MB.': 'JPG, GIF या PNG, ज़्यादा से ज़्यादा 2 MB।',
  'Preview of your new photo': 'आपकी नई फ़ोटो का पूर्वावलोकन',
  'Your profile photo': 'आपकी प्रोफ़ाइल फ़ोटो',
  'Save Changes': 'बदलाव सेव करें',
  Notifications: 'सूचनाएँ',
  'Appointment reminders, order updates and medicine reminders reach you on the channels you choose.':
    'अपॉइंटमेंट रिमाइंडर, ऑर्डर की जानकारी और दवा के रिमाइंडर आपको आपके चुने हुए माध्यम से मिलते हैं।',
  'Send my messages by': 'मेरे संदेश इससे भेजें',
  SMS: 'एसएमएस (SMS)',
  WhatsApp: 'व्हाट्सऐप (WhatsApp)',
  Offers: 'ऑफ़र',
  'Send me offers and health tips': 'मुझे ऑफ़र और सेहत से जुड़ी सलाह भेजें',
  'Off unless you turn it on. We never send promotional texts without your consent.':
    'जब तक आप इसे चालू न करें, यह बंद रहता है। हम आपकी सहमति के बिना प्रचार वाले संदेश कभी नहीं भेजते।',
  'Save notification choices': 'सूचना की पसंद सेव करें',
  'Your notification choices are saved.': 'आपकी सूचना की पसंद सेव हो गई है।',
  'Your notification choices could not be saved. Please try again.':
    'आपकी सूचना की पसंद सेव नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Your notification choices could not be loaded.': 'आपकी सूचना की पसंद लोड नहीं हो सकी।',
  'Keep at least one of SMS and WhatsApp on, so we can reach you about your appointments and orders.':
    'SMS और WhatsApp में से कम से कम एक चालू रखें, ताकि हम आपको अपॉइंटमेंट और ऑर्डर के बारे में बता सकें।',
  'Refer & Earn': 'रेफ़र करें और कमाएँ',
  'Invite friends and family. When someone registers with your code, you both get':
    'दोस्तों और परिवार को बुलाएँ। जब कोई आपके कोड से रजिस्टर करता है, तो आप दोनों को अपने MediBridge वॉलेट में',
  'in your MediBridge wallets.': 'मिलते हैं।',
  'Your share code': 'आपका शेयर कोड',
  'Your share code {code}': 'आपका शेयर कोड {code}',
  'Share invite link': 'निमंत्रण लिंक शेयर करें',
  'Copy invite link': 'निमंत्रण लिंक कॉपी करें',
  'Link copied. Paste it in a message to a friend.': 'लिंक कॉपी हो गया। इसे किसी दोस्त को मैसेज में भेजें।',
  'Copy this link: {link}': 'यह लिंक कॉपी करें: {link}',
  'Join me on MediBridge for treatment packages, doctor consultations and medicines. Register with my code {code} and we both get ₹{bonus} in our wallets.':
    'इलाज के पैकेज, डॉक्टर से परामर्श और दवाइयों के लिए MediBridge पर मेरे साथ जुड़ें। मेरे कोड {code} से रजिस्टर करें, हम दोनों को अपने वॉलेट में ₹{bonus} मिलेंगे।',
  'Share your link or code with a friend.': 'अपना लिंक या कोड किसी दोस्त के साथ शेयर करें।',
  'They verify their mobile number and register with your code.':
    'वे अपना मोबाइल नंबर सत्यापित करके आपके कोड से रजिस्टर करते हैं।',
  'You both get': 'आप दोनों को',
  'in your wallets, to use for consultations and services.':
    'अपने वॉलेट में मिलते हैं, जिन्हें परामर्श और सेवाओं में इस्तेमाल कर सकते हैं।',
  'Friends who joined with your code:': 'आपके कोड से जुड़े दोस्त:',
  'Your referral code could not be loaded.': 'आपका रेफ़रल कोड लोड नहीं हो सका।',
  'Your profile could not be saved. Please try again.':
    'आपकी प्रोफ़ाइल सेव नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Your profile could not be loaded.': 'आपकी प्रोफ़ाइल लोड नहीं हो सकी।',
} as const;

export default hi;
