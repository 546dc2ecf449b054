import { EMPTY_MEDICINE, prescriptionBody, prescriptionSchema } from './prescriptionSchema';

const line = {
  ...EMPTY_MEDICINE,
  name: 'Paracetamol',
  strength: '500 mg',
  dose: '1 tablet',
  frequency: 'twice a day',
  duration: '5 days',
};
const valid = {
  diagnosis: 'Viral fever',
  provisional: false,
  medicines: [line],
  advice: '',
  follow_up_date: '',
};

describe('prescriptionSchema', () => {
  it.each([
    ['a complete form', valid, null],
    ['no medicines (advice only)', { ...valid, medicines: [] }, null],
    ['no diagnosis', { ...valid, diagnosis: ' ' }, 'Write the diagnosis or provisional diagnosis.'],
    [
      'a medicine without a dose',
      { ...valid, medicines: [{ ...line, dose: '' }] },
      'Give the dose (e.g. 1 tablet).',
    ],
    [
      'a medicine without a name',
      { ...valid, medicines: [{ ...line, name: '' }] },
      'Choose a medicine from the catalogue or type its generic name.',
    ],
    [
      'a bad follow-up date',
      { ...valid, follow_up_date: '5/3/2026' },
      'Use a date like 2026-03-05.',
    ],
  ])('%s', async (_name, values, message) => {
    if (message === null) await expect(prescriptionSchema.validate(values)).resolves.toBeTruthy();
    else await expect(prescriptionSchema.validate(values)).rejects.toThrow(message);
  });
});

describe('prescriptionBody', () => {
  it('sends a catalogue line by its product id and a typed one by its generic name', () => {
    const body = prescriptionBody({
      ...valid,
      follow_up_date: '2026-12-01',
      medicines: [{ ...line, product_id: 42 }, line],
    });
    expect(body).toEqual({
      kind: 'consultation',
      diagnosis: 'Viral fever',
      provisional: false,
      medicines: [
        {
          product_id: 42,
          strength: '500 mg',
          dose: '1 tablet',
          frequency: 'twice a day',
          duration: '5 days',
        },
        {
          generic_name: 'Paracetamol',
          strength: '500 mg',
          dose: '1 tablet',
          frequency: 'twice a day',
          duration: '5 days',
        },
      ],
      advice: '',
      follow_up_date: '2026-12-01',
    });
  });
});
