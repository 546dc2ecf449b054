import { typedMobileDigits } from './typedSearch';

describe('a mobile typed into a staff search', () => {
  it('is read as its digits, without the country code', () => {
    expect(typedMobileDigits('98765 43210')).toBe('9876543210');
    expect(typedMobileDigits('+91-98765-43210')).toBe('9876543210');
    expect(typedMobileDigits('+91 98765')).toBe('98765');
    expect(typedMobileDigits('(98765) 43210')).toBe('9876543210');
    expect(typedMobileDigits('0919876543210')).toBe('9876543210');
    expect(typedMobileDigits(' 43 ')).toBe('43');
  });

  it('is not a mobile when it holds letters or a single digit', () => {
    expect(typedMobileDigits('Asha 98765')).toBeNull();
    expect(typedMobileDigits('APT-1234')).toBeNull();
    expect(typedMobileDigits('7')).toBeNull();
    expect(typedMobileDigits('')).toBeNull();
  });
});
