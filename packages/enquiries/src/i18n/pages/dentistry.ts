/** Hindi of the /dentistry page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'Find a trusted dental clinic near you — for a check-up, a painful tooth or a new smile — with the cost agreed before treatment.':
    'अपने पास का भरोसेमंद डेंटल क्लिनिक खोजें — जाँच, दर्द वाले दाँत या नई मुस्कान के लिए — इलाज से पहले खर्च तय करके।',
  'Root canal treatment': 'रूट कैनाल ट्रीटमेंट',
  'Saves an infected tooth and ends the pain, usually in one or two sittings.':
    'संक्रमित दाँत को बचाता है और दर्द ख़त्म करता है, आमतौर पर एक या दो बार में।',
  'Dental implants': 'डेंटल इम्प्लांट',
  'A titanium root and a natural-looking crown to replace a missing tooth for good.':
    'टूटे या निकले दाँत की जगह हमेशा के लिए टाइटेनियम की जड़ और असली जैसा दिखने वाला क्राउन।',
  'Braces and aligners': 'ब्रेसेस और एलाइनर',
  'Metal, ceramic or clear aligners to straighten teeth at any age.':
    'किसी भी उम्र में दाँत सीधे करने के लिए मेटल, सिरेमिक या पारदर्शी एलाइनर।',
  'Crowns and bridges': 'क्राउन और ब्रिज',
  'Protect a weak tooth or fill a gap with a fixed, tooth-coloured crown or bridge.':
    'दाँत के रंग के फ़िक्स्ड क्राउन या ब्रिज से कमज़ोर दाँत को बचाएँ या ख़ाली जगह भरें।',
  'Scaling and cleaning': 'स्केलिंग और सफ़ाई',
  'Removes tartar and stains and keeps gums healthy; advised every six months.':
    'टार्टर और दाग़ हटाती है और मसूड़ों को स्वस्थ रखती है; हर छह महीने में करवाने की सलाह दी जाती है।',
  Dentures: 'डेंचर (नकली दाँत)',
  'Full or partial, removable or implant-supported, made to fit comfortably.':
    'पूरे या आंशिक, निकालने वाले या इम्प्लांट पर टिके, आराम से फ़िट होने के लिए बनाए गए।',
  'Tooth extraction': 'दाँत निकालना',
  'Including wisdom teeth, done under local anaesthesia with aftercare advice.':
    'अक़्ल दाढ़ समेत, लोकल एनेस्थीसिया में, बाद की देखभाल की सलाह के साथ।',
  'Smile design and whitening': 'स्माइल डिज़ाइन और दाँत सफ़ेद करना',
  'Veneers, bonding and whitening for a brighter, even smile.':
    'चमकदार और एक जैसी मुस्कान के लिए विनियर, बॉन्डिंग और व्हाइटनिंग।',
} as const;

export default hi;
