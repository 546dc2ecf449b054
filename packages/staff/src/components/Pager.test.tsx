import { act, renderHook } from '@testing-library/react';
import type { Filters } from '../api';
import { usePageOf } from './Pager';

describe('usePageOf', () => {
  it('keeps the page while the same thing is asked, and starts on page one when it changes', () => {
    const first: Filters = { q: 'asha', status: 'placed' };
    const { result, rerender } = renderHook(({ asked }: { asked: Filters }) => usePageOf(asked), {
      initialProps: { asked: first },
    });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    // The same question in a new object, or with an empty filter added, is not a new search.
    rerender({ asked: { q: 'asha', status: 'placed', from: '' } });
    expect(result.current[0]).toBe(3);
    rerender({ asked: { q: 'asha r', status: 'placed' } });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    rerender({ asked: { q: 'asha r', status: 'packed' } });
    expect(result.current[0]).toBe(1);
  });
});
