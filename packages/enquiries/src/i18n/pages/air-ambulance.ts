/** Hindi of the /air-ambulance page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'Bed-to-bed transfer by air for critically ill patients who must reach a distant hospital fast — within India or abroad.':
    'गंभीर रूप से बीमार मरीज़ों के लिए हवाई रास्ते से बेड-से-बेड ट्रांसफ़र, जिन्हें दूर के अस्पताल जल्दी पहुँचना हो — भारत में या विदेश में।',
  'Chartered air ambulance or a stretcher on a scheduled flight, whichever the patient’s condition allows.':
    'चार्टर्ड एयर एम्बुलेंस या नियमित उड़ान में स्ट्रेचर — जो भी मरीज़ की हालत के हिसाब से संभव हो।',
  'An ICU-trained doctor and paramedic on board with ventilator, monitor, defibrillator, infusion pumps and oxygen.':
    'वेंटिलेटर, मॉनिटर, डिफ़िब्रिलेटर, इन्फ़्यूज़न पंप और ऑक्सीजन के साथ ICU-प्रशिक्षित डॉक्टर और पैरामेडिक साथ रहते हैं।',
  'Road ambulances at both ends, and help with airport and hospital paperwork.':
    'दोनों तरफ़ सड़क एम्बुलेंस, और एयरपोर्ट व अस्पताल की काग़ज़ी कार्रवाई में मदद।',
} as const;

export default hi;
