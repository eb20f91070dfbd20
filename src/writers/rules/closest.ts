/**
 * The name a writer most likely meant: of `candidates`, the one fewest single-character edits
 * from `wanted` (or with its last path segment, for a page moved to another folder), when it is
 * near enough to be a slip rather than another name.
 */
function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length];
}

const last = (s: string) => s.slice(s.lastIndexOf('/') + 1);

export function closest(wanted: string, candidates: readonly string[]): string | undefined {
  let best: {candidate: string; score: number} | undefined;
  for (const candidate of candidates) {
    const score = Math.min(distance(wanted, candidate), last(wanted) === last(candidate) ? 1 : Infinity);
    if (!best || score < best.score) best = {candidate, score};
  }
  return best && best.score <= Math.max(2, Math.floor(wanted.length / 4)) ? best.candidate : undefined;
}
