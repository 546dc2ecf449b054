import type { STORAGE_KEYS } from '@medibridge/contract';

type Key = (typeof STORAGE_KEYS)['otpUid' | 'shareCode' | 'verifiedMobile'];

/** Reads a SPEC §3 storage key; null when absent or storage is blocked. */
export function readKey(key: Key): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a SPEC §3 storage key (ignored when storage is blocked). */
export function writeKey(key: Key, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the flow still works within this page.
  }
}

/** Removes SPEC §3 storage keys. */
export function removeKeys(...keys: Key[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing stored.
  }
}
