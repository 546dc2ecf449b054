/** The package search's limits and messages, without zod (catalogue.ts re-exports them). */
/** Fewest characters a package search needs. */
export const PACKAGE_SEARCH_MIN = 2;
/** Longest search text accepted. */
export const PACKAGE_SEARCH_MAX = 100;
/** Most rows a package search answers. */
export const PACKAGE_SEARCH_LIMIT = 20;

export const PACKAGE_SEARCH_TOO_SHORT = `Type at least ${PACKAGE_SEARCH_MIN} characters to search packages.`;
export const PACKAGE_SEARCH_TOO_LONG = `Search text can be at most ${PACKAGE_SEARCH_MAX} characters.`;
