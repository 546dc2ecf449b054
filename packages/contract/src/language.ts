/** The languages the app and the API speak (docs/decisions/0017): English first, Hindi complete. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** localStorage key of the patient's language choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The cookie mirroring the language the app speaks. The server reads it only when it serves a page: a page's
 * preloads go out with the browser's Accept-Language, so it leaves them out when the two differ
 * (docs/decisions/0047). API answers follow Accept-Language alone.
 */
export const LANGUAGE_COOKIE = 'language';

/** The language a `language` cookie names, or null for none or another value. */
export function cookieLanguage(value: string | undefined | null): Language | null {
  return value === 'hi' || value === 'en' ? value : null;
}

/** Each language's name in its own script, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/**
 * The language of a request from its `Accept-Language` header: Hindi when Hindi is ranked above English
 * (q-values honoured, `hi`/`hi-IN`), English otherwise. The web app sends its choice as `Accept-Language`.
 */
export function requestLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | null = null;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.trim().split('-')[0];
    const language = primary === 'hi' ? 'hi' : primary === 'en' ? 'en' : null;
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
