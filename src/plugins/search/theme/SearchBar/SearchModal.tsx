/**
 * The DocSearch modal with this site's settings: the backend chosen at build
 * time, contextual search filters, local result links, the product's wording,
 * the "let us know" link and the "see all results" footer, the search
 * reporter (../../client/searchEvents), a line saying so when the query meets
 * the 64 characters a search may have (typed, or a paste cut after its last
 * whole word), and hits that read alike told apart or, on several pages,
 * folded into one (shownHits). Loaded lazily with DocSearch itself
 * (see ./index.tsx), so none of it is in the first page load.
 */
import React, {useCallback, useEffect, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal, type DocSearchHit, type DocSearchTransformClient} from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {searchTranslations} from '../SearchTranslations';
import {useContextualFacetFilters, useSearchResultUrlProcessor} from '../../client/hooks';
import {createSearchReporter, type SearchReporter} from '../../client/searchEvents';
import type {SearchBackend} from '../../client/backends/types';
import type {SearchGlobalData} from '../../shared/types';
import {queryNoticeText, watchQueryLimit, type QueryNotice} from '../../client/queryLimit';
import {foldAlike, sameTextKey, withRowKey, type HitPage} from 'docs-search-engine';

// A hit is a real link (new tab, copy address, prefetch on hover) and the
// combobox's option: the patched result row (./ResultItem.tsx) hands it the
// option's props and keeps the action buttons outside it. A hit on another
// site opens in a new tab, as Link opens every external link.
function Hit({hit, children, ...option}: {hit: {url: string}; children: ReactNode} & ComponentProps<'a'>) {
  return (
    <Link to={hit.url} {...option}>
      {children}
    </Link>
  );
}

/**
 * Keeps focus in the open modal. When a page rendered after a push navigation,
 * Docusaurus moves focus to the top of it (skip-to-content); a modal opened
 * after choosing a hit but before its page had rendered lost focus that way,
 * to an element that then left the page. Nothing else outside the modal can
 * take focus while it covers the page, so focus arriving outside goes back to
 * the search box, unless the modal is closing.
 */
function useFocusStaysInModal() {
  useEffect(() => {
    function onFocusIn(event: FocusEvent) {
      const container = document.querySelector('.DocSearch-Container');
      if (!container || !(event.target instanceof Node) || container.contains(event.target)) return;
      // closing also moves focus out (to the search button): act only if the modal is still there after it
      setTimeout(() => {
        if (container.isConnected) document.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus();
      });
    }
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
}

/** 1-based place of a result row among the rows the modal shows, or null outside them or with no query. */
function hitPosition(row: Element | null): number | null {
  const query = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value.trim();
  if (!row || !query) return null;
  const rows = Array.from(document.querySelectorAll('.DocSearch-Dropdown .DocSearch-Hit'));
  const i = rows.indexOf(row);
  return i >= 0 ? i + 1 : null;
}

/**
 * Reports the modal's search when it ends (../../client/searchEvents): the
 * search client's answers give the query and its number of results, a click
 * on a result row its position (Enter on a row: see `navigator` below).
 */
function useSearchReporter(): SearchReporter {
  const [reporter] = useState(() => createSearchReporter('modal'));
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const position = hitPosition(event.target instanceof Element ? event.target.closest('.DocSearch-Hit') : null);
      if (position !== null) reporter.chose(position);
    };
    // capture: the click closes the modal before it would bubble up
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      reporter.end();
    };
  }, [reporter]);
  return reporter;
}

const isSearchBox = (target: EventTarget | null): target is HTMLInputElement => target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input');

/**
 * Says so when the search box meets its limit (../../client/queryLimit): typing at it, or a
 * paste cut to fit. The line goes under the box (a portal into DocSearch's search bar).
 */
function QueryLimitNotice(): ReactNode {
  const [notice, setNotice] = useState<QueryNotice>(null);
  const [bar, setBar] = useState<Element | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- DocSearch's bar is in the DOM once its modal has mounted
    setBar(document.querySelector('.DocSearch-SearchBar'));
    return watchQueryLimit(document, isSearchBox, setNotice);
  }, []);
  // kept in the bar while empty, so a screen reader hears the line when it comes
  if (!bar) return null;
  return createPortal(
    <p className="DocSearch-QueryCut" role="status">
      {notice && queryNoticeText(notice)}
    </p>,
    bar,
  );
}

