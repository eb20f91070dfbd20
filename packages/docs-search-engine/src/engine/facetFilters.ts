/**
 * facetFilters, the one kind of filter DocSearch and the /search page send
 * (the contextual language and docs-version filters): "attribute:value"
 * strings (the attribute may be a dotted path), outer array AND, inner array OR.
 */
import type {SearchIndex} from './indexShape';
import type {FacetFilters, SearchRecord} from './types';

interface FacetCondition {
  attr: string;
  /** Lower case. */
  value: string;
}

/** The value at a dotted path ("hierarchy.lvl1"), or undefined. */
export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

function parseCondition(s: string): FacetCondition {
  const colon = s.indexOf(':');
  if (colon <= 0) throw new Error(`Invalid facetFilters value "${s}": expected "attribute:value"`);
  return {attr: s.slice(0, colon).trim(), value: s.slice(colon + 1).trim().toLowerCase()};
}

function passes(record: SearchRecord, c: FacetCondition): boolean {
  const v = getPath(record, c.attr);
  const values = v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
  return values.some((x) => String(x).toLowerCase() === c.value);
}

/** Records passing the facetFilters (1 = pass), or null when there are none; cached per index. */
export function facetFilterMask(index: SearchIndex, ff: FacetFilters | undefined): Uint8Array | null {
  if (ff === undefined || ff === null || (Array.isArray(ff) && ff.length === 0)) return null;
  const key = JSON.stringify(ff);
  const cached = index.filterCache.get(key);
  if (cached) return cached;
  const outer: unknown = ff;
  if (!Array.isArray(outer)) throw new Error('Invalid facetFilters: expected an array');
  // AND of ORs: one list of conditions per outer entry.
  const groups = outer.map((entry: unknown) => {
    if (typeof entry === 'string') return [parseCondition(entry)];
    if (Array.isArray(entry)) return entry.map((e: unknown) => parseCondition(String(e)));
    throw new Error('Invalid facetFilters entry');
  });
  const mask = new Uint8Array(index.records.length);
  index.records.forEach((rec, r) => {
    mask[r] = groups.every((group) => group.some((c) => passes(rec, c))) ? 1 : 0;
  });
  if (index.filterCache.size >= 100) index.filterCache.clear();
  index.filterCache.set(key, mask);
  return mask;
}
