/** Hindi of the account screens (docs/decisions/0017): English text → Hindi. */
const hi = {
  // Login
  Login: 'लॉगिन',
  'Login to continue with PhonePe': 'PhonePe के साथ आगे बढ़ने के लिए लॉगिन करें',
  'Log in with your registered mobile number and password.':
    'अपने रजिस्टर्ड मोबाइल नंबर और पासवर्ड से लॉगिन करें।',
  'Mobile Number': 'मोबाइल नंबर',
  Password: 'पासवर्ड',
  'Forgot Password': 'पासवर्ड भूल गए',
  'Forgot Password ?': 'पासवर्ड भूल गए?',
  Register: 'रजिस्टर करें',
  'New here? Register': 'नए हैं? रजिस्टर करें',
  'Patient Login': 'मरीज़ लॉगिन',
  'Checking your saved login': 'आपका सेव किया हुआ लॉगिन जाँचा जा रहा है',
  Loading: 'लोड हो रहा है',
  // Mobile verification and OTP
  'Verify Your Phone Number': 'अपना फ़ोन नंबर सत्यापित करें',
  'We will send a one-time code (OTP) by SMS to verify your number before you register.':
    'रजिस्टर करने से पहले आपका नंबर सत्यापित करने के लिए हम SMS से एक बार इस्तेमाल होने वाला कोड (OTP) भेजेंगे।',
  'Send Code via SMS': 'SMS से कोड भेजें',
  'Already registered? Login': 'पहले से रजिस्टर्ड हैं? लॉगिन करें',
  'Enter Your OTP': 'अपना OTP डालें',
  'We sent a code by SMS to your mobile number.': 'हमने आपके मोबाइल नंबर पर SMS से एक कोड भेजा है।',
  'We sent a code by SMS to {mobile}.': 'हमने {mobile} पर SMS से एक कोड भेजा है।',
  'Verify OTP': 'OTP सत्यापित करें',
  'Resend OTP': 'OTP दोबारा भेजें',
  'Change number': 'नंबर बदलें',
  'Demo mode': 'डेमो मोड',
  'No real SMS is sent here. Read your code in the': 'यहाँ असली SMS नहीं भेजा जाता। अपना कोड यहाँ पढ़ें:',
  'SMS outbox for {mobile}': '{mobile} का SMS आउटबॉक्स',
  // Registration
  'Create Your Account': 'अपना अकाउंट बनाएँ',
  'Your mobile number is verified. Add a few details to finish.':
    'आपका मोबाइल नंबर सत्यापित हो गया है। पूरा करने के लिए कुछ जानकारी और जोड़ें।',
  Name: 'नाम',
  Email: 'ईमेल',
  'At least 8 characters.': 'कम से कम 8 अक्षर।',
  // Passwords
  'Get Password': 'पासवर्ड पाएँ',
  'We will send a link to set a new password to your registered mobile number.':
    'नया पासवर्ड सेट करने का लिंक हम आपके रजिस्टर्ड मोबाइल नंबर पर भेजेंगे।',
  'Registered Mobile Number': 'रजिस्टर्ड मोबाइल नंबर',
  'Back to Login': 'लॉगिन पर वापस जाएँ',
  'Set a New Password': 'नया पासवर्ड सेट करें',
  'Choose a new password of at least 8 characters.': 'कम से कम 8 अक्षरों का नया पासवर्ड चुनें।',
  'New Password': 'नया पासवर्ड',
  'Confirm Password': 'पासवर्ड की पुष्टि करें',
  'Save New Password': 'नया पासवर्ड सेव करें',
  'This password reset link cannot be used.': 'पासवर्ड रीसेट का यह लिंक इस्तेमाल नहीं किया जा सकता।',
  'Ask for a new link': 'नया लिंक माँगें',
  'Change Password': 'पासवर्ड बदलें',
  'Old Password': 'पुराना पासवर्ड',
  'Other devices are logged out when your password changes.':
    'पासवर्ड बदलने पर बाकी डिवाइस से आप लॉगआउट हो जाते हैं।',
  // Profile
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
  // Refer and earn
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
  // Messages the screens show themselves (the others are contract's)
  'Please enter your password.': 'कृपया अपना पासवर्ड डालें।',
  'Please enter your mobile number first to receive an OTP.':
    'OTP पाने के लिए कृपया पहले अपना मोबाइल नंबर डालें।',
  'Please verify your mobile number with an OTP before registering.':
    'रजिस्टर करने से पहले कृपया OTP से अपना मोबाइल नंबर सत्यापित करें।',
  'We could not reach MediBridge. Please check your internet connection and try again.':
    'MediBridge से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'Your password has been changed.': 'आपका पासवर्ड बदल दिया गया है।',
  'The password could not be changed. Please try again.':
    'पासवर्ड बदला नहीं जा सका। कृपया फिर से कोशिश करें।',
  'We have sent a link to set a new password.': 'नया पासवर्ड सेट करने का लिंक भेज दिया गया है।',
  'The link could not be sent. Please try again.': 'लिंक भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'The code could not be sent. Please try again.': 'कोड भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'Registration failed. Please try again.': 'रजिस्ट्रेशन नहीं हो सका। कृपया फिर से कोशिश करें।',
  'The OTP could not be sent. Please try again.': 'OTP भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'The OTP could not be verified. Please try again.':
    'OTP सत्यापित नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Your profile could not be saved. Please try again.':
    'आपकी प्रोफ़ाइल सेव नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Your profile could not be loaded.': 'आपकी प्रोफ़ाइल लोड नहीं हो सकी।',
  'Password changed successfully.': 'पासवर्ड सफलतापूर्वक बदल गया।',
} as const;

export default hi;
