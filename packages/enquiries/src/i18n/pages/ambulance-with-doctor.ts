/** Hindi of the /ambulance-with-doctor page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'A doctor travels with the patient, so treatment can start — and decisions can be made — before you reach the hospital.':
    'डॉक्टर मरीज़ के साथ चलते हैं, ताकि अस्पताल पहुँचने से पहले ही इलाज शुरू हो सके और ज़रूरी फ़ैसले लिए जा सकें।',
  'Chest pain, breathlessness, a recent stroke or seizure, or an unstable patient being moved between hospitals.':
    'सीने में दर्द, साँस फूलना, हाल ही में स्ट्रोक या दौरा, या अस्थिर मरीज़ को एक अस्पताल से दूसरे में ले जाना।',
  'Long journeys where the patient’s condition may change on the way.':
    'लंबे सफ़र, जिनमें रास्ते में मरीज़ की हालत बदल सकती है।',
  'The doctor hands over to the receiving team with notes of everything given on the journey.':
    'डॉक्टर सफ़र में दी गई हर दवा और इलाज के नोट्स के साथ मरीज़ को अस्पताल की टीम को सौंपते हैं।',
} as const;

export default hi;
