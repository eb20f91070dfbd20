/**
 * Tokeniser: text → normalised words with their positions, shared by the index
 * (build.ts), the query (query.ts) and highlighting (highlight.ts).
 */

/** Compounds get their runs of 2..MAX_SUBCOMPOUND_PARTS consecutive parts indexed too. */
const MAX_SUBCOMPOUND_PARTS = 4;

/** Words that open a question ("how do I…", "is my data…"): a query that starts with one is a question (query.ts). */
export const QUESTION_WORDS = new Set([
  'how', 'what', 'why', 'when', 'where', 'which', 'who', 'whom', 'whose', 'is', 'are', 'was', 'were', 'do', 'does', 'did',
  'can', 'will', 'would', 'should', 'could',
]);

/**
 * English stop words, the question words among them, and the pieces an apostrophe leaves
 * ("company's", "doesn't"): ignored in the query unless it has nothing else.
 */
export const STOP_WORDS = new Set([
  ...QUESTION_WORDS,
  'a', 'an', 'the', 'of', 'to', 'in', 'for', 'and', 'or', 'on', 'with', 'by', 'i', 'my', 'it', 'be', 'from', 'at', 'as',
  'this', 'that', 'has', 'have', 'had', 'been', 'me', 'we', 'our', 'you', 'your', 'its', 'there', 'some', 'any', 'if', 'so',
  's', 't', 'doesn', 'don', 'isn', 'aren', 'didn',
]);

/** Character classes of the normalised text. */
const OTHER = 0;
const WORD = 1; // letter or digit
const SEP = 2; // '_' '.' '-' '/': joins words into an identifier when between word characters
const CJK = 3; // Han / kana: one word per character

/** Token levels: whole words and whole compounds, compound parts, runs of parts. */
export const TOP = 0;
const PART = 1;
const SUB = 2;

interface NormText {
  /** Normalised text (NFKD, accents stripped, lower case). */
  norm: string;
  /** Per UTF-16 unit of `norm`: class, and the original range it came from (null: same index, ASCII text). */
  cls: Uint8Array;
  origStart: Int32Array | null;
  origEnd: Int32Array | null;
}

/** Original offset where normalised unit i starts / ends. */
export function startOf(nt: NormText, i: number): number {
  return nt.origStart ? nt.origStart[i] : i;
}
export function endOf(nt: NormText, i: number): number {
  return nt.origEnd ? nt.origEnd[i] : i + 1;
}

interface Token {
  text: string;
  /** Word position in the attribute (parts of a compound are consecutive). */
  pos: number;
  level: number;
  /** Range in `norm` units. */
  a: number;
  b: number;
  /** For a TOP compound: its parts, for splitting a query word. */
  parts?: string[];
}

/**
 * Memos of two pure functions of one character (the same answer every time), bounded in size:
 * the only module-level state of the engine, and it never changes a result.
 */
const normCache = new Map<string, string>();
const classCache = new Map<string, number>();
const RE_MARKS = /\p{M}/gu;
const RE_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const RE_WORD = /[\p{L}\p{N}]/u;

function normaliseChar(ch: string): string {
  let n = normCache.get(ch);
  if (n === undefined) {
    n = ch.normalize('NFKD').replace(RE_MARKS, '').toLowerCase();
    if (normCache.size < 10000) normCache.set(ch, n);
  }
  return n;
}

function classOf(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c < 128) {
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) return WORD;
    if (c === 95 || c === 46 || c === 45 || c === 47) return SEP;
    return OTHER;
  }
  let k = classCache.get(ch);
  if (k === undefined) {
    k = RE_CJK.test(ch) ? CJK : RE_WORD.test(ch) ? WORD : OTHER;
    if (classCache.size < 10000) classCache.set(ch, k);
  }
  return k;
}

/**
 * Whether normalising leaves every unit where it is: ASCII, and characters that are already
 * their own normal form (dashes, quotes, £, …), so lower-casing is all there is to do.
 */
function normalInPlace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) continue;
    if (c >= 0xd800 && c <= 0xdfff) return false;
    const ch = text[i];
    if (normaliseChar(ch) !== ch) return false;
  }
  return true;
}

