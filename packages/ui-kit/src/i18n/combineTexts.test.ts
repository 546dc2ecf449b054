import { combineTexts } from './combineTexts';
import type { Translate } from './texts';

describe('combineTexts', () => {
  it('calls every catalogue hook in order and answers with the last one’s t', () => {
    const called: string[] = [];
    const hook =
      (name: string): (() => Translate<'Hello'>) =>
      () => {
        called.push(name);
        return (key) => `${name}:${key}`;
      };
    const useThree = combineTexts<'Hello'>(hook('messages'), hook('own'), hook('shared'));
    expect(useThree()('Hello')).toBe('shared:Hello');
    expect(called).toEqual(['messages', 'own', 'shared']);
    called.length = 0;
    const useTwo = combineTexts<'Hello'>(hook('own'), hook('shared'));
    expect(useTwo()('Hello')).toBe('shared:Hello');
    expect(called).toEqual(['own', 'shared']);
  });
});
