/** Hindi of the /ambulance-with-nurse page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'A trained nurse accompanies stable patients who still need care on the way — drips, oxygen, catheters or wound care.':
    'प्रशिक्षित नर्स उन स्थिर मरीज़ों के साथ जाती है जिन्हें रास्ते में देखभाल चाहिए — ड्रिप, ऑक्सीजन, कैथेटर या घाव की देखभाल।',
  'Discharge from hospital to home, or a planned transfer for dialysis, scans or chemotherapy.':
    'अस्पताल से डिस्चार्ज होकर घर जाना, या डायलिसिस, स्कैन या कीमोथेरेपी के लिए तय ट्रांसफ़र।',
  'Elderly or bed-bound patients who need help with positioning, feeding or medicines during the trip.':
    'बुज़ुर्ग या बिस्तर पर रहने वाले मरीज़ जिन्हें सफ़र में करवट, खाना खिलाने या दवाइयों में मदद चाहिए।',
  'The nurse keeps the patient comfortable and watches vital signs all the way.':
    'नर्स पूरे रास्ते मरीज़ को आराम से रखती है और उसकी नब्ज़, साँस और ब्लड प्रेशर पर नज़र रखती है।',
} as const;

export default hi;
