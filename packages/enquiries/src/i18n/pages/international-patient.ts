/** Hindi of the /international-patient page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'Coming to India for treatment? We plan the whole journey with you — from the first medical opinion to your flight home.':
    'इलाज के लिए भारत आ रहे हैं? हम आपके साथ पूरी यात्रा की योजना बनाते हैं — पहली मेडिकल राय से लेकर घर वापसी की उड़ान तक।',
  'Before you travel': 'यात्रा से पहले',
  'Free review of your reports and an opinion from specialists at accredited hospitals.':
    'आपकी रिपोर्ट की मुफ़्त समीक्षा और मान्यता-प्राप्त अस्पतालों के विशेषज्ञों की राय।',
  'A written treatment plan with the estimated cost and length of stay.':
    'अनुमानित खर्च और रुकने की अवधि के साथ लिखित इलाज योजना।',
  'Medical visa invitation letter from the hospital, and help with the visa application.':
    'अस्पताल से मेडिकल वीज़ा का निमंत्रण पत्र, और वीज़ा आवेदन में मदद।',
  'Airport pick-up, and a hotel or guest house near the hospital for your attendants.':
    'एयरपोर्ट से पिक-अप, और आपके साथ आए लोगों के लिए अस्पताल के पास होटल या गेस्ट हाउस।',
  'In the hospital': 'अस्पताल में',
  'A dedicated coordinator who meets you on arrival and stays in touch every day.':
    'एक समर्पित कोऑर्डिनेटर जो पहुँचने पर आपसे मिलता है और रोज़ संपर्क में रहता है।',
  'Interpreters for Arabic, French, Russian, Swahili, Bengali and other languages.':
    'अरबी, फ़्रेंच, रूसी, स्वाहिली, बांग्ला और दूसरी भाषाओं के दुभाषिए।',
  'Help with admission, payments, currency exchange and a local SIM card.':
    'भर्ती, भुगतान, मुद्रा विनिमय और लोकल SIM कार्ड में मदद।',
  'Regular updates to your family back home.': 'घर पर आपके परिवार को नियमित जानकारी।',
  'After discharge': 'डिस्चार्ज के बाद',
  'Discharge summary and all reports in English, ready for your doctor at home.':
    'डिस्चार्ज सारांश और सभी रिपोर्ट अंग्रेज़ी में, आपके देश के डॉक्टर के लिए तैयार।',
  'Follow-up consultations by video with your treating doctor.':
    'इलाज करने वाले डॉक्टर के साथ वीडियो पर फ़ॉलो-अप परामर्श।',
  'Medicines for the journey and advice on when it is safe to fly.':
    'सफ़र के लिए दवाइयाँ और यह सलाह कि उड़ान भरना कब सुरक्षित है।',
  'Travel and stay': 'यात्रा और ठहरना',
  'Flight and visa extension help if your stay has to be longer.':
    'अगर ज़्यादा दिन रुकना पड़े तो उड़ान और वीज़ा बढ़वाने में मदद।',
  'Wheelchair, stretcher or air ambulance transfers when needed.':
    'ज़रूरत हो तो व्हीलचेयर, स्ट्रेचर या एयर एम्बुलेंस से ट्रांसफ़र।',
  'Sightseeing and local help for attendants during the recovery period.':
    'रिकवरी के दौरान साथ आए लोगों के लिए घूमने-फिरने और स्थानीय मदद।',
  'Get My Treatment Plan': 'मेरी इलाज योजना पाएँ',
} as const;

export default hi;
