import { packageDescription, packageName, truncate } from './truncate';

describe('truncate', () => {
  it('keeps text at or under the limit whole', () => {
    expect(packageName('a'.repeat(150))).toBe('a'.repeat(150));
    expect(packageDescription('b'.repeat(100))).toBe('b'.repeat(100));
  });

  it('cuts package names to 150 and descriptions to 100 characters, ellipsis included', () => {
    const name = packageName('n'.repeat(151));
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith('…')).toBe(true);
    const description = packageDescription('d'.repeat(250));
    expect(Array.from(description)).toHaveLength(100);
    expect(description.endsWith('…')).toBe(true);
  });

  it('collapses whitespace, handles missing text and never splits a surrogate pair', () => {
    expect(truncate('  Knee   replacement \n package ', 150)).toBe('Knee replacement package');
    expect(truncate(undefined, 10)).toBe('');
    expect(truncate('₹'.repeat(5) + '😀😀😀', 6)).toBe('₹₹₹₹₹…');
  });
});
