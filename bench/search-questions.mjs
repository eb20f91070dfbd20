// How well the local engine answers natural questions: the question set in
// bench/search-questions.json (each with the pages that answer it, half held
// out: reported, never tuned on), searched as the modal searches (20 hits)
// over this build's index (build/). Per half: top-1 and top-3 (an answering
// page is the first / among the first three pages the hits name) and MRR (the
// mean of 1 / that page's place, 0 when none of the 20 hits is on one).
// Then the word-form queries: results and first pages.
//
// With --engine <git ref>, the engine of that revision (src/plugins/search/shared,
// exported once into bench/.cache/) runs beside this tree's on the same index.
//
// Usage: node bench/search-questions.mjs [--engine <ref>] [--verbose: each tuned-on question's place]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const argOf = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const verbose = process.argv.includes('--verbose');
const jiti = require('jiti')(import.meta.filename);
const {readBuiltIndex} = jiti('docs-search-engine/node');
const {questions} = JSON.parse(fs.readFileSync(path.join(root, 'bench/search-questions.json'), 'utf8'));
const WORD_FORMS = ['competitor', 'competitors', 'investment', 'investing', 'director', 'directors', 'rate limited'];
const FACETS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/**
 * Where a tree keeps the engine and the synonyms: packages/ since they became packages of their
 * own, src/plugins/search/shared before.
 */
const LAYOUTS = [
  {engine: 'packages/docs-search-engine/src/engine/index.ts', synonyms: 'packages/companylens-docs-contract/src/searchSynonyms.ts', archive: ['packages/docs-search-engine', 'packages/companylens-docs-contract']},
  {engine: 'src/plugins/search/shared/engine/index.ts', synonyms: 'src/plugins/search/shared/synonyms.ts', archive: ['src/plugins/search/shared', 'src/data/search-synonyms.json']},
];

/** The engine and synonyms of a revision, or of this tree. */
function engineAt(ref) {
  if (!ref) return {label: 'this tree', dir: root, ...LAYOUTS[0]};
  const sha = spawnSync('git', ['rev-parse', '--short', ref], {cwd: root, encoding: 'utf8'}).stdout.trim();
  if (!sha) throw new Error(`--engine: "${ref}" is not a revision of this repository`);
  const layout = LAYOUTS.find((l) => spawnSync('git', ['cat-file', '-e', `${sha}:${l.engine}`], {cwd: root}).status === 0);
  if (!layout) throw new Error(`--engine: ${sha} has no search engine where this bench looks`);
  const dir = path.join(root, 'bench/.cache', `search-engine-${sha}`);
  if (!fs.existsSync(path.join(dir, layout.engine))) {
    fs.mkdirSync(dir, {recursive: true});
    const archive = spawnSync('git', ['archive', sha, ...layout.archive], {cwd: root, maxBuffer: 1 << 28});
    spawnSync('tar', ['-x', '-C', dir], {input: archive.stdout});
  }
  return {label: `engine of ${sha}`, dir, ...layout};
}

const pagesOf = (hits) => [...new Set(hits.map((h) => String(h.url).split('#')[0]))];

function measure({dir, engine, synonyms}, records) {
  const {createIndex, searchIndex} = jiti(path.join(dir, engine));
  const {SEARCH_SYNONYMS} = jiti(path.join(dir, synonyms));
  // median of three, the first one warming up the code
  const builds = [0, 1, 2].map(() => {
    const started = performance.now();
    return {index: createIndex(records, SEARCH_SYNONYMS), ms: performance.now() - started};
  });
  const {index} = builds[2];
  const indexMs = builds.map((b) => b.ms).sort((a, b) => a - b)[1];
  const search = (query) => searchIndex(index, {indexName: 'companylens-docs', query, hitsPerPage: 20, facetFilters: FACETS});
  const ranks = questions.map(({q, pages}) => {
    const place = pagesOf(search(q).hits).findIndex((p) => pages.includes(p));
    return place + 1; // 0: not in the 20 hits
  });
  const half = (heldOut) => {
    const rs = ranks.filter((_, i) => questions[i].heldOut === heldOut);
    return {n: rs.length, top1: rs.filter((r) => r === 1).length, top3: rs.filter((r) => r >= 1 && r <= 3).length, mrr: rs.reduce((s, r) => s + (r ? 1 / r : 0), 0) / rs.length};
  };
  const forms = WORD_FORMS.map((query) => {
    const response = search(query);
    return {query, nbHits: response.nbHits, first: pagesOf(response.hits).slice(0, 3)};
  });
  // Timing: every question, and every prefix of it as typed, 5 times over after one round to warm up.
  const typed = questions.flatMap(({q}) => [...q].map((_, i) => q.slice(0, i + 1)));
  for (const q of typed) search(q);
  index.wordCache.clear();
  const t0 = performance.now();
  for (let round = 0; round < 5; round++) for (const q of typed) search(q);
  const perSearchMs = (performance.now() - t0) / (5 * typed.length);
  return {ranks, tuned: half(false), heldOut: half(true), forms, indexMs, perSearchMs};
}

const {records} = readBuiltIndex(path.join(root, 'build'));
const engines = [argOf('--engine') && engineAt(argOf('--engine')), engineAt()].filter(Boolean);
const results = engines.map((e) => ({...e, ...measure(e, records)}));

const fmt = (h) => `top-1 ${h.top1}/${h.n}, top-3 ${h.top3}/${h.n}, MRR ${h.mrr.toFixed(3)}`;
const rows = [['', ...results.map((r) => r.label)]];
rows.push(['questions tuned on', ...results.map((r) => fmt(r.tuned))]);
rows.push(['questions held out', ...results.map((r) => fmt(r.heldOut))]);
for (let i = 0; i < WORD_FORMS.length; i++) {
  rows.push([`"${WORD_FORMS[i]}"`, ...results.map((r) => `${r.forms[i].nbHits} results: ${r.forms[i].first.join(', ')}`)]);
}
rows.push(['createIndex (Node)', ...results.map((r) => `${r.indexMs.toFixed(0)} ms`)]);
rows.push(['one search, mean over every typed prefix', ...results.map((r) => `${r.perSearchMs.toFixed(2)} ms`)]);
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c])).join('  '));
if (verbose) {
  // the questions tuned on only: the held-out half is never shown one by one
  console.log('\nplace of the first answering page (0: not in the 20 hits), questions tuned on');
  questions.forEach(({q, heldOut}, i) => heldOut || console.log(`${results.map((r) => String(r.ranks[i]).padStart(2)).join(' ')}  ${q}`));
}
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(
  path.join(root, 'bench/results/search-questions.json'),
  JSON.stringify({date: new Date().toISOString(), results: results.map(({dir, ...r}) => r)}, null, 2),
);
