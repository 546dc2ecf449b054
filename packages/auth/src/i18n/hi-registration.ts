/** Hindi of the mobile verification, OTP and registration screens (docs/decisions/0032): English text → Hindi. */
const hi = {
  'Checking your saved login': 'आपका सेव किया हुआ लॉगिन जाँचा जा रहा है',
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
  'Create Your Account': 'अपना अकाउंट बनाएँ',
  'Your mobile number is verified. Add a few details to finish.':
    'आपका मोबाइल नंबर सत्यापित हो गया है। पूरा करने के लिए कुछ जानकारी और जोड़ें।',
  Name: 'नाम',
  'The code could not be sent. Please try again.': 'कोड भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'Registration failed. Please try again.': 'रजिस्ट्रेशन नहीं हो सका। कृपया फिर से कोशिश करें।',
  'The OTP could not be sent. Please try again.': 'OTP भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'The OTP could not be verified. Please try again.':
    'OTP सत्यापित नहीं हो सका। कृपया फिर से कोशिश करें।',
} as const;

export default hi;
