/**
 * Words of a command that a code block which wraps keeps on one line: the browser may break a
 * line after any hyphen, and `curl -` / `fsSL` or `Invoke-` / `WebRequest` reads as two words.
 * A word here is a run of non-space characters with a hyphen in it (a flag such as `-fsSL` or
 * `--version`, a cmdlet, a package name) of at most MAX_WHOLE characters; longer ones (an
 * address) may still break, so none can push a phone's line out of its box.
 */
export const MAX_WHOLE = 24;

/** The text cut into such words and the rest; joined, the parts are the text. */
export function wholeWords(text: string): {text: string; whole: boolean}[] {
  const parts: {text: string; whole: boolean}[] = [];
  for (const part of text.split(/(\S+)/)) {
    const whole = part.includes('-') && !/\s/.test(part) && part.length <= MAX_WHOLE;
    const last = parts[parts.length - 1];
    if (!whole && last && !last.whole) last.text += part;
    else if (part) parts.push({text: part, whole});
  }
  return parts;
}
