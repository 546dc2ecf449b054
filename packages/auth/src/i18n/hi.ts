/**
 * Hindi of the texts the account screens share (docs/decisions/0017): English text → Hindi. Each screen group's
 * own are in `hi-<group>.ts`, loaded with its screens (docs/decisions/0032).
 */
const hi = {
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
  Loading: 'लोड हो रहा है',
  Email: 'ईमेल',
  'At least 8 characters.': 'कम से कम 8 अक्षर।',
  'Please enter your password.': 'कृपया अपना पासवर्ड डालें।',
  'Please enter your mobile number.': 'कृपया अपना मोबाइल नंबर डालें।',
  'Please enter your mobile number first to receive an OTP.':
    'OTP पाने के लिए कृपया पहले अपना मोबाइल नंबर डालें।',
  'Please verify your mobile number with an OTP before registering.':
    'रजिस्टर करने से पहले कृपया OTP से अपना मोबाइल नंबर सत्यापित करें।',
} as const;

export default hi;
