import type { Language } from '@medibridge/contract';

/**
 * The e-prescription's words in the patient's language (docs/decisions/0046): the labels and the Telemedicine
 * Practice Guidelines 2020 lines. English words are the keys; `{name}` placeholders are filled after
 * translation. What the doctor typed (diagnosis, medicines, doses, advice) is printed as typed.
 */
const PRESCRIPTION_HI = {
  'E-Prescription': 'ई-प्रिस्क्रिप्शन (पर्चा)',
  'Follow-up E-Prescription': 'फ़ॉलो-अप ई-प्रिस्क्रिप्शन (पर्चा)',
  'Dr {name}, {qualifications}': 'डॉ. {name}, {qualifications}',
  'Registration no.: {number} | {department}': 'पंजीकरण संख्या: {number} | {department}',
  'Date: {date} | Consultation: {number}': 'तारीख: {date} | परामर्श: {number}',
  'Patient: {name} | Age: {age} | Sex: {sex}': 'मरीज़: {name} | उम्र: {age} | लिंग: {sex}',
  'not given': 'नहीं बताया गया',
  'Accompanied by: {name} ({relationship})': 'साथ में: {name} ({relationship})',
  Male: 'पुरुष',
  Female: 'महिला',
  Other: 'अन्य',
  'Provisional diagnosis': 'अस्थायी निदान',
  Diagnosis: 'निदान',
  Rx: 'Rx (दवाइयाँ)',
  'No medicines prescribed.': 'कोई दवा नहीं लिखी गई।',
  '{dose}, {frequency}, for {duration}': '{dose}, {frequency}, {duration} तक',
  Advice: 'सलाह',
  'None.': 'कोई नहीं।',
  'Follow-up: {date}': 'फ़ॉलो-अप: {date}',
  'as needed': 'ज़रूरत होने पर',
  'This prescription was issued after a teleconsultation, under the Telemedicine Practice Guidelines 2020.':
    'यह पर्चा टेलीमेडिसिन प्रैक्टिस गाइडलाइंस 2020 के तहत, टेली-परामर्श के बाद जारी किया गया है।',
  'Digitally issued by Dr {name} through MediBridge.':
    'डॉ. {name} द्वारा MediBridge के ज़रिए डिजिटल रूप से जारी।',
} as const;

/** An English text of the e-prescription; the key of its Hindi. */
export type PrescriptionText = keyof typeof PRESCRIPTION_HI;

/** `t(text, { name })` in a language: the Hindi when asked for, placeholders filled. */
export function prescriptionTexts(
  language: Language,
): (text: PrescriptionText, values?: Record<string, string>) => string {
  return (text, values = {}) =>
    (language === 'hi' ? PRESCRIPTION_HI[text] : text).replace(
      /\{(\w+)\}/g,
      (whole, name: string) => values[name] ?? whole,
    );
}

/** Step one's sex choices as a person reads them ('FeMale' is SPEC's value). */
export function sexWord(value: string | null, language: Language): string {
  const t = prescriptionTexts(language);
  if (value === null) return t('not given');
  if (value === 'Male' || value === 'Other') return t(value);
  if (value.toLowerCase() === 'female') return t('Female');
  return value;
}
