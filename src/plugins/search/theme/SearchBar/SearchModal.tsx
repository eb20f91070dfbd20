/**
 * The DocSearch modal with this site's settings: the backend chosen at build
 * time, contextual search filters, local result links, the product's wording,
 * the "let us know" link and the "see all results" footer, the search
 * reporter (../../client/searchEvents), and a line saying so when a pasted
 * query is cut to the 64 characters a search may have. Loaded lazily with DocSearch itself
 * (see ./index.tsx), so none of it is in the first page load.
 */
import React, {useCallback, useEffect, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal, type DocSearchHit} from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {searchTranslations} from '../SearchTranslations';
import {useContextualFacetFilters, useSearchResultUrlProcessor} from '../../client/hooks';
import {createSearchReporter, type SearchReporter} from '../../client/searchEvents';
import type {SearchBackend} from '../../client/backends/types';
import type {SearchGlobalData} from '../../shared/types';

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

/** The search box holds at most this many characters (the spec's limit, DocSearch's own). */
const MAX_QUERY = 64;

/**
 * Says so when a paste is cut to fit the search box: the box takes MAX_QUERY
 * characters and silently drops the rest. The line goes under the box (a
 * portal into DocSearch's search bar) until the box is emptied.
 */
function QueryCutNotice(): ReactNode {
  const [cut, setCut] = useState(0);
  const [bar, setBar] = useState<Element | null>(null);
  useEffect(() => {
    setBar(document.querySelector('.DocSearch-SearchBar'));
    const onPaste = (event: ClipboardEvent) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.classList.contains('DocSearch-Input')) return;
      const kept = input.value.length - ((input.selectionEnd ?? 0) - (input.selectionStart ?? 0));
      const length = kept + (event.clipboardData?.getData('text').length ?? 0);
      setCut(length > MAX_QUERY ? length : 0);
    };
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.classList.contains('DocSearch-Input') && !event.target.value) setCut(0);
    };
    document.addEventListener('paste', onPaste, true);
    document.addEventListener('input', onInput, true);
    return () => {
      document.removeEventListener('paste', onPaste, true);
      document.removeEventListener('input', onInput, true);
    };
  }, []);
  if (!cut || !bar) return null;
  return createPortal(
    <p className="DocSearch-QueryCut" role="status">
      {translate(
        {id: 'theme.SearchPage.queryCut', message: 'Your search was {length} characters long; a search can have at most {max}, so it was cut to the first {max}.'},
        {length: cut, max: MAX_QUERY},
      )}
    </p>,
    bar,
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
        const response = await backend.client.search(params as any);
        const first = response.results[0] as {nbHits?: number} | undefined;
        reporter.answered(params.requests[0]?.query ?? '', first?.nbHits ?? 0);
        return response;
      },
    }) as any,
    [backend, reporter],
  );
  const transformItems = useCallback((items: DocSearchHit[]) => items.map((item) => ({...item, url: processUrl(item.url)})), [processUrl]);
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
      hitComponent={Hit as any}
      navigator={navigator}
      getMissingResultsUrl={({query}) => data.missingResultsUrl.replace('{query}', encodeURIComponent(query))}
      resultsFooterComponent={({state}) => (
        <Link to={`/search?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
          {translate({id: 'theme.SearchBar.seeAll', message: 'See all {count} results'}, {count: state.context.nbHits as number})}
        </Link>
      )}
      translations={t.modal}
    />
    <QueryCutNotice />
    </>
  );
}
