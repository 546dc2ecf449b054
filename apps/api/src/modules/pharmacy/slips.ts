/** Typing slips between what a person typed and a word of the suggestion index (decision 0031). */

/**
 * The fewest typing slips (insert, delete, change, or swap of two neighbours) that turn `text` into a start of
 * `word`, or `max + 1` when more than `max` are needed. Optimal string alignment over the text's rows, stopped
 * as soon as a row can no longer come back under `max`.
 */
export function slipsToPrefix(text: string, word: string, max: number): number {
  const n = text.length;
  const m = Math.min(word.length, n + max);
  if (rows[0].length <= m) for (let r = 0; r < 3; r += 1) rows[r] = new Int32Array(m * 2 + 2);
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j += 1) prev[j] = j;
  for (let i = 1; i <= n; i += 1) {
    cur[0] = i;
    let rowMin = i;
    const a = text.charCodeAt(i - 1);
    for (let j = 1; j <= m; j += 1) {
      const b = word.charCodeAt(j - 1);
      let d = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a === b ? 0 : 1),
      );
      if (i > 1 && j > 1 && a === word.charCodeAt(j - 2) && text.charCodeAt(i - 2) === b)
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  // `prev` is the last row: the text against every start of the word.
  let best = max + 1;
  for (let j = 0; j <= m; j += 1) if ((prev[j] as number) < best) best = prev[j] as number;
  return best;
}
/** The three rows `slipsToPrefix` works in, kept between calls (a search runs it on many words). */
const rows: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(64),
  new Int32Array(64),
  new Int32Array(64),
];
