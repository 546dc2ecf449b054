/** Hindi of the /icuSetup-at-home page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'Critical care equipment and trained staff at home, for long-term patients whose doctors advise care outside the hospital.':
    'लंबे समय के उन मरीज़ों के लिए घर पर क्रिटिकल केयर उपकरण और प्रशिक्षित स्टाफ़, जिन्हें डॉक्टर अस्पताल से बाहर देखभाल की सलाह देते हैं।',
  'What we set up': 'हम क्या लगाते हैं',
  'ICU bed, ventilator or BiPAP, oxygen concentrator, monitor, suction and infusion pumps — installed and tested.':
    'ICU बेड, वेंटिलेटर या BiPAP, ऑक्सीजन कॉन्सेंट्रेटर, मॉनिटर, सक्शन और इन्फ़्यूज़न पंप — लगाकर और जाँचकर।',
  'ICU-trained nurses in 12- or 24-hour shifts, with regular visits by a critical-care doctor.':
    '12 या 24 घंटे की शिफ़्ट में ICU-प्रशिक्षित नर्सें, और क्रिटिकल-केयर डॉक्टर की नियमित विज़िट।',
  'Equipment serviced on call, and a clear plan with the hospital for emergencies.':
    'एक कॉल पर उपकरणों की सर्विस, और इमरजेंसी के लिए अस्पताल के साथ साफ़ योजना।',
} as const;

export default hi;
