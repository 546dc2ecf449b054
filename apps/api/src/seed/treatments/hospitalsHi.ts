/**
 * The Hindi of what the catalogue generator says about hospitals and what a package includes
 * (docs/decisions/0042): each list word of the generator keyed by its English, and the sentences the
 * generator builds from structured fields built again in Hindi from the same fields. Names of hospitals,
 * streets and localities stay as written: they are proper nouns on the signboard.
 */

/** The doctor who treats a package's patients (generator's SPECIALIST) → Hindi. */
export const SPECIALIST_HI: Readonly<Record<string, string>> = {
  cardiologist: 'कार्डियोलॉजिस्ट',
  'orthopaedic surgeon': 'ऑर्थोपेडिक सर्जन',
  'spine surgeon': 'स्पाइन सर्जन',
  oncologist: 'कैंसर विशेषज्ञ',
  'fertility specialist': 'प्रजनन विशेषज्ञ',
  'bariatric surgeon': 'बेरिएट्रिक सर्जन',
  'eye surgeon': 'नेत्र सर्जन',
  urologist: 'यूरोलॉजिस्ट',
  neurosurgeon: 'न्यूरोसर्जन',
  gastroenterologist: 'गैस्ट्रोएंटरोलॉजिस्ट',
  surgeon: 'सर्जन',
  gynaecologist: 'स्त्री रोग विशेषज्ञ',
  'ENT surgeon': 'ईएनटी सर्जन',
  dentist: 'दंत चिकित्सक',
  'plastic surgeon': 'प्लास्टिक सर्जन',
  nephrologist: 'नेफ्रोलॉजिस्ट',
  physician: 'फ़िज़िशियन',
  specialist: 'विशेषज्ञ',
};

/** "1 day" / "3 days" in Hindi. */
export function daysHi(days: number): string {
  return `${days} दिन`;
}

/** The fixed rows of what a package includes: English service name → [name, description]. */
export const INCLUSIONS_HI: Readonly<Record<string, readonly [string, string]>> = {
  'Registration and vitals': [
    'रजिस्ट्रेशन और वाइटल्स',
    'नर्स द्वारा लंबाई, वज़न, बीएमआई, ब्लड प्रेशर और नाड़ी दर्ज की जाती है।',
  ],
  'Blood and urine tests': [
    'ख़ून और पेशाब की जाँचें',
    'हेल्थ चेक लाउंज में ख़ाली पेट, एक ही बार में नमूने लिए जाते हैं।',
  ],
  'Imaging and ECG': ['इमेजिंग और ईसीजी', 'इस पैकेज के स्कैन और ईसीजी, उसी सुबह।'],
  Breakfast: ['नाश्ता', 'ख़ाली पेट के नमूनों के बाद हल्का नाश्ता।'],
  'Day-care stay': ['डे-केयर भर्ती', 'प्रक्रिया के दिन डे-केयर बेड, नर्सिंग और भोजन।'],
  'OT and anaesthesia': [
    'ओटी और एनेस्थीसिया',
    'ऑपरेशन थिएटर का शुल्क, सर्जन और एनेस्थेटिस्ट की फ़ीस और एनेस्थीसिया की दवाएँ।',
  ],
  'Procedure charges': ['प्रक्रिया शुल्क', 'प्रक्रिया कक्ष, उपकरण और प्रक्रिया करने वाली टीम।'],
  'Pre-procedure investigations': [
    'प्रक्रिया से पहले की जाँचें',
    'प्रक्रिया से पहले ज़रूरी ख़ून की सामान्य जाँचें, ईसीजी और छाती का एक्स-रे।',
  ],
  'Medicines and consumables': [
    'दवाएँ और उपभोग्य सामग्री',
    'भर्ती के दौरान इस्तेमाल होने वाली दवाएँ, सामग्री और ड्रेसिंग।',
  ],
  Physiotherapy: ['फ़िज़ियोथेरेपी', 'अस्पताल में रोज़ फ़िज़ियोथेरेपी और घर के लिए व्यायाम योजना।'],
  'Follow-up visits': ['फ़ॉलो-अप विज़िट', 'छुट्टी के 15 दिनों के भीतर दो फ़ॉलो-अप परामर्श।'],
};

