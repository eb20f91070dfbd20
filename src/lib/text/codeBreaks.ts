/**
 * Where inline code may break across lines: only where a reader would split
 * an identifier or a command. Code is shown whole (white-space: nowrap) with a
 * `<wbr>` at each of these points: after a space, after a slash or a Windows
 * backslash that has more text after it (not between two, as in `https://`),
 * after a comma (between the members of a one-line JSON message),
 * after `_` between two letters or digits, after `.` between two letters or
 * after a call (`claude_desktop_config.json`, `require('fs').readFileSync`;
 * not in `1.0.0`), and in a key too long to
 * keep whole, after a hyphen between two words
 * (`general-partner-in-a-limited-partnership`). Never at `--version`'s
 * hyphens or in a short name (`companylens-mcp`). Code of at most
 * SHORT_CODE_MAX characters stays whole.
 */

/** At most this many characters stay whole: about 220 px of code text, which fits a phone's column beside a list indent. */
const SHORT_CODE_MAX = 24;

/** The text cut at each point where it may break (no cut in short code); joined, the parts are the text. */
export function codeBreaks(text: string): string[] {
  if (text.length <= SHORT_CODE_MAX) return [text];
  return text
    .split(/(?<=\s)(?=[^\s/])|(?<=\/)(?=[^/\s])|(?<=\\)(?=[^\\\s])|(?<=,)(?=[^\s,])|(?<=[\p{L}\p{N}}]_)(?=[\p{L}\p{N}{])|(?<=[\p{L})}]\.)(?=\p{L})/u)
    .flatMap((part) => (longKey(part) ? part.split(HYPHEN_BETWEEN_WORDS) : [part]));
}

/** A hyphen joining two words of a long key (`general-partner-in-a-limited-partnership`): not `--version`'s. */
const HYPHEN_BETWEEN_WORDS = /(?<=[\p{L}\p{N}]-)(?=\p{L})/u;

/** Whether text holds a hyphenated key (letters, digits and hyphens) longer than SHORT_CODE_MAX. */
const longKey = (text: string) => (text.match(/[\p{L}\p{N}-]+/gu) ?? []).some((key) => key.length > SHORT_CODE_MAX);

/** Whether a line may end after `before` and go on with `after` (the code's text either side of a break). */
export function breaksWell(before: string, after: string): boolean {
  if (/[\s/\\_.,]$/.test(before)) return true;
  const key = `${/[\p{L}\p{N}-]*$/u.exec(before)![0]}${/^[\p{L}\p{N}-]*/u.exec(after)![0]}`;
  return /[\p{L}\p{N}]-$/u.test(before) && /^\p{L}/u.test(after) && longKey(key);
}
