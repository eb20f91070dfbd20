/**
 * Reports each finished search to the site's service (SEARCH_EVENTS_ENDPOINT):
 * its final query, how many results it had and which position the reader
 * chose. A search is the query the reader left for 2 s, not each keystroke:
 * one with no results is sent then; one with results waits for a choice, the
 * next search, or the modal closing or page going away, and is sent once.
 * Loaded with the search modal and, on the /search page, with its first
 * results; where the service is absent it sends nothing more (src/lib/feedback/feedbackPost.ts).
 */
import {SEARCH_EVENTS_ENDPOINT, type SearchEventPost} from 'companylens-docs-contract';
import {postFeedback} from '@site/src/lib/feedback/feedbackPost';

/** How long the query must stay the same to count as the reader's search. */
const SEARCH_IDLE_MS = 2000;

export interface SearchReporter {
  /** A query was answered with `results` hits (called on every answer). */
  answered(query: string, results: number): void;
  /** The reader chose the result at `position` (1-based) of the current query. */
  chose(position: number): void;
  /** The modal closed or the page is going away. */
  end(): void;
}

export function createSearchReporter(source: SearchEventPost['source']): SearchReporter {
  let current: {query: string; results: number; settled: boolean; sent: boolean} | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = (chosen: number | null) => {
    clearTimeout(timer);
    if (!current || current.sent) return;
    current.sent = true;
    const post: SearchEventPost = {query: current.query, source, results: current.results, chosen};
    // keepalive: the post outlives a page the choice navigates away from
    void postFeedback(SEARCH_EVENTS_ENDPOINT, post, {keepalive: true});
  };

  return {
    answered(rawQuery, results) {
      const query = rawQuery.trim();
      if (current && current.query === query) {
        current.results = results;
        return;
      }
      // a search the reader had settled on, then left for another, is finished
      if (current?.settled) send(null);
      clearTimeout(timer);
      current = query ? {query, results, settled: false, sent: false} : null;
      if (!current) return;
      const search = current;
      timer = setTimeout(() => {
        search.settled = true;
        if (search.results === 0) send(null);
      }, SEARCH_IDLE_MS);
    },
    chose(position) {
      send(position);
    },
    end() {
      send(null);
    },
  };
}
