/**
 * The site's weight budgets, checked on every route by tests/browser/budgets.spec.ts (the rules
 * themselves by tests/unit/budgets.spec.ts). Every figure is a size of built files, gzip level 9
 * (tests/tools/first-visit.cjs), so a budget gives the same answer on any machine; timings are
 * bench/'s. A failure names the route, the figure and the limit.
 */
import path from 'node:path';
import {STOCK_DOC_PAGE_KB} from '../tools/first-visit.cjs';

export const BUDGETS = {
  /** JavaScript fetched before the load event on a first visit: the stock template's doc page. */
  firstVisitKB: STOCK_DOC_PAGE_KB as number,
  /** The local search index, fetched when a reader reaches for search. */
  searchIndexKB: 100,
  /** A route's HTML (the largest, /reference/data-fields, is 23.7 KB on 25 November 2026). */
  htmlKB: 32,
};

/**
 * webpackChunkName of code that loads only when a reader reaches for it (the page feedback
 * widget, a tool page's Try it panel, the client picker's key field): a first visit fetches no
 * script whose name contains one.
 */
const ON_INTENT_CHUNKS = ['feedback-widget', 'try-it', 'api-key'];

export interface FirstVisitFigures {
  /** KB gzip of the scripts fetched before the load event. */
  jsKB: number;
  /** Every script path the visit fetched, prefetches included. */
  scripts: string[];
  /** KB gzip of the route's HTML. */
  htmlKB: number;
}

/** What a first visit to `route` breaks of the budgets, one sentence each; empty when within them. */
export function budgetProblems(route: string, {jsKB, scripts, htmlKB}: FirstVisitFigures): string[] {
  const problems: string[] = [];
  if (jsKB > BUDGETS.firstVisitKB) {
    problems.push(
      `${route}: first-visit JavaScript is ${jsKB} KB gzip, over the limit of ${BUDGETS.firstVisitKB} KB (the stock Docusaurus template's doc page): load what the page does not need at once with import()`,
    );
  }
  for (const script of scripts) {
    const chunk = ON_INTENT_CHUNKS.find((name) => path.basename(script).includes(name));
    if (chunk) problems.push(`${route}: the first visit fetched ${script} (chunk "${chunk}"), which must load only when a reader reaches for it`);
  }
  if (htmlKB > BUDGETS.htmlKB) problems.push(`${route}: its HTML is ${htmlKB} KB gzip, over the limit of ${BUDGETS.htmlKB} KB`);
  return problems;
}

/** The search index's budget: a sentence when `kb` is over it. */
export function searchIndexProblem(file: string, kb: number): string | undefined {
  return kb > BUDGETS.searchIndexKB ? `${file}: the search index is ${kb} KB gzip, over the limit of ${BUDGETS.searchIndexKB} KB` : undefined;
}
