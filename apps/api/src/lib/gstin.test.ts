import { loadConfig } from '../config';
import { isGstin } from './gstin';

describe('GSTIN', () => {
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['29ABCDE1234F1ZW', true],
    ['29ABCDE1234F1ZX', false], // wrong check character
    ['29ABCDE1234F1Z', false], // 14 characters
    ['29abcde1234f1zw', false], // lower case (config upper-cases before checking)
    ['99ABCDE1234F1YW', false], // no 'Z' in the 14th place
    ['00ABCDE1234F1ZW', false], // no state 00
    ['29ABCDE1234F0ZW', false], // registration number 0
  ])('%s is a GSTIN: %s', (value, valid) => {
    expect(isGstin(value)).toBe(valid);
  });

  it('is read from GSTIN (upper-cased), refused when malformed, and null when unset', () => {
    expect(loadConfig({ GSTIN: '29abcde1234f1zw' }).gstin).toBe('29ABCDE1234F1ZW');
    expect(loadConfig({}).gstin).toBeNull();
    expect(() => loadConfig({ GSTIN: '29ABCDE1234F1ZX' })).toThrow(
      /GSTIN must be a 15-character GSTIN/,
    );
  });
});
