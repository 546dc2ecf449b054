import { MESSAGE_MS } from '@medibridge/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ShowOptions {
  /** How long the message stays, ms. Defaults to the hook's duration (MESSAGE_MS, 5000). */
  ms?: number;
  /** Runs when the message expires (not when it is replaced or cleared): the SPEC "then reload/redirect" step. */
  onExpire?: () => void;
}

export interface TimedMessage<T> {
  /** The message on screen, or null. */
  message: T | null;
  /** Shows a message, replacing any current one and restarting the clock. */
  show: (message: T, options?: ShowOptions) => void;
  /** Removes the message now; its onExpire does not run. */
  clear: () => void;
}

/**
 * A message that disappears by itself after N ms (SPEC §9: 5 s messages, 3 s cart/follow-up/place-order).
 * `T` is whatever the page shows, e.g. `{ tone: 'error', text: 'Invalid Mobile Number.' }`.
 */
export function useTimedMessage<T = string>(defaultMs: number = MESSAGE_MS): TimedMessage<T> {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setMessage(null);
  }, []);

  const show = useCallback(
    (next: T, options?: ShowOptions) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setMessage(null);
        options?.onExpire?.();
      }, options?.ms ?? defaultMs);
    },
    [defaultMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
}
