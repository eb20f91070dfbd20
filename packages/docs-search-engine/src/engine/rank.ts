/** Ranking: which records match every query word, and in what order (the table beside primaryKey). */
import type {SearchIndex, WordCandidates} from './indexShape';
import {MAX_QUERY_WORDS, type QueryWord} from './query';
import {CONTENT_FIELD} from './types';
import {TYPE_RANK} from './indexShape';

/**
 * Attribute weights (ranking criterion 6, see primaryKey). Each query word counts the weight of
 * the best attribute it matched in, and the record's attribute score is the
 * sum over the words. Weights double per level so that one word in the page
 * title outweighs one word in a section heading, etc.:
 *   lvl1 (page title) 16 > lvl2 8 > lvl3..lvl6 4 > content 2 > lvl0 1.
 * lvl0 is the sidebar category ("API Reference"), shared by whole sections of
 * the site, so a match there says the least about a record. So does a heading
 * that many pages share (a template's "Rate limits" on every tool page,
 * index.sharedHeadings): a word matched there weighs what one in body text does,
 * so the one section that is about the words outranks the pages' common heading.
 * Because a content record carries its page's headings in `hierarchy`, all the
 * records of a page whose title matches tie on this criterion; criterion 5 then
 * puts those whose own text has the words first.
 */
const FIELD_WEIGHT = [1, 16, 8, 4, 4, 4, 4, 2];

/** Proximity of two query words that never occur in the same attribute (Algolia's maximum is 8). */
const MAX_PROXIMITY = 8;

/**
 * The ranking order, packed into two numbers compared in turn: lower ranks first. Each
 * criterion gets a fixed bit field, most significant first, so comparing keys compares the
 * criteria one after the other:
 *
 *   | # | criterion (better first)                          | bits | field value                      |
 *   |---|---------------------------------------------------|------|----------------------------------|
 *   | 1 | more query words matched (fallback mode)          |  5   | MAX_QUERY_WORDS - words          |
 *   | 2 | fewer typos                                       |  6   | typos (≤ 2 per word)             |
 *   | 3 | fewer words matched only in another form          |  5   | words folded (forms.ts)          |
 *   | 4 | proximity: words close together, in order         |  7   | sum of pair distances (≤ 8 × 15) |
 *   | 5 | more words in the record's own text               |  5   | MAX_QUERY_WORDS - own words      |
 *   | 6 | attribute: lvl1 > lvl2 > lvl3-6 > content > lvl0  |  9   | 511 - sum of weights (≤ 16 × 16) |
 *   | 7 | more optional (light) words matched               |  5   | MAX_QUERY_WORDS - optional words |
 *   |---|--- second key ------------------------------------|------|----------------------------------|
 *   | 8 | earlier first match in the record's own text      |  5   | min(word position / 4, 31)       |
 *   | 9 | more words matched exactly (not by prefix, form)  |  5   | 31 - exact                       |
 *   |10 | record type: lvl1 … lvl6, content                 |  3   | TYPE_RANK (1 … 7)                |
 *   |11 | shorter own text (content or own heading)         | 12   | min(length, 4095)                |
 *   |12 | original record order (ties)                      |  -   | the sort's tie-break in `rank`   |
 *
 * A word counts as folded in a record when the record has it only in another form
 * ("director" for "directors"), so a record with the words as typed ranks first, and one
 * with their other forms before one with typos. Criteria 1 to 6 count the words a record must
 * have; the optional ones (a question's light words, query.ts) count only in criterion 7.
 *
 * Proximity before attribute is Algolia's order too, and criterion 8 is its position within an
 * ordered attribute (DocSearch leaves `content` ordered), in steps of four words: a block that
 * opens with the words ("negative_equity — Total equity is below zero") is about them more than
 * a long paragraph that mentions them in passing; a record matched only through the headings
 * above it has no position and comes last on it. Criterion 5 is ours: a record's own text is
 * its content, or a heading record's own heading, so a block that says the words ranks above
 * the blocks that only sit under a heading that has them ("GET /company/{company_number}" under
 * "Rate limits").
 */
function primaryKey(words: number, typos: number, folded: number, proximity: number, own: number, attribute: number, optional: number): number {
  let key = MAX_QUERY_WORDS - words; // 1
  key = key * 64 + typos; // 2
  key = key * 32 + folded; // 3
  key = key * 128 + proximity; // 4
  key = key * 32 + (MAX_QUERY_WORDS - own); // 5
  key = key * 512 + (511 - attribute); // 6
  return key * 32 + (MAX_QUERY_WORDS - optional); // 7
}

function secondaryKey(index: SearchIndex, record: number, position: number, exact: number): number {
  let key = Math.min(position >> 2, 31); // 8
  key = key * 32 + (31 - exact); // 9
  key = key * 8 + index.typeRank[record]; // 10
  return key * 4096 + Math.min(index.ownLength[record], 4095); // 11
}

