import { matchesSearch, normaliseSearchText, searchKey } from './searchRules';

describe('search text, the same on both sides', () => {
  it('collapses spacing and trims, keeping what was typed', () => {
    expect(normaliseSearchText('  Knee \t  replacement \n')).toBe('Knee replacement');
  });

  it('brings Devanagari typed either way to one form (NFC), so the same word matches', () => {
    expect(normaliseSearchText('न\u093C')).toBe('\u0929'); // न + nukta composes to ऩ
    // क़ has no composed form under NFC: both spellings become क + nukta, and still match.
    expect(normaliseSearchText('\u0958')).toBe(normaliseSearchText('क\u093C'));
    expect(matchesSearch('\u0958मर', 'क\u093Cमर')).toBe(true);
  });

  it('ignores case for matching and caching', () => {
    expect(searchKey('  ANGIO  plasty ')).toBe('angio plasty');
    expect(matchesSearch('Coronary Angioplasty', 'angio')).toBe(true);
    expect(matchesSearch('Coronary Angioplasty', 'knee')).toBe(false);
    expect(matchesSearch('New  Delhi', 'new delhi')).toBe(true);
  });
});
