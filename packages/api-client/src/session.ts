import { useSyncExternalStore } from 'react';
import { ROUTES, STORAGE_KEYS } from '@medibridge/contract';

/**
 * The signed-in patient's profile as kept in the browser under SPEC's `user_info` key. It never holds a
 * session token (ARCHITECTURE §6.2): the session itself is an httpOnly cookie the script cannot read.
 */
export interface StoredUser {
  id: number | string;
  name: string;
  last_name?: string | null;
  mobile?: string | null;
  email?: string | null;
  pin_code?: string | null;
  address?: string | null;
  dob?: string | null;
  blood_group?: string | null;
  city_id?: number | string | null;
  city_name?: string | null;
  state_id?: number | string | null;
  country_id?: number | string | null;
  profile_image?: string | null;
  /** A staff account: logging in takes them to the staff console, and their menu names it. */
  is_staff?: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy mode, blocked cookies); the app then behaves as logged out.
    return null;
  }
}

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (typeof v.id === 'number' || (typeof v.id === 'string' && v.id !== '')) &&
    typeof v.name === 'string'
  );
}

/** Picks the profile out of what is stored, accepting the legacy `{token, user_info}` shape too. */
function profileOf(value: unknown): StoredUser | null {
  if (isStoredUser(value)) return stripSecrets(value);
  if (typeof value === 'object' && value !== null && 'user_info' in value) {
    const inner = (value as { user_info: unknown }).user_info;
    if (isStoredUser(inner)) return stripSecrets(inner);
  }
  return null;
}

function stripSecrets(user: StoredUser): StoredUser {
  const copy: Record<string, unknown> = { ...user };
  delete copy.token;
  delete copy.access_token;
  delete copy.password;
  return copy as unknown as StoredUser;
}

let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

/** The stored profile, or null when nobody is logged in (or what is stored is unreadable). */
export function readUserInfo(): StoredUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.userInfo) ?? null;
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  if (raw === null) {
    cachedUser = null;
  } else {
    try {
      cachedUser = profileOf(JSON.parse(raw));
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

/** Stores the profile (any token field is dropped) and tells every subscriber. */
export function writeUserInfo(user: StoredUser): void {
  storage()?.setItem(STORAGE_KEYS.userInfo, JSON.stringify(stripSecrets(user)));
  notify();
}

/** Forgets the stored profile and tells every subscriber. */
export function clearUserInfo(): void {
  storage()?.removeItem(STORAGE_KEYS.userInfo);
  notify();
}

/** True when a profile is stored: SPEC §4 decides login state by that alone. */
export function isLoggedIn(): boolean {
  return readUserInfo() !== null;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever the stored profile changes, in this tab or another. Returns the unsubscribe. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === STORAGE_KEYS.userInfo) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The stored profile, re-rendering when it changes. */
export function useCurrentUser(): StoredUser | null {
  return useSyncExternalStore(subscribeSession, readUserInfo, () => null);
}

/**
 * Where to go after logging in: the `next` query parameter when it is a path inside the app (one leading
 * slash, never `//host` or a scheme), otherwise the staff console for a staff account and /home for a
 * patient. Login screens call this with `location.search` and the user the login answered with.
 */
export function afterLoginPath(search: string, user?: Pick<StoredUser, 'is_staff'> | null): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return user?.is_staff ? ROUTES.staff : ROUTES.home;
  return next;
}

/** When the person last chose Log Out (ms since epoch); a redirect right after it is no round trip. */
let loggedOutAt = 0;

/**
 * Records that the session ends because the person chose Log Out: for the next second the login screen
 * is plain /login (SPEC §2), not a round trip back to the screen they left.
 */
export function markLoggedOut(): void {
  loggedOutAt = Date.now();
}

/** The login screen, coming back to `from` (path + query) afterwards (plain /login right after Log Out). */
export function loginPathFor(from: string): string {
  if (Date.now() - loggedOutAt < 1000) return ROUTES.login;
  if (!from || from === '/' || from.startsWith(ROUTES.login)) return ROUTES.login;
  return `${ROUTES.login}?next=${encodeURIComponent(from)}`;
}
