import { act, render, renderHook, screen } from '@testing-library/react';
import { useIncrementalList } from './useIncrementalList';

const items = Array.from({ length: 60 }, (_, i) => i);

describe('useIncrementalList', () => {
  it('renders one batch, then a batch more each time, and never past the end', () => {
    const { result } = renderHook(() => useIncrementalList(items, 24));
    expect(result.current.visible).toHaveLength(24);
    expect(result.current.remaining).toBe(36);
    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(48);
    act(() => result.current.showMore());
    expect(result.current.visible).toEqual(items);
    expect(result.current.remaining).toBe(0);
  });

  it('starts over at one batch when the reset key changes (a new search)', () => {
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => useIncrementalList(items, 10, key),
      { initialProps: { key: 'a' } },
    );
    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(20);
    rerender({ key: 'b' });
    expect(result.current.visible).toHaveLength(10);
  });

  it('renders the next batch when the "Show more" control nears the viewport', () => {
    let notify: IntersectionObserverCallback = () => undefined;
    const observe = jest.fn();
    const disconnect = jest.fn();
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      notify = callback;
      return { observe, disconnect } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    try {
      function List() {
        const list = useIncrementalList(items, 24);
        return (
          <>
            <p>{list.visible.length} shown</p>
            {list.remaining > 0 && <div ref={list.moreRef}>more</div>}
          </>
        );
      }
      render(<List />);
      expect(screen.getByText('24 shown')).toBeInTheDocument();
      expect(observe).toHaveBeenCalledTimes(1);
      act(() => notify([{ isIntersecting: false } as IntersectionObserverEntry], {} as never));
      expect(screen.getByText('24 shown')).toBeInTheDocument();
      act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
      expect(screen.getByText('48 shown')).toBeInTheDocument();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
