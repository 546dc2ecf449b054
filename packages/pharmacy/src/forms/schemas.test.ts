import { MESSAGES, PHARMACY_MESSAGES as M } from '@medibridge/contract';
import { placeOrderSchema } from './schemas';

const valid = {
  firstName: 'Asha',
  last_name: 'Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  pinCode: '560001',
  address: '12, 4th Cross, Indiranagar',
  locationTown: 'Bangalore GPO',
  city_district: 'Bengaluru',
  state: 'Karnataka',
};

function firstError(values: Record<string, string>): string | null {
  try {
    placeOrderSchema.validateSync(values, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('placeOrderSchema', () => {
  it.each([
    ['a complete address', {}, null],
    ['no last name', { last_name: '' }, null],
    ['an empty pin code', { pinCode: '' }, MESSAGES.pinCodeRequired],
    ['an empty address', { address: '  ' }, MESSAGES.addressRequired],
    ['a 5-digit pin code', { pinCode: '56000' }, M.pinCodeInvalid],
    ['a short address', { address: 'Flat 2' }, M.addressTooShort],
    ['no name', { firstName: '' }, M.firstNameRequired],
    ['a 9-digit mobile', { mobile: '987654321' }, M.mobileInvalid],
    ['a mobile starting with 5', { mobile: '5876543210' }, M.mobileInvalid],
    ['a bad email', { email: 'asha@' }, M.emailInvalid],
    ['no town', { locationTown: '' }, M.townRequired],
    ['no district', { city_district: '' }, M.districtRequired],
    ['no state', { state: '' }, M.stateRequired],
  ])('%s → %s', (_name, change, expected) => {
    expect(firstError({ ...valid, ...change })).toBe(expected);
  });
});
