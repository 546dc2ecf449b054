/** `text` with LIKE's wildcards and escape character made literal (for `LIKE … ESCAPE '\'` searches). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
