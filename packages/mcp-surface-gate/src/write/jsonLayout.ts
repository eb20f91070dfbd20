/**
 * JSON for src/data/ written the way the file already is: every part whose
 * value did not change keeps its text, and a changed object or array keeps
 * its layout (on one line, or one entry a line). So a sync's `git diff` shows
 * what changed and nothing else, and a sync with no change writes the same bytes.
 */
import {sameContent} from '../surface/surface';

interface Node {
  value: unknown;
  text: string;
  /** Children by key (objects) or index (arrays). */
  children: Map<string | number, Node>;
}

/** Parses JSON keeping each value's text. Input is JSON.parse-valid (checked first). */
function parseWithText(source: string): Node {
  let i = 0;
  const ws = () => {
    while (/\s/.test(source[i] ?? '')) i++;
  };
  const value = (): Node => {
    ws();
    const start = i;
    const children = new Map<string | number, Node>();
    if (source[i] === '{' || source[i] === '[') {
      const object = source[i] === '{';
      i++;
      ws();
      let index = 0;
      while (source[i] !== (object ? '}' : ']')) {
        let key: string | number = index++;
        if (object) {
          const k = value();
          key = k.value as string;
          ws();
          i++; // the colon
        }
        children.set(key, value());
        ws();
        if (source[i] === ',') i++;
        ws();
      }
      i++;
    } else if (source[i] === '"') {
      i++;
      while (source[i] !== '"') i += source[i] === '\\' ? 2 : 1;
      i++;
    } else {
      while (i < source.length && !/[\s,\]}]/.test(source[i])) i++;
    }
    const text = source.slice(start, i);
    return {value: JSON.parse(text), text, children};
  };
  return value();
}

const isContainer = (v: unknown): v is object => !!v && typeof v === 'object';

/** Items of an array of named things match by name, so an insertion does not shift the rest. */
function counterpart(old: Node | undefined, key: string | number, item: unknown): Node | undefined {
  if (!old) return undefined;
  const name = isContainer(item) && !Array.isArray(item) ? (item as {name?: unknown}).name : undefined;
  if (typeof key === 'number' && typeof name === 'string') {
    for (const child of old.children.values()) if ((child.value as {name?: unknown})?.name === name) return child;
  }
  return old.children.get(key);
}

function render(value: unknown, old: Node | undefined, indent: string): string {
  if (old && sameContent(old.value, value)) return old.text;
  if (!isContainer(value)) return JSON.stringify(value);
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  // keys the file had keep its order; new ones follow
  const order = [...(old?.children.keys() ?? [])];
  const rank = (k: string | number) => (order.includes(k) ? order.indexOf(k) : order.length);
  if (!Array.isArray(value)) entries.sort(([a], [b]) => rank(a) - rank(b));
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  const keyText = (key: string | number) => (typeof key === 'string' ? `${JSON.stringify(key)}: ` : '');
  // one line when it was on one line, or, when new, when it holds no objects or arrays of objects
  const flat = old && isContainer(old.value)
    ? !old.text.includes('\n')
    : entries.every(([, v]) => !isContainer(v) || (Array.isArray(v) && v.every((x) => !isContainer(x))));
  if (flat) {
    const inner = entries.map(([k, v]) => `${keyText(k)}${render(v, counterpart(old, k, v), indent)}`).join(', ');
    return Array.isArray(value) ? `[${inner}]` : `{ ${inner} }`;
  }
  const deeper = `${indent}  `;
  const lines = entries.map(([k, v]) => `${deeper}${keyText(k)}${render(v, counterpart(old, k, v), deeper)}`);
  return `${open}\n${lines.join(',\n')}\n${indent}${close}`;
}

/** The file's new text: `value` laid out like `previous` (the file's current text), or from scratch. */
export function formatLike(value: unknown, previous?: string): string {
  return `${render(value, previous === undefined ? undefined : parseWithText(previous), '')}\n`;
}
