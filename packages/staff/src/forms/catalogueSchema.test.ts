import { CATALOGUE_MESSAGES } from '@medibridge/contract';
import hi from '@medibridge/contract/hi-catalogue-admin';
import { hospitalSchema, priceProblem } from './catalogueSchema';

const valid = {
  shop_name: 'Sunrise Hospital',
  city_id: '12',
  shop_address: '12 MG Road',
  pin_code: '560001',
  shop_specialization: '',
  shop_specialization_hi: '',
  accreditation: 'NABH',
  accreditation_hi: '',
  beds: '120',
  established_year: '1999',
  active: 'offered',
};

describe('the hospital form keeps the contract’s rules in its words', () => {
  it('takes a valid hospital and refuses a bad PIN code and Hindi that is not Devanagari', async () => {
    await expect(hospitalSchema.validate(valid)).resolves.toBeTruthy();
    await expect(hospitalSchema.validate({ ...valid, pin_code: '012345' })).rejects.toThrow(
      CATALOGUE_MESSAGES.pinCode,
    );
    await expect(hospitalSchema.validate({ ...valid, accreditation_hi: 'NABH' })).rejects.toThrow(
      CATALOGUE_MESSAGES.hindiScript,
    );
  });

  it('checks a price as the server does: rupees, ₹1 or more, two decimals at most', () => {
    expect(priceProblem('1500')).toBeNull();
    expect(priceProblem('1500.5')).toBeNull();
    expect(priceProblem('0')).toBe(CATALOGUE_MESSAGES.price);
    expect(priceProblem('12.345')).toBe(CATALOGUE_MESSAGES.price);
    expect(priceProblem('lots')).toBe(CATALOGUE_MESSAGES.price);
  });

  it('has Hindi, in Devanagari, for every word of the server’s catalogue rules', () => {
    const table: Readonly<Record<string, string>> = hi;
    for (const english of Object.values(CATALOGUE_MESSAGES))
      expect([english, table[english]]).toEqual([
        english,
        expect.stringMatching(/[\u0900-\u097F]/),
      ]);
  });
});
