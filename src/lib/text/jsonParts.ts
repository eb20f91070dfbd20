/**
 * One line of JSON cut where a reader's eye allows a break: after each `,`, `:`, `{` and `[`
 * outside a string. Each part is shown whole (a string, a number, a name never breaks), and
 * the line wraps between them. Joined, the parts are the text.
 */
export function jsonParts(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === ',' || c === ':' || c === '{' || c === '[') {
      parts.push(line.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < line.length) parts.push(line.slice(start));
  return parts;
}
