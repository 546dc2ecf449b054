import { useEffect, useState } from 'react';

/**
 * False on the first render and until the browser has painted it, then true: for a part of a screen whose
 * code can wait until the rest is on screen (a form below the text on a phone). Its download then starts
 * once the screen is visible instead of competing with it (docs/decisions/0037).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the next paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
