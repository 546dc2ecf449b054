/** Hindi of the doctor's e-prescription form (docs/decisions/0032): English text → Hindi. */
const hi = {
  'E-prescription for {number}': '{number} के लिए ई-पर्चा',
  Diagnosis: 'निदान',
  'Provisional diagnosis': 'अस्थायी निदान',
  'Medicine {number}': 'दवा {number}',
  Medicine: 'दवा',
  'Type the composition and pick from the catalogue, or type the generic name.':
    'संरचना (साल्ट) लिखकर सूची से चुनें, या जेनेरिक नाम लिखें।',
  Allowed: 'अनुमति है',
  'Not allowed': 'अनुमति नहीं',
  'Not in the catalogue: the generic name you typed will be used.':
    'सूची में नहीं है: आपका लिखा जेनेरिक नाम इस्तेमाल होगा।',
  Strength: 'ताक़त',
  Dose: 'खुराक',
  Frequency: 'कितनी बार',
  Duration: 'कितने दिन',
  Instructions: 'निर्देश',
  'Remove medicine {number}': 'दवा {number} हटाएँ',
  'Add a medicine': 'दवा जोड़ें',
  Advice: 'सलाह',
  'Follow-up date': 'फ़ॉलो-अप की तारीख़',
  'Issue e-prescription': 'ई-पर्चा जारी करें',
  'Follow-up e-prescription for {number}': '{number} के लिए फ़ॉलो-अप ई-पर्चा',
  'Issue follow-up e-prescription': 'फ़ॉलो-अप ई-पर्चा जारी करें',
  'The e-prescription could not be issued.': 'ई-पर्चा जारी नहीं हो सका।',
  'Write the diagnosis or provisional diagnosis.': 'निदान या अस्थायी निदान लिखें।',
  'Choose a medicine from the catalogue or type its generic name.':
    'सूची से दवा चुनें या उसका जेनेरिक नाम लिखें।',
  'Give the strength (e.g. 500 mg).': 'ताक़त लिखें (जैसे 500 mg)।',
  'Give the dose (e.g. 1 tablet).': 'खुराक लिखें (जैसे 1 गोली)।',
  'Give how often (e.g. twice a day).': 'कितनी बार लिखें (जैसे दिन में दो बार)।',
  'Give for how long (e.g. 5 days).': 'कितने दिन लिखें (जैसे 5 दिन)।',
  'At most 20 medicines.': 'ज़्यादा से ज़्यादा 20 दवाइयाँ।',
  'Use a date like 2026-03-05.': '2026-03-05 जैसी तारीख़ लिखें।',
} as const;

export default hi;
