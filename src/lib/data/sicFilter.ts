export interface SicCode {
  code: string;
  description: string;
  section: string;
}

/** Lower-cases and strips accents and punctuation so "e-commerce" finds "ecommerce". */
function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ');
}

/**
 * Codes whose section matches (when given) and that match every word of the
 * query: a word of digits matches the start of the code, other words match
 * anywhere in the description.
 */
export function filterSicCodes(codes: readonly SicCode[], query: string, section = ''): SicCode[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return codes.filter((c) => {
    if (section && c.section !== section) return false;
    const text = fold(c.description);
    return words.every((w) => (/^\d+$/.test(w) ? c.code.startsWith(w) : text.includes(w)));
  });
}
