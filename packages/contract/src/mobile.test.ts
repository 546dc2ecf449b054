import {
  isIndianMobile,
  isValidMobile,
  isValidPinCode,
  sanitizeMobile,
  sanitizeOtp,
} from './mobile';

describe('sanitizeMobile (SPEC §5: non-digits stripped, input past 10 ignored)', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91-98765-43210', '9198765432'],
    ['abc', ''],
    ['98765432101234', '9876543210'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeMobile(input)).toBe(expected);
  });
});

describe('isValidMobile', () => {
  it.each([
    ['9876543210', true],
    ['987654321', false],
    ['98765432100', false],
    ['98765 4321', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidMobile(input)).toBe(expected);
  });
});

describe('isIndianMobile', () => {
  it('accepts numbers starting 6 to 9 and refuses others', () => {
    expect(isIndianMobile('6000000000')).toBe(true);
    expect(isIndianMobile('9999999999')).toBe(true);
    expect(isIndianMobile('5999999999')).toBe(false);
    expect(isIndianMobile('0987654321')).toBe(false);
  });
});

describe('sanitizeOtp (SPEC §5: digits only, at most 8)', () => {
  it('keeps at most 8 digits', () => {
    expect(sanitizeOtp('12a34b56789')).toBe('12345678');
    expect(sanitizeOtp('1 2 3')).toBe('123');
  });
});

describe('isValidPinCode', () => {
  it('accepts six digits not starting with 0', () => {
    expect(isValidPinCode('560001')).toBe(true);
    expect(isValidPinCode('056000')).toBe(false);
    expect(isValidPinCode('56000')).toBe(false);
    expect(isValidPinCode('5600011')).toBe(false);
  });
});