/** Distance from word position `a` to a following word at `b`; reversed order costs 1 more. Never below 1. */
function wordDistance(a: number, b: number): number {
  return b >= a ? Math.max(1, b - a) : a - b + 1;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Numbers of the matching records, best first (before the per-URL limit). */
export function rank(index: SearchIndex, words: QueryWord[], cands: WordCandidates[], filter: Uint8Array | null): Int32Array {
  const nRec = index.records.length;
  const W = words.length;
  // The words a record must have come first (query.ts), then the optional ones.
  let R = 0;
  while (R < W && !words[R].optional) R++;
  const full = (1 << R) - 1; // W ≤ MAX_QUERY_WORDS

  // 1. Which words each record contains, from the postings.
  const mask = new Uint32Array(nRec);
  for (let w = 0; w < W; w++) {
    const bit = 1 << w;
    for (const m of cands[w].list) {
      for (const r of index.postings[m.term]) mask[r] |= bit;
    }
  }
  // 2. Every word but the optional ones must match (AND). If no record has them all, records
  //    matching any of them are kept, ranked by how many they match (Algolia's
  //    removeWordsIfNoResults: 'allOptional'); if some do and the query is a question, so are
  //    records that lack one of them, after those.
  const passing: number[] = [];
  let anyFull = false;
  for (let r = 0; r < nRec; r++) {
    if ((mask[r] & full) === 0 || (filter && !filter[r])) continue;
    passing.push(r);
    if ((mask[r] & full) === full) anyFull = true;
  }
  const least = !anyFull ? 1 : words[0].question ? Math.max(1, R - 1) : R;
  const selected = least > 1 ? passing.filter((r) => popcount(mask[r] & full) >= least) : passing;

  // 3. This query's term → matching words table (typed array for a fast scan):
  //    termSlot[term] is 1 + the term's slot in slotLists, 0 for terms the query does not match.
  const slotLists: number[][] = [];
  const termSlot = new Int32Array(index.terms.length);
  for (let w = 0; w < W; w++) {
    for (const m of cands[w].list) {
      let s = termSlot[m.term] - 1;
      if (s < 0) {
        s = slotLists.length;
        slotLists.push([]);
        termSlot[m.term] = s + 1;
      }
      // Packed: word index, typos (0..2), exact flag.
      slotLists[s].push((w << 4) | (m.folded ? 8 : 0) | (m.typos << 1) | (m.exact ? 1 : 0));
    }
  }

  const keys = new Float64Array(selected.length);
  const keys2 = new Float64Array(selected.length);
  const bestTypos = new Int32Array(W);
  const bestWeight = new Int32Array(W);
  const bestExact = new Uint8Array(W);
  const inOwn = new Uint8Array(W);
  const literal = new Uint8Array(W);
  const lastPos = new Int32Array(W);
  const pairDist = new Int32Array(Math.max(W - 1, 0));
  const NONE = -1e9;
  for (let c = 0; c < selected.length; c++) {
    const r = selected[c];
    bestTypos.fill(99);
    bestWeight.fill(0);
    bestExact.fill(0);
    inOwn.fill(0);
    literal.fill(0);
    pairDist.fill(MAX_PROXIMITY);
    // the field of the record's own text: its content, or a heading record's own heading (lvlN is field N)
    const ownField = index.typeRank[r] === TYPE_RANK.content ? CONTENT_FIELD : index.typeRank[r];
    const shared = index.sharedHeadings[r];
    let field = -1;
    let position = -1; // of the first match in the record's own text
    for (let t = index.tokStart[r], end = index.tokStart[r + 1]; t < end; t++) {
      const s = termSlot[index.tokTerm[t]] - 1;
      if (s < 0) continue;
      const f = index.tokField[t];
      if (f !== field) {
        field = f;
        lastPos.fill(NONE);
      }
      const p = index.tokPos[t];
      if (f === ownField && position < 0) position = p;
      const weight = (shared >> f) & 1 ? FIELD_WEIGHT[CONTENT_FIELD] : FIELD_WEIGHT[f];
      const own = f === ownField ? 1 : 0;
      for (const code of slotLists[s]) {
        const w = code >>> 4;
        const typos = (code >>> 1) & 3;
        inOwn[w] |= own;
        if (!(code & 8)) literal[w] = 1;
        // Per word, keep its best match: fewest typos, then best attribute,
        // then exact rather than prefix. Exactness only counts in that best
        // attribute, so a section heading matched by prefix ("Rate limits"
        // for "rate limit") is not outranked by the content records of its
        // section that happen to contain the exact word in their body.
        if (typos < bestTypos[w] || (typos === bestTypos[w] && weight > bestWeight[w])) {
          bestTypos[w] = typos;
          bestWeight[w] = weight;
          bestExact[w] = code & 1;
        } else if (typos === bestTypos[w] && weight === bestWeight[w]) {
          bestExact[w] |= code & 1;
        }
        // Proximity of consecutive query words within one attribute:
        // distance in words, +1 when they come in the reverse order.
        if (w > 0 && lastPos[w - 1] !== NONE) {
          const d = wordDistance(lastPos[w - 1], p);
          if (d < pairDist[w - 1]) pairDist[w - 1] = d;
        }
        if (w + 1 < W && lastPos[w + 1] !== NONE) {
          const d = wordDistance(p, lastPos[w + 1]);
          if (d < pairDist[w]) pairDist[w] = d;
        }
        lastPos[w] = p;
      }
    }
    let typos = 0;
    let attribute = 0;
    let exact = 0;
    let proximity = 0;
    let ownWords = 0;
    let folded = 0;
    for (let w = 0; w < R; w++) {
      if (bestTypos[w] === 99) continue;
      typos += bestTypos[w];
      ownWords += inOwn[w];
      folded += 1 - literal[w];
      attribute += bestWeight[w];
      exact += bestExact[w];
      if (w + 1 < R && bestTypos[w + 1] !== 99) proximity += pairDist[w];
    }
    keys[c] = primaryKey(popcount(mask[r] & full), typos, folded, proximity, ownWords, attribute, popcount(mask[r] >>> R));
    keys2[c] = secondaryKey(index, r, position < 0 ? 31 << 2 : position, exact);
  }
  const order = new Int32Array(selected.length);
  for (let c = 0; c < order.length; c++) order[c] = c;
  // Ties fall back to the candidate index, i.e. the original record order.
  order.sort((a, b) => keys[a] - keys[b] || keys2[a] - keys2[b] || a - b);
  for (let c = 0; c < order.length; c++) order[c] = selected[order[c]];
  return order;
}