/** The generated inclusion rows, in Hindi from the same fields as the English. */
export const INCLUSION_TEXT_HI = {
  doctorReview: (who: string): readonly [string, string] => [
    'डॉक्टर द्वारा रिपोर्ट की समीक्षा',
    `एक ${who} हर रिपोर्ट आपके साथ देखते हैं और सलाह लिखते हैं।`,
  ],
  consultation: (who: string): readonly [string, string] => [
    'विशेषज्ञ परामर्श',
    `प्रक्रिया से पहले और बाद में इलाज करने वाले ${who} से परामर्श।`,
  ],
  stay: (days: number): readonly [string, string] => [
    `अस्पताल में भर्ती (${daysHi(days)})`,
    `ट्विन-शेयरिंग कमरे में ${daysHi(days)}, नर्सिंग देखभाल और भोजन सहित; जिन प्रक्रियाओं में ज़रूरत हो, उनमें आईसीयू के दिन भी।`,
  ],
  keyItem: 'पैकेज की क़ीमत में शामिल; प्रीमियम विकल्प पर केवल अंतर की राशि ली जाती है।',
} as const;

/** Hospital facilities → Hindi. */
export const FACILITIES_HI: Readonly<Record<string, string>> = {
  '24x7 Emergency': '24x7 इमरजेंसी',
  ICU: 'आईसीयू',

  'Modular operation theatres': 'मॉड्यूलर ऑपरेशन थिएटर',
  'CT scan': 'सीटी स्कैन',
  'Digital X-ray': 'डिजिटल एक्स-रे',
  Ultrasound: 'अल्ट्रासाउंड',
  'Blood bank': 'ब्लड बैंक',
  '24x7 pharmacy': '24x7 फ़ार्मेसी',
  Ambulance: 'एम्बुलेंस',
  Physiotherapy: 'फ़िज़ियोथेरेपी',
  'Pathology lab': 'पैथोलॉजी लैब',
  Pharmacy: 'फ़ार्मेसी',
  'Day-care procedure room': 'डे-केयर प्रक्रिया कक्ष',
  'Cath lab': 'कैथ लैब',
  'Cardiac ICU': 'कार्डियक आईसीयू',
  Echocardiography: 'इकोकार्डियोग्राफ़ी',
  'Treadmill test (TMT)': 'ट्रेडमिल टेस्ट (TMT)',
  'Laminar airflow OT': 'लैमिनर एयरफ़्लो ओटी',
  'Arthroscopy suite': 'आर्थ्रोस्कोपी सुइट',
  'C-arm imaging': 'सी-आर्म इमेजिंग',
  'Neuro-navigation': 'न्यूरो-नेविगेशन',
  'O-arm imaging': 'ओ-आर्म इमेजिंग',
  'Intraoperative monitoring': 'ऑपरेशन के दौरान मॉनिटरिंग',
  'Linear accelerator': 'लीनियर एक्सेलेरेटर',
  'PET-CT': 'पेट-सीटी',
  'Day-care chemotherapy ward': 'डे-केयर कीमोथेरेपी वार्ड',
  'Tumour board': 'ट्यूमर बोर्ड',
  'IVF laboratory': 'आईवीएफ़ प्रयोगशाला',
  'Embryo cryostorage': 'भ्रूण क्रायोस्टोरेज',
  'Andrology lab': 'एंड्रोलॉजी लैब',
  'Bariatric beds and weighing': 'बेरिएट्रिक बेड और वज़न मशीन',
  'Nutrition clinic': 'पोषण क्लिनिक',
  'Phaco suite': 'फ़ेको सुइट',
  'Excimer laser': 'एक्साइमर लेज़र',
  'OCT imaging': 'ओसीटी इमेजिंग',
  'Retina lab': 'रेटिना लैब',
  'Holmium laser': 'होल्मियम लेज़र',
  Lithotripter: 'लिथोट्रिप्टर',
  Uroflowmetry: 'यूरोफ़्लोमेट्री',
  '3T MRI': '3T एमआरआई',
  'Neuro ICU': 'न्यूरो आईसीयू',
  'EEG and EMG lab': 'ईईजी और ईएमजी लैब',
  'Stroke unit': 'स्ट्रोक यूनिट',
  'Endoscopy suite': 'एंडोस्कोपी सुइट',
  Fibroscan: 'फ़ाइब्रोस्कैन',
  'Liver ICU': 'लिवर आईसीयू',
  'Laparoscopy towers': 'लैप्रोस्कोपी टावर',
  'Day-care surgery ward': 'डे-केयर सर्जरी वार्ड',
  'Labour rooms': 'प्रसव कक्ष',
  NICU: 'एनआईसीयू (नवजात आईसीयू)',
  'Fetal medicine unit': 'भ्रूण चिकित्सा यूनिट',
  'ENT microscope': 'ईएनटी माइक्रोस्कोप',
  'Audiology lab': 'ऑडियोलॉजी लैब',
  'Sleep study lab': 'स्लीप स्टडी लैब',
  'Digital OPG': 'डिजिटल ओपीजी',
  'Dental CBCT': 'डेंटल सीबीसीटी',
  'Sterilisation unit': 'स्टरलाइज़ेशन यूनिट',
  'Aesthetic suite': 'एस्थेटिक सुइट',
  'Laser clinic': 'लेज़र क्लिनिक',
  'Dialysis unit': 'डायलिसिस यूनिट',
  'Transplant ICU': 'ट्रांसप्लांट आईसीयू',
  'Health check lounge': 'हेल्थ चेक लाउंज',
  'Sample collection at home': 'घर से सैंपल कलेक्शन',
};

