/** Hindi of the forgotten, reset and changed password screens (docs/decisions/0032): English text → Hindi. */
const hi = {
  'Get Password': 'पासवर्ड पाएँ',
  'We will send a link to set a new password to your registered mobile number.':
    'नया पासवर्ड सेट करने का लिंक हम आपके रजिस्टर्ड मोबाइल नंबर पर भेजेंगे।',
  'Registered Mobile Number': 'रजिस्टर्ड मोबाइल नंबर',
  'Back to Login': 'लॉगिन पर वापस जाएँ',
  'Set a New Password': 'नया पासवर्ड सेट करें',
  'Welcome to the MediBridge staff': 'MediBridge स्टाफ़ में आपका स्वागत है',
  'Choose your password, at least 8 characters. You will log in with your mobile number and this password.':
    'अपना पासवर्ड चुनें, कम से कम 8 अक्षरों का। आप अपने मोबाइल नंबर और इसी पासवर्ड से लॉगिन करेंगे।',
  'Save My Password': 'मेरा पासवर्ड सहेजें',
  'Your password is set. Log in with your mobile number and this password.':
    'आपका पासवर्ड सेट हो गया। अपने मोबाइल नंबर और इसी पासवर्ड से लॉगिन करें।',
  'Ask the admin who added you to text you a new link.':
    'जिस एडमिन ने आपको जोड़ा है, उनसे नया लिंक भेजने को कहें।',
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
  'Your password has been changed.': 'आपका पासवर्ड बदल दिया गया है।',
  'The password could not be changed. Please try again.':
    'पासवर्ड बदला नहीं जा सका। कृपया फिर से कोशिश करें।',
  'We have sent a link to set a new password.': 'नया पासवर्ड सेट करने का लिंक भेज दिया गया है।',
  'The link could not be sent. Please try again.': 'लिंक भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'Password changed successfully.': 'पासवर्ड सफलतापूर्वक बदल गया।',
} as const;

export default hi;
