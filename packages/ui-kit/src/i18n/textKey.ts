/**
 * The short key of an English text: FNV-1a (32 bits) of its UTF-16 code units, in base 36 (at most seven
 * characters). The production build keys every Hindi catalogue by it instead of by the English words
 * (apps/web/src/build/keyedCatalogues.ts, docs/decisions/0034), so a patient reading Hindi does not download
 * the English a second time; `translate` looks a text up by the same key. No imports: the build runs it in
 * Node from this file.
 */
export function textKey(english: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < english.length; i += 1) {
    hash ^= english.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A catalogue (English → Hindi) keyed by `textKey`, as the loader stores it. */
export function keyCatalogue(
  catalogue: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  const keyed: Record<string, string> = {};
  for (const [english, hindi] of Object.entries(catalogue)) keyed[textKey(english)] = hindi;
  return keyed;
}
