/**
 * Weight budgets on the built site (tests/support/budgets.ts says which and why): every route's
 * first visit, each in a new page with nothing cached, against the JavaScript, on-intent chunk and HTML
 * limits, and the local search index against its own. Sizes are of the files in build/. One test
 * lists every route over a budget at once.
 */
import {test, expect} from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import {firstVisit, gzipKB} from '../tools/first-visit.cjs';
import {budgetProblems, searchIndexProblem} from '../support/budgets';

const BUILD = path.resolve(__dirname, '../../build');
/** Every page the build wrote (the test-only routes left out), as the path of its HTML file. */
const PAGES = fs
  .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
  .filter((f) => f.endsWith('.html') && !f.startsWith('__test__'))
  .map((f) => `/${f.split(path.sep).join('/')}`)
  .sort();

/** Visits at once: most of a visit is the wait for a quiet network, so they overlap well. */
const AT_ONCE = 4;

test('every route: a first visit stays within the budgets', async ({browser, context, baseURL}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const queue = [...PAGES];
  const visitNext = async (): Promise<void> => {
    const html = queue.shift();
    if (!html) return;
    const route = html.replace(/index\.html$/, '');
    const visit = await firstVisit(browser, `${baseURL}${route}`, context);
    // the measure itself: a visit that fetched no main bundle measured nothing
    if (!visit.early.some((p: string) => /\/main\.[0-9a-f]+\.js$/.test(p))) problems.push(`${route}: no main bundle among the scripts measured`);
    // the page names every script it runs before the load event, so all are fetched at once (src/plugins/route-scripts)
    const named = new Set([...fs.readFileSync(path.join(BUILD, html), 'utf8').matchAll(/<script src="?([^"\s>]+)"? defer/g)].map((m) => m[1]));
    for (const script of visit.early) if (!named.has(script)) problems.push(`${route}: ${script} runs before the load event but the page's HTML does not name it`);
    problems.push(
      ...budgetProblems(route, {
        jsKB: gzipKB(BUILD, visit.early),
        scripts: [...visit.early, ...visit.late, ...visit.prefetched],
        htmlKB: gzipKB(BUILD, [html]),
      }),
    );
    return visitNext();
  };
  await Promise.all(Array.from({length: AT_ONCE}, visitNext));
  expect(PAGES.length).toBeGreaterThan(20);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the search index, fetched when a reader reaches for search, stays within its budget', () => {
  const files = fs.readdirSync(BUILD).filter((f) => /^search-index\..+\.json$/.test(f));
  expect(files).toHaveLength(1);
  const problem = searchIndexProblem(files[0], gzipKB(BUILD, [files[0]]));
  expect(problem, problem).toBeUndefined();
});
