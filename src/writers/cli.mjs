// npm run check [-- <file>...] [--json] [--serve]: every writer rule over docs/ and the
// writer-facing sources (./check.ts), or over the files named; prints each problem as
// `file:line[:col]  rule  message — fix`, sorted, then a count; exit 1 if any, 2 if the check
// itself failed (one line naming the file it was reading, no stack trace).
// --json prints {problems: [...]} instead; --build (for the build, src/plugins/writer-check) prints
// {"problems": [...], "linters": false} from the rules that read the pages and data, leaving
// markdownlint and cspell to the check, `npm start` and `npm test` (a kept answer of a whole check
// is printed whole, with "linters": true). --serve keeps the linters loaded for
// the development server: one JSON request a line on stdin ({"only": [...]} or {}), one JSON
// answer a line on stdout; it ends when stdin closes.
// ES modules, so that cspell and markdownlint (ES modules only) load natively; the rules are
// TypeScript, loaded through jiti. An answer for the same inputs is reused (./cache.mjs).
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import {fileURLToPath} from 'node:url';
import {createRequire} from 'node:module';
import {answersFile, cached, contextDigest, inputsDigest, keep, lintContextDigest} from './cache.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const json = args.includes('--json');
const serve = args.includes('--serve');
const build = args.includes('--build');
const only = args.filter((a) => !a.startsWith('--')).map((f) => path.relative(siteDir, path.resolve(f)));
const reading = {file: ''};

const stopped = (error) => `check: stopped${reading.file ? ` while reading ${reading.file}` : ''}: ${String(error?.message ?? error).split('\n')[0]}`;
function fail(error) {
  console.error(stopped(error));
  process.exit(2);
}
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);

const missing = only.filter((f) => f.startsWith('..'));
if (missing.length) fail(`${missing[0]} is outside this repository (${siteDir})`);

for (const file of only) {
  reading.file = file;
  fs.statSync(path.join(siteDir, file));
}
reading.file = '';
const started = performance.now();
const digest = serve ? '' : inputsDigest(siteDir, only);
const keptAnswer = serve ? undefined : cached(siteDir, digest);
if (keptAnswer) report(keptAnswer, true);

const require = createRequire(import.meta.url);
const jiti = require('../run-ts.cjs').tsLoader(import.meta.url);
const {runCheck} = jiti('./check.ts');
const {formatReport, sortProblems} = jiti('./problem.ts');

/** markdownlint and cspell, loaded once, when the rules that read the pages are done. */
let loaded;
const engines = () =>
  (loaded ??= (async () => {
    const [{lint}, cspell] = await Promise.all([import('markdownlint/sync'), import('cspell-lib')]);
    reading.file = 'cspell.config.yaml';
    const settings = await cspell.readSettings(path.join(siteDir, 'cspell.config.yaml'));
    return {
      markdownlint: (strings, config) => lint({strings, config}),
      spell: async (file, text) => {
        const result = await cspell.spellCheckDocument({uri: path.join(siteDir, file), text}, {generateSuggestions: true, numSuggestions: 1, noConfigSearch: true}, settings);
        return result.issues.map((i) => ({offset: i.offset, text: i.text, flagged: !!i.isFlagged, suggestions: (i.suggestionsEx ?? []).map((s) => s.wordAdjustedToMatchCase ?? s.word)}));
      },
    };
  })());

if (serve) {
  for await (const line of readline.createInterface({input: process.stdin})) {
    const request = JSON.parse(line);
    try {
      const {problems} = await runCheck({siteDir, only: request.only, engines, reading, kept: {file: answersFile(siteDir), context: contextDigest(siteDir), lintContext: lintContextDigest(siteDir)}});
      process.stdout.write(`${JSON.stringify({problems: sortProblems(problems)})}\n`);
    } catch (error) {
      // the server goes on: the writer fixes the file and saves it again
      process.stdout.write(`${JSON.stringify({problems: [], failure: stopped(error)})}\n`);
    }
  }
  process.exit(0);
}

const perFile = {file: answersFile(siteDir), context: contextDigest(siteDir), lintContext: lintContextDigest(siteDir)};
const {problems, files, fresh} = await runCheck({siteDir, only: only.length ? only : undefined, engines, reading, linters: !build, kept: perFile});
const answer = {problems: sortProblems(problems), files, fresh, report: formatReport(problems, '{checked}')};
// the build's answer leaves the linters out: it is not the whole check's
if (!build) keep(siteDir, digest, answer);
report(answer, false);

/** Prints the answer (its report, or JSON) and exits: 1 if it holds a problem. */
function report({problems, files, fresh, report: text}, wasKept) {
  // what was worked out afresh: the rest was kept from an earlier run, file by file (./answers.ts)
  const afresh = wasKept ? ', the answer kept for these same files' : fresh < files ? `, ${fresh} checked afresh` : '';
  const how = `${files} ${files === 1 ? 'file' : 'files'} read in ${((performance.now() - started) / 1000).toFixed(1)} s${afresh}`;
  if (build) console.log(JSON.stringify({problems, linters: wasKept}));
  else if (json) console.log(JSON.stringify({problems}));
  else console.log(text.replace('{checked}', how));
  process.exit(problems.length ? 1 : 0);
}
