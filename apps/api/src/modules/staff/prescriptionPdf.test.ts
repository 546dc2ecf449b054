import {
  type PrescriptionSheet,
  TELECONSULTATION_LINE,
  prescriptionLines,
} from './prescriptionPdf';

const SHEET: PrescriptionSheet = {
  kind: 'consultation',
  appointmentNo: 'APT-AB12CD34',
  doctor: {
    name: 'Asha Rao',
    qualifications: 'MBBS',
    registrationNo: 'MMC 2014/03/1234',
    department: 'जनरल फ़िज़िशियन',
  },
  patient: { name: 'Ravi Kumar', age: '40', sex: 'FeMale' },
  language: 'hi',
  date: '28 नव॰ 2026',
  diagnosis: 'Acute viral fever',
  provisional: false,
  medicines: [
    {
      name: '',
      generic: 'Paracetamol',
      strength: '650 mg',
      dose: '1 tablet',
      frequency: 'twice a day',
      duration: '3 days',
      instructions: 'after food',
    },
  ],
  advice: '',
  followUpDate: null,
};

describe('the e-prescription’s lines in the patient’s language (decision 0046)', () => {
  it('labels every line in Hindi for a Hindi booking and prints what the doctor typed as typed', () => {
    expect(prescriptionLines(SHEET).map((l) => l.text)).toEqual([
      'ई-प्रिस्क्रिप्शन (पर्चा)',
      'डॉ. Asha Rao, MBBS',
      'पंजीकरण संख्या: MMC 2014/03/1234 | जनरल फ़िज़िशियन',
      'तारीख: 28 नव॰ 2026 | परामर्श: APT-AB12CD34',
      'मरीज़: Ravi Kumar | उम्र: 40 | लिंग: महिला',
      'निदान',
      'Acute viral fever',
      'Rx (दवाइयाँ)',
      '1. Paracetamol 650 mg',
      '    1 tablet, twice a day, 3 days तक; after food',
      'सलाह',
      'कोई नहीं।',
      'फ़ॉलो-अप: ज़रूरत होने पर',
      'यह पर्चा टेलीमेडिसिन प्रैक्टिस गाइडलाइंस 2020 के तहत, टेली-परामर्श के बाद जारी किया गया है।',
      'डॉ. Asha Rao द्वारा MediBridge के ज़रिए डिजिटल रूप से जारी।',
    ]);
  });

  it('keeps English for an English booking; age and sex not given say so', () => {
    const lines = prescriptionLines({
      ...SHEET,
      language: 'en',
      kind: 'follow_up',
      patient: { name: 'Ravi Kumar', age: null, sex: null },
      medicines: [],
    }).map((l) => l.text);
    expect(lines[0]).toBe('Follow-up E-Prescription');
    expect(lines).toContain('Patient: Ravi Kumar | Age: not given | Sex: not given');
    expect(lines).toContain('No medicines prescribed.');
    expect(lines).toContain('Follow-up: as needed');
    expect(lines).toContain(TELECONSULTATION_LINE);
    expect(lines.at(-1)).toBe('Digitally issued by Dr Asha Rao through MediBridge.');
  });
});
