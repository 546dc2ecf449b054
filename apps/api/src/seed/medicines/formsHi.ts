import type { STORAGE } from './forms';

/**
 * The Hindi words medicine labels are built from (docs/decisions/0042), keyed like their English in
 * forms.ts: a pack label, a title's form word and the storage advice are generated in Hindi from the same
 * structured fields as the English ("Strip of 15 tablets" is a container, a count and a noun: "15 टैबलेट की
 * स्ट्रिप"), never stored as free text. Words as Indian chemists print them on Hindi labels.
 */

/** A title's form word (FormSpec.label) → Hindi. */
export const FORM_LABEL_HI: Readonly<Record<string, string>> = {
  Tablet: 'टैबलेट',
  'SR Tablet': 'एसआर टैबलेट',
  'DT Tablet': 'डीटी टैबलेट',
  'Chewable Tablet': 'चबाने वाली टैबलेट',
  'Sublingual Tablet': 'जीभ के नीचे रखने वाली टैबलेट',
  Capsule: 'कैप्सूल',
  'Vaginal Tablet': 'वेजाइनल टैबलेट',
  Kit: 'किट',
  'Chewing Gum': 'च्युइंग गम',
  Lozenges: 'लोज़ेंज',
  Suppository: 'सपोसिटरी',
  'Transdermal Patch': 'ट्रांसडर्मल पैच',
  Rotacap: 'रोटाकैप',
  Respules: 'रेस्प्यूल',
  Strips: 'टेस्ट स्ट्रिप',
  Lancets: 'लैंसेट',
  'Pen Needles': 'पेन नीडल',
  Syringe: 'सिरिंज',
  'Face Mask': 'फ़ेस मास्क',
  'Sanitary Pads': 'सैनिटरी पैड',
  Bandage: 'पट्टी',
  'Gauze Swabs': 'गॉज़ स्वैब',
  'Surgical Tape': 'सर्जिकल टेप',
  Thermometer: 'थर्मामीटर',
  'Pulse Oximeter': 'पल्स ऑक्सीमीटर',
  'BP Monitor': 'बीपी मॉनिटर',
  'Test Kit': 'टेस्ट किट',
  IUD: 'आईयूडी (कॉपर-टी)',
  Implant: 'इम्प्लांट',
  Condoms: 'कंडोम',
  'Cotton Wool': 'रुई',
  Syrup: 'सिरप',
  Suspension: 'सस्पेंशन',
  'Dry Syrup': 'ड्राई सिरप',
  'Oral Solution': 'ओरल सॉल्यूशन',
  'Oral Drops': 'ओरल ड्रॉप्स',
  Injection: 'इंजेक्शन',
  Infusion: 'इन्फ़्यूज़न',
  Cream: 'क्रीम',
  Ointment: 'मरहम',
  Gel: 'जेल',
  Jelly: 'जेली',
  Lotion: 'लोशन',
  Solution: 'सॉल्यूशन',
  Paint: 'पेंट',
  'Hand Sanitiser': 'हैंड सैनिटाइज़र',
  Mouthwash: 'माउथवॉश',
  Spray: 'स्प्रे',
  Balm: 'बाम',
  Inhalant: 'इनहेलेंट',
  Powder: 'पाउडर',
  'Dusting Powder': 'डस्टिंग पाउडर',
  Crystals: 'क्रिस्टल',
  Sachet: 'सैशे',
  'Eye Drops': 'आई ड्रॉप्स',
  'Eye Ointment': 'आँख का मरहम',
  'Ear Drops': 'कान की ड्रॉप्स',
  'Nasal Drops': 'नाक की ड्रॉप्स',
  'Nasal Spray': 'नेज़ल स्प्रे',
  Inhaler: 'इनहेलर',
  'Inhalation Anaesthetic': 'सूँघने वाली एनेस्थेटिक',
  'Medical Gas': 'मेडिकल गैस',
  'PD Solution': 'पीडी सॉल्यूशन',
  'Rectal Solution': 'रेक्टल सॉल्यूशन',
};

/** A container (CONTAINERS key) → its Hindi word and whether it takes की (feminine) or का. */
export const CONTAINERS_HI: Readonly<Record<string, readonly [string, 'f' | 'm']>> = {
  amp: ['एम्प्यूल', 'm'],
  vial: ['शीशी', 'f'],
  pfs: ['प्रीफ़िल्ड सिरिंज', 'f'],
  cartridge: ['कार्ट्रिज', 'm'],
  pen: ['प्रीफ़िल्ड पेन', 'm'],
  bag: ['बैग', 'm'],
  tube: ['ट्यूब', 'f'],
  syringe: ['सिरिंज', 'f'],
  sachet: ['सैशे', 'm'],
  cylinder: ['सिलेंडर', 'm'],
  bottle: ['बोतल', 'f'],
  strip: ['स्ट्रिप', 'f'],
  box: ['डिब्बा', 'm'],
  pack: ['पैक', 'm'],
  jar: ['जार', 'm'],
  can: ['कैन', 'm'],
  inhaler: ['इनहेलर', 'm'],
  kit: ['किट', 'f'],
  roll: ['रोल', 'm'],
};

/** A pack amount's unit (UNITS key) → Hindi. */
export const UNITS_HI: Readonly<Record<string, string>> = {
  ml: 'मि.ली.',
  l: 'लीटर',
  g: 'ग्राम',
  md: 'मीटर्ड डोज़',
  doses: 'डोज़',
};

