/** Hindi of the close-account screen (docs/decisions/0061): English text → Hindi. */
const hi = {
  'Close my account': 'मेरा खाता बंद करें',
  'This cannot be undone.': 'इसे वापस नहीं किया जा सकता।',
  'What is erased': 'क्या मिटाया जाता है',
  'Your profile, photo, mobile and email, your symptoms and health answers, uploaded reports and documents, follow-up messages, cart, addresses and message settings.':
    'आपकी प्रोफ़ाइल, फ़ोटो, मोबाइल और ईमेल, आपके लक्षण और स्वास्थ्य जवाब, अपलोड की गई रिपोर्ट और दस्तावेज़, फ़ॉलो-अप संदेश, कार्ट, पते और संदेश सेटिंग।',
  'What the law makes us keep': 'कानून के अनुसार हमें क्या रखना होता है',
  'Invoices and payment records for 8 years (GST and income-tax law), without your name or contact details.':
    'चालान और भुगतान रिकॉर्ड 8 साल तक (GST और आयकर कानून), आपके नाम या संपर्क विवरण के बिना।',
  "Doctors' prescriptions for 3 years (medical records rules), then deleted.":
    'डॉक्टरों के पर्चे 3 साल तक (चिकित्सा रिकॉर्ड के नियम), फिर हटा दिए जाते हैं।',
  "The pharmacy's record of prescription medicines sold to you for 3 years (Drugs and Cosmetics Rules), then deleted.":
    'आपको बेची गई पर्चे वाली दवाओं का फ़ार्मेसी रिकॉर्ड 3 साल तक (औषधि और प्रसाधन सामग्री नियम), फिर हटा दिया जाता है।',
  'Security log entries for 400 days.': 'सुरक्षा लॉग की प्रविष्टियाँ 400 दिन तक।',
  'Before it closes': 'खाता बंद होने से पहले',
  'Upcoming consultations are cancelled and refunded to your payment method.':
    'आने वाले परामर्श रद्द होते हैं और पैसा आपके भुगतान माध्यम में लौटाया जाता है।',
  'Wallet money cannot be paid out. Your wallet holds {amount}.':
    'वॉलेट का पैसा निकाला नहीं जा सकता। आपके वॉलेट में {amount} हैं।',
  'Closing waits while a payment is in progress or a medicine order is on its way.':
    'भुगतान चल रहा हो या दवा का ऑर्डर रास्ते में हो, तो खाता बंद होने के लिए रुकना होगा।',
  'Your password': 'आपका पासवर्ड',
  'I give up the money in my wallet.': 'मैं अपने वॉलेट का पैसा छोड़ता/छोड़ती हूँ।',
  'I understand that my account and data cannot be brought back.':
    'मैं समझता/समझती हूँ कि मेरा खाता और डेटा वापस नहीं लाया जा सकता।',
  'Tick this to confirm.': 'पुष्टि के लिए इसे चुनें।',
  'Enter your password to close your account.': 'खाता बंद करने के लिए अपना पासवर्ड डालें।',
  'Tick that you give up your wallet money, or use it first.':
    'चुनें कि आप वॉलेट का पैसा छोड़ते हैं, या पहले उसका उपयोग करें।',
  'That password is not right. Enter the password you log in with.':
    'यह पासवर्ड सही नहीं है। वह पासवर्ड डालें जिससे आप लॉगिन करते हैं।',
  'Your account could not be closed. Please try again.':
    'आपका खाता बंद नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Your account is closed': 'आपका खाता बंद हो गया है',
  'Your personal data has been erased; invoices and prescriptions are kept, without your contact details, only as long as the law asks. This mobile number can register again as a new patient.':
    'आपका निजी डेटा मिटा दिया गया है; चालान और पर्चे, आपके संपर्क विवरण के बिना, केवल उतने समय रखे जाते हैं जितना कानून कहता है। यह मोबाइल नंबर नए मरीज़ के रूप में फिर से रजिस्टर हो सकता है।',
  'Go to the home page': 'होम पेज पर जाएँ',
  'Register again': 'फिर से रजिस्टर करें',
  'Keep my account': 'मेरा खाता रखें',
  'Close your account': 'अपना खाता बंद करें',
  'Log in first: only you can close your account.':
    'पहले लॉगिन करें: केवल आप ही अपना खाता बंद कर सकते हैं।',
} as const;
export default hi;
