/** Hindi of the /nurse-at-home page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'Registered nurses for care at home — from a single injection to round-the-clock support after a hospital stay.':
    'घर पर देखभाल के लिए रजिस्टर्ड नर्स — एक इंजेक्शन से लेकर अस्पताल से लौटने के बाद चौबीसों घंटे की मदद तक।',
  'Care plans': 'देखभाल की योजनाएँ',
  'Short-term visits of 1–4 hours: injections, IV drips, dressings, catheter and feeding-tube care.':
    '1–4 घंटे की छोटी विज़िट: इंजेक्शन, IV ड्रिप, ड्रेसिंग, कैथेटर और फ़ीडिंग-ट्यूब की देखभाल।',
  'Long-term shifts of 12–24 hours for bed-bound, post-operative or elderly patients.':
    'बिस्तर पर रहने वाले, ऑपरेशन के बाद के या बुज़ुर्ग मरीज़ों के लिए 12–24 घंटे की लंबी शिफ़्ट।',
  'Vital signs recorded at every visit and shared with your doctor.':
    'हर विज़िट में नब्ज़, ब्लड प्रेशर जैसे ज़रूरी संकेत दर्ज किए जाते हैं और आपके डॉक्टर को भेजे जाते हैं।',
} as const;

export default hi;