/** Amenities → Hindi. */
export const AMENITIES_HI: Readonly<Record<string, string>> = {
  'Free Wi-Fi': 'मुफ़्त वाई-फ़ाई',
  Cafeteria: 'कैफ़ेटेरिया',
  'Attendant bed in room': 'कमरे में परिजन के लिए बेड',
  'Private and twin-sharing rooms': 'प्राइवेट और ट्विन-शेयरिंग कमरे',
  'Visitor parking': 'आगंतुकों के लिए पार्किंग',
  'Wheelchair access': 'व्हीलचेयर की सुविधा',
  'ATM on campus': 'परिसर में एटीएम',
  'Prayer room': 'प्रार्थना कक्ष',
  'International patient desk': 'अंतरराष्ट्रीय मरीज़ डेस्क',
  'Interpreter on request': 'अनुरोध पर दुभाषिया',
  'Cashless insurance desk': 'कैशलेस बीमा डेस्क',
  'Pharmacy on site': 'परिसर में फ़ार्मेसी',
  'Dietitian-planned meals': 'आहार विशेषज्ञ द्वारा तय भोजन',
  'Television in rooms': 'कमरों में टीवी',
  'Patient lounge': 'मरीज़ लाउंज',
  'Locker facility': 'लॉकर की सुविधा',
  'Guest house for families': 'परिवारों के लिए गेस्ट हाउस',
  'Airport pick-up on request': 'अनुरोध पर एयरपोर्ट पिक-अप',
};

/** What a hospital's teams offer (shop services) → Hindi. */
export const SERVICES_HI: Readonly<Record<string, string>> = {
  'Angiography and angioplasty': 'एंजियोग्राफ़ी और एंजियोप्लास्टी',
  'Bypass surgery': 'बाईपास सर्जरी',
  Pacemakers: 'पेसमेकर',
  'Heart failure clinic': 'हार्ट फ़ेल्योर क्लिनिक',
  'Joint replacement': 'जोड़ प्रत्यारोपण',
  Arthroscopy: 'आर्थ्रोस्कोपी',
  'Trauma and fractures': 'चोट और फ़्रैक्चर',
  'Sports injuries': 'खेल की चोटें',
  'Disc surgery': 'डिस्क सर्जरी',
  'Spine fusion': 'स्पाइन फ़्यूज़न',
  'Endoscopic spine surgery': 'एंडोस्कोपिक स्पाइन सर्जरी',
  'Cancer surgery': 'कैंसर सर्जरी',
  Chemotherapy: 'कीमोथेरेपी',
  'Radiation therapy': 'रेडिएशन थेरेपी',
  'Palliative care': 'पैलिएटिव केयर',
  'IVF and ICSI': 'आईवीएफ़ और आईसीएसआई',
  IUI: 'आईयूआई',
  'Egg freezing': 'एग फ़्रीज़िंग',
  'Fertility counselling': 'प्रजनन परामर्श',
  'Weight-loss surgery': 'वज़न घटाने की सर्जरी',
  'Metabolic surgery': 'मेटाबॉलिक सर्जरी',
  'Diet counselling': 'आहार परामर्श',
  'Cataract surgery': 'मोतियाबिंद सर्जरी',
  LASIK: 'लेसिक',
  'Retina care': 'रेटिना की देखभाल',
  'Glaucoma clinic': 'ग्लूकोमा क्लिनिक',
  'Kidney stone treatment': 'गुर्दे की पथरी का इलाज',
  'Prostate surgery': 'प्रोस्टेट सर्जरी',
  'Kidney transplant': 'किडनी ट्रांसप्लांट',
  'Brain surgery': 'ब्रेन सर्जरी',
  'Stroke care': 'स्ट्रोक की देखभाल',
  'Epilepsy care': 'मिर्गी की देखभाल',
  Endoscopy: 'एंडोस्कोपी',
  'Liver care': 'लिवर की देखभाल',
  'Pancreas and bile duct care': 'अग्न्याशय और पित्त नली की देखभाल',
  'Laparoscopic surgery': 'लैप्रोस्कोपिक सर्जरी',
  'Hernia repair': 'हर्निया की मरम्मत',
  'Piles and fistula care': 'बवासीर और भगंदर का इलाज',
  Maternity: 'प्रसूति',
  'Laparoscopic gynaecology': 'लैप्रोस्कोपिक स्त्री रोग सर्जरी',
  'High-risk pregnancy': 'हाई-रिस्क प्रेगनेंसी',
  'Sinus surgery': 'साइनस सर्जरी',
  'Hearing care': 'श्रवण देखभाल',
  'Cochlear implants': 'कॉक्लियर इम्प्लांट',
  Implants: 'इम्प्लांट',
  'Root canal': 'रूट कैनाल',
  'Braces and aligners': 'ब्रेसेज़ और अलाइनर',
  'Cosmetic dentistry': 'कॉस्मेटिक दंत चिकित्सा',
  'Aesthetic surgery': 'सौंदर्य सर्जरी',
  'Hair transplant': 'हेयर ट्रांसप्लांट',
  'Reconstructive surgery': 'पुनर्निर्माण सर्जरी',
  Dialysis: 'डायलिसिस',
  'Kidney care': 'गुर्दे की देखभाल',
  'Preventive health checks': 'रोकथाम हेल्थ चेक',
};

