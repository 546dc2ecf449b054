/** The search rules both sides share, without zod: the package search's limits and messages, and search text. */
/** Fewest characters a package search needs. */
export const PACKAGE_SEARCH_MIN = 2;
/** Longest search text accepted. */
export const PACKAGE_SEARCH_MAX = 100;
/** Most rows a package search answers. */
export const PACKAGE_SEARCH_LIMIT = 20;

export const PACKAGE_SEARCH_TOO_SHORT = `Type at least ${PACKAGE_SEARCH_MIN} characters to search packages.`;
export const PACKAGE_SEARCH_TOO_LONG = `Search text can be at most ${PACKAGE_SEARCH_MAX} characters.`;

/**
 * Search text as people type it, the same on the client and the server (packages, cities, and the medicines
 * to come): Unicode NFC, so Devanagari typed in decomposed form matches; any run of whitespace as one space;
 * trimmed.
 */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The form texts are compared and cached in: normalised and lower-cased (Devanagari has no case). */
export function searchKey(text: string): string {
  return normaliseSearchText(text).toLowerCase();
}

/** Whether `text` contains what a person typed, whatever its case and spacing. */
export function matchesSearch(text: string, typed: string): boolean {
  return searchKey(text).includes(searchKey(typed));
}