/** A hit as the modal shows it: a row cut before its match keeps its key, and `foldedPages` names the pages a folded hit is on. */
type ShownHit = DocSearchHit & {foldedPages?: HitPage[]};

/** One answer's hits with rows keyed and the hits that read the same on several pages folded into one (../../shared/hits). */
function shownHits(hits: ShownHit[]): ShownHit[] {
  const keyed = hits.map((hit) => {
    const snippet = hit._snippetResult?.content?.value;
    const whole = hit._highlightResult?.content?.value;
    if (hit.type !== 'content' || !snippet || !whole) return hit;
    return {...hit, _snippetResult: {...hit._snippetResult, content: {...hit._snippetResult.content, value: withRowKey(whole, snippet)}}};
  });
  return foldAlike(keyed, sameTextKey, (hit) => ({title: hit.hierarchy.lvl1, url: hit.url})).map(({hit, pages}) =>
    pages.length > 1 ? {...hit, foldedPages: pages} : hit,
  );
}

export interface SearchModalProps {
  backend: SearchBackend;
  data: SearchGlobalData;
  initialQuery?: string;
  onClose: () => void;
}

export default function SearchModal({backend, data, initialQuery, onClose}: SearchModalProps): ReactNode {
  const history = useHistory();
  const t = searchTranslations();
  useFocusStaysInModal();
  const reporter = useSearchReporter();
  // Props DocSearch builds its autocomplete from (in a useMemo) keep their
  // identity across renders: a new object or function makes it start over
  // with an empty state, and the lists it shows go blank under the pointer.
  const facetFilters = useContextualFacetFilters();
  const searchParameters = useMemo(() => ({facetFilters}), [facetFilters]);
  const processUrl = useSearchResultUrlProcessor(data.externalUrlRegex);
  const transformSearchClient = useCallback(
    () => ({
      ...backend.client,
      async search(params: {requests: {query?: string}[]}) {
        const response = await backend.client.search(params);
        const first = response.results[0] as {nbHits?: number} | undefined;
        reporter.answered(params.requests[0]?.query ?? '', first?.nbHits ?? 0);
        // before DocSearch groups the hits by page: it hands transformItems one page's hits at a time
        // the hits are the index's records (shared/types.ts), whose shape the engine's types leave open
        return {...response, results: response.results.map((result) => ({...result, hits: shownHits(result.hits as unknown as ShownHit[])}))};
      },
    }) as unknown as DocSearchTransformClient,
    [backend, reporter],
  );
  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => {
        const pages = (item as ShownHit).foldedPages;
        return {...item, url: processUrl(item.url), ...(pages && {foldedPages: pages.map((p) => ({...p, url: processUrl(p.url)}))})};
      }),
    [processUrl],
  );
  const navigator = useMemo(
    () => ({
      // Enter on a hit does what a click on its link does
      navigate({itemUrl}: {itemUrl: string}) {
        const position = hitPosition(document.querySelector('.DocSearch-Dropdown .DocSearch-Hit--selected'));
        if (position !== null) reporter.chose(position);
        if (/^https?:/.test(itemUrl)) window.open(itemUrl, '_blank', 'noopener,noreferrer');
        else history.push(itemUrl);
      },
    }),
    [history, reporter],
  );
  return (
    <>
    <DocSearchModal
      appId={backend.appId}
      apiKey={backend.apiKey}
      indexName={backend.indexName}
      placeholder={t.placeholder}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={onClose}
      maxResultsPerGroup={5}
      searchParameters={searchParameters}
      transformSearchClient={transformSearchClient}
      transformItems={transformItems}
      hitComponent={Hit}
      navigator={navigator}
      getMissingResultsUrl={({query}) => data.missingResultsUrl.replace('{query}', encodeURIComponent(query))}
      resultsFooterComponent={({state}) => (
        <Link to={`/search?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
          {translate({id: 'theme.SearchBar.seeAll', message: 'See all {count} results'}, {count: state.context.nbHits as number})}
        </Link>
      )}
      translations={t.modal}
    />
    <QueryLimitNotice />
    </>
  );
}
