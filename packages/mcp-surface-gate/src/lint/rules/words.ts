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

/** Verbs of a name that say the tool changes something. */
export const WRITE_VERBS = new Set(['create', 'delete', 'remove', 'update', 'write', 'edit', 'modify', 'set', 'insert', 'drop', 'destroy', 'purge', 'erase', 'kill', 'move', 'rename', 'upload', 'send', 'merge', 'push', 'add', 'install', 'uninstall', 'apply', 'clear', 'reset', 'overwrite', 'replace', 'append', 'cancel', 'close', 'archive', 'publish', 'patch']);
/** Verbs of a name that say the tool fetches records. */
export const READ_VERBS = new Set(['get', 'list', 'search', 'find', 'fetch', 'query', 'lookup', 'retrieve', 'count']);
/** Other verbs a tool's name starts with: what it does, neither fetching nor changing records. */
const OTHER_VERBS = new Set(['analyze', 'analyse', 'ask', 'audit', 'call', 'check', 'cleanup', 'click', 'convert', 'copy', 'crawl', 'describe', 'download', 'drag', 'echo', 'emulate', 'enable', 'disable', 'eval', 'evaluate', 'exec', 'execute', 'explain', 'extract', 'fill', 'fork', 'generate', 'give', 'go', 'handle', 'hover', 'interact', 'load', 'navigate', 'open', 'parse', 'ping', 'press', 'read', 'reason', 'refresh', 'reload', 'research', 'resize', 'resolve', 'restart', 'return', 'run', 'save', 'scale', 'scrape', 'scroll', 'select', 'show', 'simulate', 'start', 'stop', 'summarize', 'sync', 'take', 'toggle', 'trigger', 'type', 'upgrade', 'use', 'validate', 'view', 'wait']);

/** Whether a word (lower case, plural or third person folded: `creates`, `returns`) is a verb of a tool this module knows. */
export const isVerb = (word: string | undefined) => !!word && [word, singular(word)].some((w) => READ_VERBS.has(w) || WRITE_VERBS.has(w) || OTHER_VERBS.has(w));

/**
 * The verb a tool's name starts with: its first word, or its second after a
 * first that is no verb (a namespace: `browser_navigate`, `API-get-user`,
 * `kubectl_scale`); none when neither is a verb this module knows. Read from
 * the name alone, so a tool's verb never depends on its siblings (`find` is a
 * verb however many of a server's tools start with it).
 */
export function verbOf(name: string): string | undefined {
  const [first, second] = tokens(name);
  if (isVerb(first)) return first;
  return isVerb(second) ? second : undefined;
}
