/**
 * The name of a diagram's drawing (static/diagrams/<name>-light.svg and -dark.svg): a hash of
 * its Mermaid source, the same in Node (the drawing command, the writers' check) and in the
 * browser (src/theme/Mermaid), so a drawing made from an older source is never shown.
 * Two 32-bit FNV-1a passes with different offsets, as 16 hex digits.
 */
export function diagramHash(source: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 13);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** Where a diagram's drawing for a colour mode is, under static/ (and so under the site's base URL). */
export const drawingPath = (hash: string, mode: 'light' | 'dark') => `diagrams/${hash}-${mode}.svg`;

/** A diagram's `accTitle` and `accDescr` lines (empty when absent): its drawing's alternative text. */
export function diagramAccessibility(source: string): {accTitle: string; accDescr: string} {
  const field = (name: string) => new RegExp(`^\\s*${name}\\s*:\\s*(.+)$`, 'm').exec(source)?.[1].trim() ?? '';
  return {accTitle: field('accTitle'), accDescr: field('accDescr')};
}
