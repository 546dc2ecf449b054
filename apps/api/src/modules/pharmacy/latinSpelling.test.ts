import { hasDevanagari, latinOf, latinSpellings } from './latinSpelling';

describe('the Latin reading of a medicine name typed in Devanagari', () => {
  it.each([
    ['डोलो', 'dolo'],
    ['क्रोसिन', 'krosin'],
    ['पैरासिटामोल', 'parasitamol'],
    ['कैल्पिरेक्स', 'kalpirex'],
    ['ज़िंक', 'zink'],
    ['फ़ेपेनोर', 'fepenor'],
    ['एमॉक्सिसिलिन', 'emoxisilin'],
    ['Dolo 650 टैबलेट', 'dolo 650 tabalet'],
  ])('%s reads %s', (devanagari, latin) => {
    expect(latinOf(devanagari)).toBe(latin);
  });

  it('adds the spellings English gives a first sound (c for k and for s before e/i, z for j)', () => {
    expect(latinSpellings('क्रोसिन')).toEqual(['krosin', 'crosin']);
    expect(latinSpellings('सेटिरिज़िन')).toEqual(['setirizin', 'cetirizin']);
    expect(latinSpellings('डोलो')).toEqual(['dolo']);
  });

  it('tells Devanagari from Latin', () => {
    expect(hasDevanagari('डोलो')).toBe(true);
    expect(hasDevanagari('dolo 650')).toBe(false);
  });
});