/** Accreditation → Hindi (the board's initials stay Latin, as on the certificate). */
export const ACCREDITATION_HI: Readonly<Record<string, string>> = {
  'NABH accredited': 'NABH से मान्यता प्राप्त',
  'NABH and NABL accredited': 'NABH और NABL से मान्यता प्राप्त',
  'NABH entry level': 'NABH एंट्री लेवल मान्यता प्राप्त',
  '': '',
};

/** The closing sentence of a hospital's description, in the generator's order. */
export const ABOUT_CLOSINGS_HI: readonly string[] = [
  'हर पैकेज की क़ीमत भर्ती से पहले लिखित में तय होती है, कोई छिपा शुल्क नहीं।',
  'भर्ती से छुट्टी तक एक पेशेंट कोऑर्डिनेटर हर परिवार के साथ रहता है।',
  'ज़्यादातर बीमा कंपनियों और सरकारी योजनाओं के साथ कैशलेस इलाज उपलब्ध है।',
  'बाहर से आने वाले मरीज़ों को यात्रा, ठहरने और वीडियो से फ़ॉलो-अप में मदद मिलती है।',
];

/** What kind of place a vendor is, as the first sentence of its description says it. */
export type VendorWhat =
  | { type: 'multi'; beds: number }
  | { type: 'speciality'; beds: number; masterNameHi: string }
  | { type: 'clinic'; clinic: 'eye' | 'dental' };

/** A hospital's description in Hindi, built from the fields its English is built from. */
export function aboutHi(fields: {
  shopName: string;
  what: VendorWhat;
  locality: string;
  cityName: string;
  established: number;
  specialisationsHi: readonly string[];
  accreditationHi: string;
  closing: number;
}): string {
  const w = fields.what;
  const what =
    w.type === 'multi'
      ? `${w.beds} बेड वाला मल्टीस्पेशियलिटी अस्पताल`
      : w.type === 'speciality'
        ? `${w.beds} बेड वाला ${w.masterNameHi} को समर्पित अस्पताल`
        : w.clinic === 'eye'
          ? 'अपने डे-केयर ऑपरेशन थिएटर वाला नेत्र क्लिनिक'
          : 'डिजिटल इमेजिंग और इम्प्लांट सुइट वाला दंत क्लिनिक';
  const teams = fields.specialisationsHi.slice(0, 4).join(', ');
  return [
    `${fields.shopName}, ${fields.locality}, ${fields.cityName} में ${what} है, जो ${fields.established} से मरीज़ों की सेवा कर रहा है।`,
    `यहाँ की टीमें ${teams} संभालती हैं${fields.accreditationHi ? `, और यह ${fields.accreditationHi} है` : ''}।`,
    ABOUT_CLOSINGS_HI[fields.closing] ?? '',
  ].join(' ');
}
