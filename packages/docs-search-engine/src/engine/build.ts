/**
 * createIndex: records → vocabulary, postings and per-record token lists, built once.
 * Records of a page repeat its headings, so each distinct text is tokenised once.
 */
import {STOP_WORDS, hasLetter, tokenize} from './tokenize';
import {CONTENT_FIELD, FIELD_PATHS, LEVELS, type HierarchyLevel, type SearchRecord} from './types';
import {SHARED_HEADING_PAGES, TYPE_RANK, type SearchIndex} from './indexShape';
import {synonymRules, type Synonyms} from './synonyms';
import {groupByStem} from './forms';

function fieldText(record: SearchRecord, field: number): string | null {
  const v = field === CONTENT_FIELD ? record.content : record.hierarchy?.[LEVELS[field]];
  return typeof v === 'string' ? v : null;
}

export function createIndex(records: SearchRecord[], synonyms: Synonyms = {}): SearchIndex {
  const terms: string[] = [];
  const termIds = new Map<string, number>();
  const postingLists: number[][] = [];
  const tokStart = new Int32Array(records.length + 1);
  const typeRank = new Uint8Array(records.length);
  const ownLength = new Int32Array(records.length);
  const urlIds = new Map<string, number>();
  const urlId = new Int32Array(records.length);
  const seenTexts = new Map<string, {ids: Int32Array; positions: Int32Array}>();
  /** A text's term ids and positions; records of a page repeat its headings, so each distinct text is tokenised once. */
  const tokensOf = (text: string) => {
    let tokens = seenTexts.get(text);
    if (!tokens) {
      const list = tokenize(text).tokens;
      tokens = {ids: new Int32Array(list.length), positions: new Int32Array(list.length)};
      for (let i = 0; i < list.length; i++) {
        const tok = list[i];
        let id = termIds.get(tok.text);
        if (id === undefined) {
          id = terms.length;
          terms.push(tok.text);
          termIds.set(tok.text, id);
          postingLists.push([]);
        }
        tokens.ids[i] = id;
        tokens.positions[i] = tok.pos;
      }
      seenTexts.set(text, tokens);
    }
    return tokens;
  };

  // First pass: tokenise, and count the tokens, so the token arrays are allocated once.
  let total = 0;
  records.forEach((record, r) => {
    typeRank[r] = TYPE_RANK[record.type] ?? 7;
    let u = urlIds.get(record.url);
    if (u === undefined) urlIds.set(record.url, (u = urlIds.size));
    urlId[r] = u;
    const own = record.type === 'content' ? record.content : record.hierarchy?.[record.type as HierarchyLevel];
    ownLength[r] = typeof own === 'string' ? own.length : 0;
    for (let f = 0; f < FIELD_PATHS.length; f++) {
      const text = fieldText(record, f);
      if (text) total += tokensOf(text).ids.length;
    }
  });
  const tokTerm = new Int32Array(total);
  const tokPos = new Int32Array(total);
  const tokField = new Uint8Array(total);
  let t = 0;
  records.forEach((record, r) => {
    tokStart[r] = t;
    for (let f = 0; f < FIELD_PATHS.length; f++) {
      const text = fieldText(record, f);
      if (!text) continue;
      const {ids, positions} = seenTexts.get(text)!;
      for (let i = 0; i < ids.length; i++, t++) {
        const list = postingLists[ids[i]];
        if (list[list.length - 1] !== r) list.push(r);
        tokTerm[t] = ids[i];
        tokPos[t] = positions[i];
        tokField[t] = f;
      }
    }
  });
  tokStart[records.length] = t;

  // Headings that many pages share (a template's sections): which pages have each.
  const pagesOf = new Map<string, Set<string>>();
  for (const record of records) {
    if (record.type === 'content' || record.type === 'lvl1') continue;
    const text = record.hierarchy[record.type];
    if (!text) continue;
    const pages = pagesOf.get(text) ?? new Set<string>();
    pages.add(record.url.split('#')[0]);
    pagesOf.set(text, pages);
  }
  const sharedHeadings = new Uint8Array(records.length);
  records.forEach((record, r) => {
    for (let f = 2; f <= 6; f++) {
      const text = record.hierarchy?.[LEVELS[f]];
      if (text && (pagesOf.get(text)?.size ?? 0) >= SHARED_HEADING_PAGES) sharedHeadings[r] |= 1 << f;
    }
  });

  const sorted = terms.map((_, i) => i).sort((x, y) => (terms[x] < terms[y] ? -1 : terms[x] > terms[y] ? 1 : 0));
  const typoTargets = terms.map((t, i) => (STOP_WORDS.has(t) || !hasLetter(t) ? -1 : i)).filter((i) => i >= 0);

  return {
    records,
    terms,
    termIds,
    sortedTermIds: Int32Array.from(sorted),
    stemGroups: groupByStem(terms),
    typoTargets: Int32Array.from(typoTargets),
    postings: postingLists.map((l) => Int32Array.from(l)),
    tokStart,
    tokTerm,
    tokPos,
    tokField,
    typeRank,
    ownLength,
    sharedHeadings,
    urlId,
    urlCount: urlIds.size,
    synonyms: synonymRules(synonyms),
    wordCache: new Map(),
    filterCache: new Map(),
  };
}
