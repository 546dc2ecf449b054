import { requestLanguage } from './language';

describe('requestLanguage', () => {
  it('answers Hindi when Hindi is ranked above English, English otherwise', () => {
    expect(requestLanguage('hi')).toBe('hi');
    expect(requestLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(requestLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(requestLanguage('en;q=0.5, hi;q=0.7')).toBe('hi');
    expect(requestLanguage('fr-FR, de')).toBe('en');
    expect(requestLanguage('')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('hi;q=0')).toBe('en');
    expect(requestLanguage('hi;q=abc')).toBe('en');
  });
});
