/** Hindi of the /transition-care-center page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'A safe step between hospital and home: round-the-clock medical care and rehabilitation for patients who are out of danger but not yet ready to go home.':
    'अस्पताल और घर के बीच एक सुरक्षित पड़ाव: उन मरीज़ों के लिए चौबीसों घंटे चिकित्सा देखभाल और रिहैबिलिटेशन, जो ख़तरे से बाहर हैं पर अभी घर जाने के लिए तैयार नहीं।',
  'Doctors on call, nurses 24×7': 'कॉल पर डॉक्टर, 24×7 नर्स',
  'Daily doctor rounds and trained nurses at every hour of the day and night.':
    'रोज़ डॉक्टर का राउंड और दिन-रात हर घंटे प्रशिक्षित नर्सें।',
  'Rehabilitation every day': 'रोज़ रिहैबिलिटेशन',
  'Physiotherapy, occupational and speech therapy after a stroke, surgery or long ICU stay.':
    'स्ट्रोक, सर्जरी या लंबे ICU प्रवास के बाद फ़िज़ियोथेरेपी, ऑक्यूपेशनल और स्पीच थेरेपी।',
  'Post-surgery recovery': 'सर्जरी के बाद रिकवरी',
  'Wound care, drains, pain control and mobility after orthopaedic, cardiac or cancer surgery.':
    'हड्डी, दिल या कैंसर की सर्जरी के बाद घाव की देखभाल, ड्रेन, दर्द पर नियंत्रण और चलना-फिरना।',
  'Long-term and palliative care': 'लंबी अवधि और पैलिएटिव देखभाल',
  'Comfort-focused care for chronic illness, with dignity and family involvement.':
    'लंबी बीमारी में आराम पर केंद्रित देखभाल, सम्मान के साथ और परिवार को साथ रखकर।',
  'Diet and medicines managed': 'खान-पान और दवाइयों का प्रबंधन',
  'Meals planned by a dietitian and every dose given and recorded on time.':
    'डाइटीशियन द्वारा तय भोजन, और दवा की हर ख़ुराक समय पर देना और दर्ज करना।',
  'Lower cost than a hospital bed': 'अस्पताल के बेड से कम खर्च',
  'Hospital-grade care for recovery, typically at a fraction of the daily ward cost.':
    'रिकवरी के लिए अस्पताल जैसी देखभाल, आमतौर पर वार्ड के रोज़ के खर्च के एक हिस्से में।',
} as const;

export default hi;
