import shell from './hi-shell';
import menus from './hi-menus';

/**
 * Hindi of the shell's texts (docs/decisions/0017): English text → Hindi. Two catalogues at run time
 * (docs/decisions/0029): `hi-shell.ts`, what the first paint shows, and `hi-menus.ts`, the menus and the footer,
 * which load with their chunks. This is the whole set, for the texts' type and the catalogue test.
 */
const hi = { ...shell, ...menus } as const;

export default hi;
