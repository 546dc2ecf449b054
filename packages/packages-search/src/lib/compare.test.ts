import { COMPARE_LIMIT_MESSAGE, toggleCompare } from './compare';

describe('toggleCompare', () => {
  it('adds and removes hospitals', () => {
    expect(toggleCompare([], 'a').selected).toEqual(['a']);
    expect(toggleCompare(['a', 'b'], 'a').selected).toEqual(['b']);
  });

  it('refuses a fourth hospital and keeps the three', () => {
    const result = toggleCompare(['a', 'b', 'c'], 'd');
    expect(result.selected).toEqual(['a', 'b', 'c']);
    expect(result.refused).toBe(COMPARE_LIMIT_MESSAGE);
    expect(toggleCompare(['a', 'b', 'c'], 'c')).toEqual({ selected: ['a', 'b'] });
  });
});
