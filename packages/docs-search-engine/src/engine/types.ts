/** The shapes the engine reads (DocSearch records) and answers (Algolia search responses). */
import type {SearchRecord} from '../record';

export type {SearchRecord};

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';


/** Outer array = AND, inner array = OR. "attr:value"; "attr:-value" negates. */
export type FacetFilters = ReadonlyArray<string | ReadonlyArray<string>>;

/**
 * One entry of the `requests` array, with what DocSearch 3.9 and the /search page send.
 * Other parameters are echoed back in `params` and otherwise ignored.
 */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  /** Attribute names or dotted paths; default all ("*"). */
  attributesToRetrieve?: string[];
  /** e.g. ["hierarchy.lvl1:10", "content:10"]; default ["content:10"]. */
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: FacetFilters;
  clickAnalytics?: boolean;
  [param: string]: unknown;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTree {
  [attribute: string]: HighlightResult | HighlightTree | HighlightResult[];
}

export interface SnippetTree {
  [attribute: string]: SnippetResult | SnippetTree | SnippetResult[];
}

export interface SearchHit {
  objectID: string;
  _highlightResult: HighlightTree;
  _snippetResult: SnippetTree;
  [attribute: string]: unknown;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
  exhaustiveNbHits: true;
}

export interface MultiSearchResponse {
  results: SearchResponse[];
}

/** The parts of algoliasearch's lite client that DocSearch and the /search page use. */
export interface LiteClient {
  readonly appId: string;
  readonly transporter: Record<string, never>;
  search(arg: {requests: SearchRequest[]}, requestOptions?: unknown): Promise<MultiSearchResponse>;
  searchForHits(arg: {requests: SearchRequest[]}, requestOptions?: unknown): Promise<MultiSearchResponse>;
  clearCache(): Promise<void>;
  addAlgoliaAgent(segment: string, version?: string): void;
}

/** Searchable attributes, in the order of the field numbers used in the index. */
export const FIELD_PATHS = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
] as const;
export const LEVELS: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
export const CONTENT_FIELD = 7;
