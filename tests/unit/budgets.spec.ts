/**
 * The budget rules (tests/support/budgets.ts) on figures made up here: within the limits they
 * say nothing; over one, or with an on-intent chunk in a first visit, they name the route, the
 * figure and the limit. The build's own figures are checked by tests/browser/budgets.spec.ts.
 */
import {test, expect} from '@playwright/test';
import {BUDGETS, budgetProblems, searchIndexProblem} from '../support/budgets';

const lean = {jsKB: BUDGETS.firstVisitKB, scripts: ['/assets/js/main.0a1b2c3d.js'], htmlKB: BUDGETS.htmlKB};

test('a first visit within every budget breaks none', () => {
  expect(budgetProblems('/concepts/data-model', lean)).toEqual([]);
  expect(searchIndexProblem('search-index.abc.json', BUDGETS.searchIndexKB)).toBeUndefined();
});

test('over a limit, the problem names the route, the figure and the limit', () => {
  const js = BUDGETS.firstVisitKB + 0.1;
  expect(budgetProblems('/reference/sic-codes', {...lean, jsKB: js})).toEqual([
    expect.stringContaining(`/reference/sic-codes: first-visit JavaScript is ${js} KB gzip, over the limit of ${BUDGETS.firstVisitKB} KB`),
  ]);
  expect(budgetProblems('/', {...lean, htmlKB: 40})).toEqual([`/: its HTML is 40 KB gzip, over the limit of ${BUDGETS.htmlKB} KB`]);
  expect(searchIndexProblem('search-index.abc.json', 120.5)).toBe(`search-index.abc.json: the search index is 120.5 KB gzip, over the limit of ${BUDGETS.searchIndexKB} KB`);
});

test('a feedback widget or Try it chunk in a first visit is a problem, whatever else it fetched', () => {
  const scripts = [...lean.scripts, '/assets/js/feedback-widget.5e6f7a8b.js', '/assets/js/try-it.9c0d1e2f.js'];
  expect(budgetProblems('/api/tools/search-companies', {...lean, scripts})).toEqual([
    '/api/tools/search-companies: the first visit fetched /assets/js/feedback-widget.5e6f7a8b.js (chunk "feedback-widget"), which must load only when a reader reaches for it',
    '/api/tools/search-companies: the first visit fetched /assets/js/try-it.9c0d1e2f.js (chunk "try-it"), which must load only when a reader reaches for it',
  ]);
});
