import { CATALOGUE_MESSAGES as M } from '@medibridge/contract';
import { NEW_INCLUSION, packageBody, packageSchema, type PackageDraft } from './packageSchema';

const valid: PackageDraft = {
  name: 'Knee Replacement',
  name_hi: 'घुटना प्रत्यारोपण',
  master_id: '2',
  short_description: 'A new knee joint.',
  short_description_hi: '',
  hospital_days: '5',
  base_price: '150000',
  is_popular: false,
  active: 'offered',
  inclusions: [{ ...NEW_INCLUSION, service_name: 'Implant', service_img: 'implant.svg' }],
};

describe('the package form keeps the contract’s rules in its words', () => {
  it('takes a valid package and sends numbers as numbers and blank Hindi as null', async () => {
    await expect(packageSchema.validate(valid)).resolves.toBeTruthy();
    expect(packageBody(valid)).toEqual(
      expect.objectContaining({
        master_id: 2,
        hospital_days: 5,
        base_price: 150000,
        short_description_hi: null,
        active: true,
      }),
    );
  });

  it.each([
    ['a one-letter name', { name: 'K' }, M.nameLength],
    ['Hindi in Latin letters', { name_hi: 'Ghutna' }, M.hindiScript],
    ['no speciality', { master_id: '' }, M.speciality],
    ['no description', { short_description: ' ' }, M.descriptionNeeded],
    ['61 days', { hospital_days: '61' }, M.days],
    ['half a day', { hospital_days: '1.5' }, M.days],
    ['a price of nothing', { base_price: '0' }, M.price],
    ['three decimals', { base_price: '10.005' }, M.price],
    ['an unnamed inclusion', { inclusions: [NEW_INCLUSION] }, M.inclusionName],
    ['21 inclusions', { inclusions: Array(21).fill(valid.inclusions[0]) }, M.inclusionsMany],
  ])('refuses %s with the contract’s words', async (_, change, message) => {
    await expect(packageSchema.validate({ ...valid, ...change })).rejects.toThrow(message);
  });
});
