/**
 * Search recall over a finished build: words and two-word phrases a reader can
 * see on exactly one page, sampled deterministically from the page's prose
 * (its Markdown twin, code left out), each searched as the modal searches.
 * Used by tests/unit/search-recall.spec.ts and bench/search.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {searchIndex, type SearchIndex} from '@site/packages/docs-search-engine/src/engine';
import {STOP_WORDS} from '@site/packages/docs-search-engine/src/engine/tokenize';

/** A sample sits this far into its block or more to count as deep (the old index cut blocks at 140). */
export const DEEP = 170;

export interface Probe {
  query: string;
  /** The page (path) it was taken from. */
  page: string;
  /** Characters into its block. */
  offset: number;
}

/** Prose blocks of a twin: paragraphs, list items and table rows, without its preamble or code. */
export function twinBlocks(markdown: string): string[] {
  const body = markdown
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[^\S\n]*$/gm, '')
    // the twin's preamble: title, the llms.txt pointer and the description (page metadata, not page text)
    .replace(/^# [^\n]*\n\n> Part of [^\n]*\n\n[^\n]*\n/, '');
  const blocks: string[] = [];
  for (const chunk of body.split(/\n{2,}/)) {
    const lines = chunk.split('\n');
    const each = lines.every((l) => /^\s*(\||[-*+] |\d+\. |>)/.test(l));
    for (const block of each ? lines : [lines.join(' ')]) {
      const text = block
        .replace(/^\s*(?:[-*+]|\d+\.)\s+|^\s*>\s?/, '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')
        .replace(/\*\*|`/g, '')
        .replace(/^\|?\s*-[-|\s:]*$/, '')
        .replace(/^\s*\||\|\s*$/g, '')
        .replace(/\s*\|\s*/g, ' | ')
        .replace(/\s+/g, ' ')
        .trim();
      if (text && !/^#{1,6} /.test(text)) blocks.push(text);
    }
  }
  return blocks;
}

/** A plain word of prose: letters only, three or more, not a stop word. */
const WORD = /^[a-z]{3,}$/;

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Whitespace-separated words of a block with their offsets; `joined` is false after punctuation. */
function wordsOf(block: string) {
  const out: {word: string | null; offset: number; joined: boolean}[] = [];
  for (const m of block.matchAll(/\S+/g)) {
    const raw = m[0];
    const core = raw.replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/g, '').toLowerCase();
    out.push({word: WORD.test(core) && !STOP_WORDS.has(core) ? core : null, offset: m.index!, joined: core === raw.toLowerCase()});
  }
  return out;
}

/** Pages of the build that have a twin, by path: `/` for index.md. */
export function readTwins(buildDir: string): Map<string, string> {
  const twins = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else if (e.name.endsWith('.md')) {
        const rel = path.relative(buildDir, file).split(path.sep).join('/').replace(/\.md$/, '');
        twins.set(rel === 'index' ? '/' : `/${rel}`, fs.readFileSync(file, 'utf8'));
      }
    }
  };
  walk(buildDir);
  return twins;
}

/**
 * `count` single words that occur on one page only, at least half of them deep
 * in their block, and `count` two-word phrases from deep in a block that occur
 * on one page only; chosen by a hash of the text, so every run picks the same.
 */
export function sampleProbes(twins: Map<string, string>, count: number): {words: Probe[]; phrases: Probe[]} {
  const wordPages = new Map<string, Set<string>>();
  const phrasePages = new Map<string, Set<string>>();
  const wordAt: Probe[] = [];
  const phraseAt: Probe[] = [];
  const note = (map: Map<string, Set<string>>, key: string, page: string) => {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)!.add(page);
  };
  for (const [page, md] of twins) {
    for (const block of twinBlocks(md)) {
      const words = wordsOf(block);
      words.forEach((w, i) => {
        if (!w.word) return;
        note(wordPages, w.word, page);
        wordAt.push({query: w.word, page, offset: w.offset});
        const next = words[i + 1];
        if (next?.word && w.joined) {
          const phrase = `${w.word} ${next.word}`;
          note(phrasePages, phrase, page);
          if (w.offset >= DEEP) phraseAt.push({query: phrase, page, offset: w.offset});
        }
      });
    }
  }
  const pick = (probes: Probe[], pages: Map<string, Set<string>>, n: number) => {
    const unique = new Map<string, Probe>();
    for (const p of probes) if (pages.get(p.query)!.size === 1 && !unique.has(p.query)) unique.set(p.query, p);
    return [...unique.values()].sort((a, b) => hash(a.query) - hash(b.query)).slice(0, n);
  };
  const half = Math.ceil(count / 2);
  const deep = pick(wordAt.filter((p) => p.offset >= DEEP), wordPages, half);
  const taken = new Set(deep.map((p) => p.query));
  const anywhere = pick(wordAt.filter((p) => !taken.has(p.query)), wordPages, count - deep.length);
  return {words: [...deep, ...anywhere], phrases: pick(phraseAt, phrasePages, count)};
}

/** The probes whose page is not among the hits the modal asks for (20). */
export function misses(index: SearchIndex, probes: Probe[]): Probe[] {
  return probes.filter((p) => {
    const {hits} = searchIndex(index, {query: p.query, hitsPerPage: 20, attributesToRetrieve: ['url']});
    return !hits.some((h) => (h.url as string).split('#')[0] === p.page);
  });
}
