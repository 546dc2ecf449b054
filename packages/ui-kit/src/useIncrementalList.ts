import { useCallback, useEffect, useRef, useState } from 'react';

export interface IncrementalList<T> {
  /** The items to render now: the first `step`, then `step` more each time the list is extended. */
  visible: readonly T[];
  /** How many items are not rendered yet. */
  remaining: number;
  /** Renders the next `step` items (a "Show more" button's click). */
  showMore: () => void;
  /**
   * Put on the "Show more" control: when it comes within a screen of the viewport the next items render
   * on their own, so a person scrolling never has to press it (keyboard and screen-reader users still can).
   */
  moreRef: (element: Element | null) => void;
}

/**
 * A long list rendered a batch at a time. Rendering all 165 package cards at once was a 300 ms task on a
 * mid-range phone before the page could answer a tap (Lighthouse TBT); the first batch fills more than a
 * screen, and the rest arrive as the person scrolls. `resetKey` (e.g. the search text) starts over at the
 * first batch when it changes.
 */
export function useIncrementalList<T>(
  items: readonly T[],
  step = 24,
  resetKey?: unknown,
): IncrementalList<T> {
  const [shown, setShown] = useState(step);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    // Adjusting state while rendering (React's documented pattern): the new list starts at one batch.
    setKey(resetKey);
    setShown(step);
  }
  const showMore = useCallback(() => setShown((n) => n + step), [step]);

  const observer = useRef<IntersectionObserver | null>(null);
  const moreRef = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) showMore();
        },
        { rootMargin: '0px 0px 100% 0px' },
      );
      observer.current.observe(element);
    },
    [showMore],
  );
  useEffect(() => () => observer.current?.disconnect(), []);

  const count = Math.min(shown, items.length);
  return {
    visible: count === items.length ? items : items.slice(0, count),
    remaining: items.length - count,
    showMore,
    moreRef,
  };
}