/** Normalises text one code point at a time, remembering where each normalised unit came from. */
function normalise(text: string): NormText {
  if (normalInPlace(text)) {
    // Fast path: lower-casing is all NFKD + accent stripping would do.
    const lower = text.toLowerCase();
    const k = new Uint8Array(lower.length);
    for (let i = 0; i < lower.length; i++) k[i] = classOf(lower[i]);
    return {norm: lower, cls: k, origStart: null, origEnd: null};
  }
  let norm = '';
  const cls: number[] = [];
  const origStart: number[] = [];
  const origEnd: number[] = [];
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const size = code > 0xffff ? 2 : 1;
    let n: string;
    if (code < 128) n = code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i];
    else n = normaliseChar(text.slice(i, i + size));
    for (let j = 0; j < n.length; ) {
      const cp = n.codePointAt(j)!;
      const cpSize = cp > 0xffff ? 2 : 1;
      const k = classOf(n.slice(j, j + cpSize));
      for (let u = 0; u < cpSize; u++) {
        cls.push(k);
        origStart.push(i);
        origEnd.push(i + size);
      }
      j += cpSize;
    }
    norm += n;
    i += size;
  }
  return {norm, cls: Uint8Array.from(cls), origStart: Int32Array.from(origStart), origEnd: Int32Array.from(origEnd)};
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

/**
 * Splits text into words. Words are runs of letters/digits. Identifiers whose
 * words are joined by single '_', '.', '-' or '/' characters (date_of_creation,
 * claude_desktop_config.json, tools/call) and numbers with a leading minus
 * (-32602) are kept whole (level TOP), and also split into their parts (PART)
 * and runs of 2–4 consecutive parts (SUB: config.json, desktop_config…), so
 * that an identifier is found by its whole name, by any part, or by any
 * dotted/underscored tail of it.
 */
export function tokenize(text: string): {nt: NormText; tokens: Token[]} {
  const nt = normalise(text);
  const {norm, cls} = nt;
  const n = norm.length;
  const tokens: Token[] = [];
  let pos = 0;
  let i = 0;
  while (i < n) {
    const c = cls[i];
    if (c === CJK) {
      const size = i + 1 < n && cls[i + 1] === CJK && norm.charCodeAt(i) >= 0xd800 && norm.charCodeAt(i) <= 0xdbff ? 2 : 1;
      tokens.push({text: norm.slice(i, i + size), pos: pos++, level: TOP, a: i, b: i + size});
      i += size;
      continue;
    }
    const leadingMinus = norm[i] === '-' && isDigit(norm[i + 1]) && (i === 0 || cls[i - 1] !== WORD);
    if (c !== WORD && !leadingMinus) {
      i++;
      continue;
    }
    const segStart = i;
    if (leadingMinus) i++;
    const parts: Array<[number, number]> = [];
    for (;;) {
      const start = i;
      while (i < n && cls[i] === WORD) i++;
      parts.push([start, i]);
      if (i + 1 < n && cls[i] === SEP && cls[i + 1] === WORD) {
        i++;
        continue;
      }
      break;
    }
    const segEnd = i;
    if (parts.length === 1 && !leadingMinus) {
      tokens.push({text: norm.slice(segStart, segEnd), pos, level: TOP, a: segStart, b: segEnd});
    } else {
      const partTexts = parts.map(([a, b]) => norm.slice(a, b));
      tokens.push({text: norm.slice(segStart, segEnd), pos, level: TOP, a: segStart, b: segEnd, parts: partTexts});
      parts.forEach(([a, b], j) => tokens.push({text: partTexts[j], pos: pos + j, level: PART, a, b}));
      const maxLen = Math.min(parts.length, MAX_SUBCOMPOUND_PARTS);
      for (let len = 2; len <= maxLen; len++) {
        if (len === parts.length && !leadingMinus) continue; // that is the whole compound
        for (let j = 0; j + len <= parts.length; j++) {
          const a = parts[j][0];
          const b = parts[j + len - 1][1];
          tokens.push({text: norm.slice(a, b), pos: pos + j, level: SUB, a, b});
        }
      }
    }
    pos += parts.length;
  }
  return {nt, tokens};
}

const RE_LETTER = /\p{L}/u;

/** Whether the text has a letter (numbers and numeric identifiers get no typo tolerance). */
export function hasLetter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) return true;
    if (c >= 128 && RE_LETTER.test(s[i])) return true;
  }
  return false;
}

