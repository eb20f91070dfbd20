/**
 * The DocSearch modal with this site's settings: the backend chosen at build
 * time, contextual search filters, local result links, the product's wording,
 * the "let us know" link and the "see all results" footer. Loaded lazily with
 * DocSearch itself (see ./index.tsx), so none of it is in the first page load.
 */
import React, {useCallback, useEffect, useMemo, type ComponentProps, type ReactNode} from 'react';
import {DocSearchModal, type DocSearchHit} from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {searchTranslations} from '../SearchTranslations';
import {useContextualFacetFilters, useSearchResultUrlProcessor} from '../../client/hooks';
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
  // Props DocSearch builds its autocomplete from (in a useMemo) keep their
  // identity across renders: a new object or function makes it start over
  // with an empty state, and the lists it shows go blank under the pointer.
  const facetFilters = useContextualFacetFilters();
  const searchParameters = useMemo(() => ({facetFilters}), [facetFilters]);
  const processUrl = useSearchResultUrlProcessor(data.externalUrlRegex);
  const transformSearchClient = useCallback(() => backend.client as any, [backend]);
  const transformItems = useCallback((items: DocSearchHit[]) => items.map((item) => ({...item, url: processUrl(item.url)})), [processUrl]);
  const navigator = useMemo(
    () => ({
      // Enter on a hit does what a click on its link does
      navigate({itemUrl}: {itemUrl: string}) {
        if (/^https?:/.test(itemUrl)) window.open(itemUrl, '_blank', 'noopener,noreferrer');
        else history.push(itemUrl);
      },
    }),
    [history],
  );
  return (
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
  );
}