/** What a count form's container holds (FormSpec.noun, plural) → Hindi (the same for one and many). */
export const NOUNS_HI: Readonly<Record<string, string>> = {
  tablets: 'टैबलेट',
  capsules: 'कैप्सूल',
  'vaginal tablets': 'वेजाइनल टैबलेट',
  pieces: 'पीस',
  lozenges: 'लोज़ेंज',
  suppositories: 'सपोसिटरी',
  patches: 'पैच',
  rotacaps: 'रोटाकैप',
  respules: 'रेस्प्यूल',
  strips: 'स्ट्रिप',
  lancets: 'लैंसेट',
  needles: 'नीडल',
  syringes: 'सिरिंज',
  masks: 'मास्क',
  pads: 'पैड',
  bandages: 'पट्टी',
  swabs: 'स्वैब',
  rolls: 'रोल',
  units: 'नग',
  kits: 'किट',
  devices: 'डिवाइस',
  implants: 'इम्प्लांट',
  condoms: 'कंडोम',
};

/** Storage advice by its STORAGE key. */
export const STORAGE_HI: Readonly<Record<keyof typeof STORAGE, string>> = {
  normal: '30°C से कम तापमान पर, रोशनी से बचाकर रखें',
  cold: 'फ़्रिज में (2°C–8°C) रखें। जमने न दें।',
  cool: '25°C से कम तापमान पर, रोशनी से बचाकर रखें',
  gas: 'सिलेंडर सीधे खड़े करके, आग से दूर, ठंडी और हवादार जगह पर रखें',
  device: 'ठंडी और सूखी जगह पर रखें',
};

/** Therapeutic categories (nlem.ts and otc.ts sections) → Hindi. */
export const CATEGORY_HI: Readonly<Record<string, string>> = {
  Anaesthesia: 'एनेस्थीसिया (बेहोशी की दवाएँ)',
  'Pain, fever and inflammation': 'दर्द, बुख़ार और सूजन',
  'Allergy and anaphylaxis': 'एलर्जी और एनाफ़िलैक्सिस',
  'Antidotes and poisoning': 'विषहर दवाएँ और ज़हर का इलाज',
  'Epilepsy and seizures': 'मिर्गी और दौरे',
  'Worm infections': 'पेट के कीड़े',
  Antibiotics: 'एंटीबायोटिक',
  'Tuberculosis and leprosy': 'टीबी और कुष्ठ रोग',
  'Fungal infections': 'फ़ंगल संक्रमण',
  'Viral infections': 'वायरल संक्रमण',
  'Malaria and other protozoal infections': 'मलेरिया और अन्य प्रोटोज़ोआ संक्रमण',
  Migraine: 'माइग्रेन',
  'Cancer, immunosuppression and palliative care': 'कैंसर, प्रतिरक्षा दमन और पैलिएटिव केयर',
  'Parkinson’s disease and dementia': 'पार्किंसन रोग और डिमेंशिया',
  'Blood and anaemia': 'ख़ून और ख़ून की कमी',
  'Blood products and plasma substitutes': 'रक्त उत्पाद और प्लाज़्मा विकल्प',
  'Heart and blood pressure': 'हृदय और ब्लड प्रेशर',
  Skin: 'त्वचा',
  'Diagnostic agents': 'जाँच में काम आने वाले एजेंट',
  'Antiseptics and disinfectants': 'एंटीसेप्टिक और कीटाणुनाशक',
  Diuretics: 'मूत्रवर्धक (डाइयूरेटिक)',
  'Stomach, digestion and liver': 'पेट, पाचन और लिवर',
  'Hormones and diabetes': 'हार्मोन और डायबिटीज़',
  'Vaccines and immunoglobulins': 'टीके और इम्युनोग्लोबुलिन',
  'Muscle relaxants and neuromuscular': 'मांसपेशी शिथिलक और न्यूरोमस्कुलर',
  'Eye care': 'आँखों की देखभाल',
  'Pregnancy and childbirth': 'गर्भावस्था और प्रसव',
  'Kidney care': 'गुर्दे की देखभाल',
  'Mental health': 'मानसिक स्वास्थ्य',
  'Asthma and respiratory': 'दमा और साँस के रोग',
  'Fluids, electrolytes and nutrition': 'फ़्लूइड, इलेक्ट्रोलाइट और पोषण',
  'Vitamins and minerals': 'विटामिन और खनिज',
  'Fever, cold and cough': 'बुख़ार, सर्दी और खाँसी',
  'Rehydration and energy': 'रीहाइड्रेशन और ऊर्जा',
  'Antiseptics and first aid': 'एंटीसेप्टिक और प्राथमिक उपचार',
  'Vitamins and supplements': 'विटामिन और सप्लीमेंट',
  'Acidity and digestion': 'एसिडिटी और पाचन',
  'Pain relief and skin care': 'दर्द से राहत और त्वचा की देखभाल',
  'Diabetes care and devices': 'डायबिटीज़ की देखभाल और उपकरण',
  'Women’s and men’s health': 'महिला और पुरुष स्वास्थ्य',
};

/** How a pack's content reads in Hindi: "15 टैबलेट", "60 मि.ली.", or null for one unit of a container. */
export interface PackHi {
  /** CONTAINERS key of what is sold. */
  container: string;
  content: string | null;
}

/** A pack label in Hindi: "15 टैबलेट की स्ट्रिप", "1 शीशी", "10 टैबलेट की 3 स्ट्रिप का पैक". Null: no Hindi. */
export function packLabelHi(pack: PackHi, multiple: number): string | null {
  const container = CONTAINERS_HI[pack.container];
  if (!container) return null;
  const [word, gender] = container;
  const of = gender === 'f' ? 'की' : 'का';
  if (multiple === 1) return pack.content ? `${pack.content} ${of} ${word}` : `1 ${word}`;
  return pack.content
    ? `${pack.content} ${of} ${multiple} ${word} का पैक`
    : `${multiple} ${word} का पैक`;
}
