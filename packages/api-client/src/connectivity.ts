import { useSyncExternalStore } from 'react';

/**
 * Whether the API answered the last call: `navigator.onLine` stays true on a phone whose 4G has no data,
 * so the base query reports what it sees — a fetch that failed to reach the server marks the API
 * unreachable, any answer (even an error status) marks it reachable again.
 */
let reachable = true;
const listeners = new Set<() => void>();

export function reportReachable(value: boolean): void {
  if (value === reachable) return;
  reachable = value;
  for (const listener of listeners) listener();
}

export function apiReachable(): boolean {
  return reachable;
}

export function subscribeApiReachable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the API becomes reachable or unreachable. */
export function useApiReachable(): boolean {
  return useSyncExternalStore(subscribeApiReachable, apiReachable, () => true);
}
