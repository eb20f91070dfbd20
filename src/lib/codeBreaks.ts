/**
 * Where inline code may break across lines: only where a reader would split
 * an identifier or a command. Code is shown whole (white-space: nowrap) with a
 * `<wbr>` at each of these points: after a space, after a slash that has more
 * text after it (not between two, as in `https://`), after `_` between two
 * letters or digits and after `.` between two letters
 * (`claude_desktop_config.json`; not in `1.0.0`). Never at a
 * hyphen (`--version`, `companylens-mcp`), which a reader takes for a word's
 * end. Code of at most SHORT_CODE_MAX characters stays whole.
 */

/** At most this many characters stay whole: about 220 px of code text, which fits a phone's column beside a list indent. */
export const SHORT_CODE_MAX = 24;

/** The text cut at each point where it may break (no cut in short code); joined, the parts are the text. */
export function codeBreaks(text: string): string[] {
  if (text.length <= SHORT_CODE_MAX) return [text];
  return text.split(/(?<=\s)(?=[^\s/])|(?<=\/)(?=[^/\s])|(?<=[\p{L}\p{N}}]_)(?=[\p{L}\p{N}{])|(?<=[\p{L}}]\.)(?=\p{L})/u);
}
