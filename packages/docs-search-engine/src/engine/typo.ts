/** Typo distance between a query word and a vocabulary term. */

/** Three rows of the distance matrix, owned by one query word and reused for every term it is compared with. */
export type TypoRows = [Int32Array, Int32Array, Int32Array];

export function typoRows(wordLength: number): TypoRows {
  return [new Int32Array(wordLength + 1), new Int32Array(wordLength + 1), new Int32Array(wordLength + 1)];
}

/**
 * Bounded Damerau–Levenshtein (optimal string alignment) distance between the
 * query word `q` and the term `t`. With `prefix`, the distance between `q` and
 * the best prefix of `t` also counts (search-as-you-type with a typo).
 * Returns the distance, or -1 when it exceeds `k`. `rows` comes from `typoRows(q.length)`.
 */
export function typoDistance(q: string, t: string, k: number, prefix: boolean, rows: TypoRows): number {
  const n = q.length;
  // Three reused rows: two rows back (for transpositions), previous, current.
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  let bestPrefix = k + 1;
  for (let i = 1; i <= t.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ti = t.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const qj = q.charCodeAt(j - 1);
      let v = prev[j - 1] + (ti === qj ? 0 : 1);
      if (prev[j] + 1 < v) v = prev[j] + 1;
      if (cur[j - 1] + 1 < v) v = cur[j - 1] + 1;
      if (i > 1 && j > 1 && ti === q.charCodeAt(j - 2) && t.charCodeAt(i - 2) === qj && prev2[j - 2] + 1 < v) {
        v = prev2[j - 2] + 1;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (prefix && cur[n] < bestPrefix) bestPrefix = cur[n];
    if (rowMin > k) break; // every later row is at least as far
    const tmp = prev2;
    prev2 = prev;
    prev = cur;
    cur = tmp;
    if (i === t.length && prev[n] <= k) return Math.min(prev[n], bestPrefix);
  }
  return bestPrefix <= k ? bestPrefix : -1;
}
