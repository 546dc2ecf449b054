import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Language } from '@medibridge/contract';

/**
 * The language the app speaks: one value for the whole app, kept in localStorage under
 * LANGUAGE_STORAGE_KEY and mirrored on `<html lang>` (which api-client reads to send `Accept-Language`).
 * A first visit follows the browser when its first choice is Hindi; English otherwise.
 */
let current: Language = 'en';
const listeners = new Set<() => void>();

function readStored(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return stored === 'hi' || stored === 'en' ? stored : null;
  } catch {
    return null;
  }
}

/** The browser's preference: Hindi when its first listed language is Hindi. */
export function browserLanguage(
  languages: readonly string[] | undefined = globalThis.navigator?.languages,
): Language {
  const first = languages?.[0]?.toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}

/** The stored choice, else the browser's preference. */
export function initialLanguage(): Language {
  return readStored() ?? browserLanguage();
}

export function getLanguage(): Language {
  return current;
}

/** `<html lang>` for a language: India's English, or Hindi. */
export function htmlLang(language: Language): string {
  return language === 'hi' ? 'hi' : 'en-IN';
}

/**
 * Mirrors the language in a cookie: the server serving the next page leaves out its preloads, which go out
 * with the browser's Accept-Language, when they differ from it (docs/decisions/0047). A year, the whole site.
 */
function writeLanguageCookie(language: Language): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // Cookies switched off: the app still asks again when a preload comes back in another language.
  }
}

/** Switches the language at once (callers load its texts first: see `changeLanguage`). */
export function applyLanguage(language: Language, remember = true): void {
  if (remember) {
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = htmlLang(language);
    writeLanguageCookie(language);
  }
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
