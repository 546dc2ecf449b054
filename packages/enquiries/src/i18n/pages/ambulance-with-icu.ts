/** Hindi of the /ambulance-with-icu page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'An advanced life support (ALS) ambulance — an ICU on wheels — for patients who need monitoring or ventilation on the way.':
    'एडवांस्ड लाइफ़ सपोर्ट (ALS) एम्बुलेंस — पहियों पर ICU — उन मरीज़ों के लिए जिन्हें रास्ते में निगरानी या वेंटिलेशन चाहिए।',
  'Ventilator, multi-parameter monitor, defibrillator, suction, syringe pumps and piped oxygen.':
    'वेंटिलेटर, मल्टी-पैरामीटर मॉनिटर, डिफ़िब्रिलेटर, सक्शन, सिरिंज पंप और पाइप्ड ऑक्सीजन।',
  'A trained paramedic on every trip; an ICU doctor when the patient’s condition needs one.':
    'हर ट्रिप में प्रशिक्षित पैरामेडिक; मरीज़ की हालत के हिसाब से ज़रूरत हो तो ICU डॉक्टर भी।',
  'Inter-hospital transfers, discharge to home and long-distance road transfers.':
    'एक अस्पताल से दूसरे अस्पताल, डिस्चार्ज होकर घर, और लंबी दूरी के सड़क ट्रांसफ़र।',
} as const;

export default hi;
