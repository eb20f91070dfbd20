/**
 * Words as the lint compares them: lower case, an English plural folded to
 * its singular, without the small words every sentence has and without bare
 * numbers. A name is split the same way at `_`, `-`, `.`, `/` and camelCase
 * humps (`getUserProfile`, `get_user-profile` → get, user, profile).
 */

const STOP = new Set(
  ('a an the and or nor but of to in on for with without by from at as is are was were be been being it its this that these those ' +
    'into onto over under your you can could will would which who whom whose when where what if not no than then only all any each ' +
    'per also via may might must should do does done so such there their them they we our us he she his her him i me my one some ' +
    'more most other about up out just').split(' '),
);

/** "queries" → "query", "matches" → "match", "files" → "file"; a word of three letters or fewer is left as it is. */
export function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Every word of a text or a name, in order: split at humps and anything not a letter or digit, lower case. */
export function tokens(text: string): string[] {
  return (text ?? '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The words that carry meaning: no stop words, no bare numbers, plurals folded. */
export const contentWords = (text: string): string[] => tokens(text).filter((w) => !STOP.has(w) && !/^\d+$/.test(w)).map(singular);

export const wordSet = (text: string) => new Set(contentWords(text));

/** |A ∩ B| / |A ∪ B|: the share of the two sets' words they have in common (0 when both are empty). */
export function jaccard<T>(a: Set<T>, b: Set<T>): number {
  const union = new Set([...a, ...b]).size;
  if (!union) return 0;
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  return common / union;
}

/**
 * Words more than half of the texts share, when there are at least four: a
 * server's own name, a line every description carries ("Error Responses: 400"),
 * which tell no text apart from the others.
 */
export function sharedWords(texts: string[]): Set<string> {
  if (texts.length < 4) return new Set();
  const counts = new Map<string, number>();
  for (const text of texts) for (const w of wordSet(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n > texts.length / 2).map(([w]) => w));
}

/** The first word of the names, when 60 % or more of three or more start with it: a namespace (`browser_`, `API-`), not a verb. */
export function namePrefix(names: string[]): string | undefined {
  if (names.length < 3) return undefined;
  const firsts = new Map<string, number>();
  for (const name of names) {
    const first = tokens(name)[0];
    if (first) firsts.set(first, (firsts.get(first) ?? 0) + 1);
  }
  const [word, n] = [...firsts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return word && n! >= names.length * 0.6 ? word : undefined;
}

/** Verbs of a name that say the tool changes something. */
export const WRITE_VERBS = new Set(['create', 'delete', 'remove', 'update', 'write', 'edit', 'modify', 'set', 'insert', 'drop', 'destroy', 'purge', 'erase', 'kill', 'move', 'rename', 'upload', 'send', 'merge', 'push', 'add', 'install', 'uninstall', 'apply', 'clear', 'reset', 'overwrite', 'replace', 'append', 'cancel', 'close', 'archive', 'publish', 'patch']);
/** Verbs of a name that say the tool fetches records. */
export const READ_VERBS = new Set(['get', 'list', 'search', 'find', 'fetch', 'query', 'lookup', 'retrieve', 'count']);
