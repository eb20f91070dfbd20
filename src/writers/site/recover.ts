/**
 * Reading on after an MDX syntax error, so one run names every mistake of a page: the parser's
 * error is kept, the construct it stopped at (an HTML comment, an unclosed tag, a brace in
 * prose, else the rest of that line) is blanked out with spaces, and the text is parsed again,
 * so every line and column of the tree is still the file's own. Up to MAX_ERRORS times.
 */

const MAX_ERRORS = 20;

/** Where a page's text cannot be read (MDX, or its front matter's YAML), and why. */
export interface ParseError {
  line: number;
  column?: number;
  message: string;
  /** The fix MDX's own message gives (`to create a comment in MDX, use {/* text *\/}`), or one for the mistake. */
  fix?: string;
}

/** HTML's elements that have no closing tag, which MDX wants written as `<br />`. */
const VOID_ELEMENTS = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'];

interface Located extends ParseError {
  /** The span of the text to blank out before parsing again. */
  blank: [number, number];
}

type Point = {line?: number; column?: number; offset?: number};
type MdxError = Point & {place?: Point & {start?: Point}; reason?: string; message?: string};

const lineStarts = (text: string) => [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];

/** The error's place, its words and fix, and what to blank out to read on. */
function locate(text: string, error: unknown): Located {
  const e = error as MdxError;
  const starts = lineStarts(text);
  const offsetOf = (line: number, column: number) => Math.min(text.length, (starts[line - 1] ?? text.length) + column - 1);
  const lineSpan = (offset: number): [number, number] => {
    const start = text.lastIndexOf('\n', offset - 1) + 1;
    const end = text.indexOf('\n', offset);
    return [start, end === -1 ? text.length : end];
  };
  const full = String(e.reason ?? e.message ?? error).split('\n')[0];
  // MDX's own advice, "(note: to create a comment in MDX, use `{/* text */}`)", becomes the fix
  const note = / \(note: ([^)]*\)?[^)]*)\)$/.exec(full);
  const message = note ? full.slice(0, note.index) : full;
  const at = e.place && 'start' in e.place ? e.place.start : e.place;
  // an unclosed tag is named with its place in the words: "Expected a closing tag for `<br>` (19:11-19:15)"
  const tag = /closing tag for `<([^>\s]*)[^`]*` \((\d+):(\d+)-(\d+):(\d+)\)/.exec(message);
  if (tag) {
    const [line, column] = [Number(tag[2]), Number(tag[3])];
    const name = tag[1];
    const fix = VOID_ELEMENTS.includes(name.toLowerCase()) ? `MDX closes every tag: write \`<${name} />\`` : `close it with \`</${name}>\`, or write \`<${name} />\` if it holds nothing`;
    return {line, column, message, fix, blank: [offsetOf(line, column), offsetOf(Number(tag[4]), Number(tag[5]))]};
  }
  const line = at?.line ?? e.line ?? 1;
  const column = at?.column ?? e.column;
  const offset = at?.offset ?? offsetOf(line, column ?? 1);
  const fix = note?.[1];
  const [lineStart, lineEnd] = lineSpan(offset);
  const here = {line, ...(column ? {column} : {}), message, ...(fix ? {fix} : {})};
  // an HTML comment, as long as it runs
  const comment = text.lastIndexOf('<!--', offset);
  if (comment >= lineStart) {
    const end = text.indexOf('-->', comment);
    return {...here, blank: [comment, end === -1 ? lineEnd : end + 3]};
  }
  // a `<` or `{` in prose: from it to where it closes on its line, or the character alone
  const opener = Math.max(text.lastIndexOf('<', offset), text.lastIndexOf('{', offset));
  if (opener >= lineStart) {
    const close = text.indexOf(text[opener] === '<' ? '>' : '}', opener);
    return {...here, blank: [opener, close !== -1 && close < lineEnd ? close + 1 : opener + 1]};
  }
  return {...here, blank: [lineStart, lineEnd]};
}

/** The tree of `text`, each error the parser stopped at, and the text it read on to (the text itself when it parsed); no tree only when it cannot read on. */
export function parseRecovering<T>(parse: (text: string) => T, text: string): {tree?: T; errors: ParseError[]; text: string} {
  const errors: ParseError[] = [];
  let current = text;
  while (errors.length < MAX_ERRORS) {
    try {
      return {tree: parse(current), errors, text: current};
    } catch (error) {
      const {blank, ...found} = locate(current, error);
      const last = errors.at(-1);
      if (last && last.line === found.line && last.message === found.message) break; // blanking did not help: the rest cannot be read
      errors.push(found);
      const next = current.slice(0, blank[0]) + current.slice(blank[0], blank[1]).replace(/[^\n]/g, ' ') + current.slice(blank[1]);
      if (next === current) break; // nothing left to blank: the rest cannot be read
      current = next;
    }
  }
  return {errors, text: current};
}
