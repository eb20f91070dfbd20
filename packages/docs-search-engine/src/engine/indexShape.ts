/**
 * The shape of a built index (build.ts makes it; query.ts, rank.ts and the rest read it),
 * in a module of its own so that none of them imports another for a type.
 */
import type {SynonymRule} from './synonyms';
import type {SearchRecord} from './types';

/** A heading on this many pages or more is a template's, shared by them all (see sharedHeadings). */
export const SHARED_HEADING_PAGES = 3;

/** Ranking criterion 10 (see primaryKey in rank.ts): lvl1 first … content last. */
export const TYPE_RANK: Record<string, number> = {lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7};

export interface TermMatch {
  term: number;
  typos: number;
  /** The whole term equals the query word (not a prefix, typo or other-form match). */
  exact: boolean;
  /** Another form of the query word (same stem, forms.ts), or of the term it matched with typos. */
  folded: boolean;
  /** Units of the term to highlight. */
  len: number;
}

export interface WordCandidates {
  list: TermMatch[];
  byTerm: Map<number, TermMatch>;
}

/** Built once by `createIndex`; treat as opaque. */
export interface SearchIndex {
  readonly records: readonly SearchRecord[];
  /** termId → term. */
  readonly terms: readonly string[];
  readonly termIds: ReadonlyMap<string, number>;
  /** termIds sorted by term, for prefix ranges. */
  readonly sortedTermIds: Int32Array;
  /** Stem → termIds of the words of that stem (forms.ts). */
  readonly stemGroups: ReadonlyMap<string, readonly number[]>;
  /** termIds a misspelt query word may match (not stop words, not numbers). */
  readonly typoTargets: Int32Array;
  /** termId → ascending record numbers containing it. */
  readonly postings: readonly Int32Array[];
  /** Record r's tokens are [tokStart[r], tokStart[r + 1]), ordered by field then position. */
  readonly tokStart: Int32Array;
  readonly tokTerm: Int32Array;
  readonly tokPos: Int32Array;
  readonly tokField: Uint8Array;
  readonly typeRank: Uint8Array;
  /** Length of the record's own text (content, or its own heading). */
  readonly ownLength: Int32Array;
  /**
   * Per record, bit f set when its heading of field f (lvl2–lvl6) is one that
   * SHARED_HEADING_PAGES or more pages have (a template's "Rate limits"): a
   * word matched there counts as one matched in body text (rank.ts).
   */
  readonly sharedHeadings: Uint8Array;
  /** Record → number of its URL, for the per-URL limit. */
  readonly urlId: Int32Array;
  readonly urlCount: number;
  /** One-way synonyms, their phrases normalised as query words (synonyms.ts). */
  readonly synonyms: readonly SynonymRule[];
  /** Per-index caches: query word → matching terms, facetFilters → record mask. */
  readonly wordCache: Map<string, WordCandidates>;
  readonly filterCache: Map<string, Uint8Array>;
}
