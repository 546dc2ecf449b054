/** Hindi of the /physiotherapist-at-home page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'Recover movement and strength at home after surgery, a stroke or an injury, with a licensed physiotherapist.':
    'सर्जरी, स्ट्रोक या चोट के बाद लाइसेंसशुदा फ़िज़ियोथेरेपिस्ट के साथ घर पर ही चलना-फिरना और ताक़त वापस पाएँ।',
  Sessions: 'सेशन',
  'Each session lasts about 30 minutes, or up to one hour depending on the plan.':
    'हर सेशन लगभग 30 मिनट का होता है, या योजना के हिसाब से एक घंटे तक।',
  'Rehabilitation after knee or hip replacement, spine surgery, fractures and strokes.':
    'घुटना या कूल्हा प्रत्यारोपण, रीढ़ की सर्जरी, फ़्रैक्चर और स्ट्रोक के बाद रिहैबिलिटेशन।',
  'Relief for back and neck pain, arthritis and sports injuries, with exercises you can keep doing between visits.':
    'कमर और गर्दन के दर्द, गठिया और खेल की चोटों में राहत, ऐसे व्यायामों के साथ जो आप विज़िट के बीच भी करते रहें।',
} as const;

export default hi;
