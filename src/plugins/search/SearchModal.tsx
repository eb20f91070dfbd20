/**
 * The DocSearch modal with this site's settings: the backend chosen at build
 * time, contextual search filters, local result links, the spec's wording,
 * the "let us know" link and the "see all results" footer. Loaded lazily with
 * DocSearch itself (see loadSearch.ts), so none of it is in the first page load.
 */
import React, {type ReactNode} from 'react';
import {DocSearchModal} from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {searchTranslations} from './translations';
import {CONTEXTUAL_FACET_FILTERS} from './indexFormat';
import {toLocalUrl, type SearchBackend, type SearchGlobalData} from './client/types';

// Hits are options of the search combobox, chosen with the arrow keys and
// Enter (DocSearch's navigator) or a click. They hold no link, because an
// option must not contain another interactive element (axe: nested-interactive).
function Hit({hit, children}: {hit: {url: string}; children: ReactNode}) {
  const history = useHistory();
  return (
    <div className="DocSearch-Hit-link" data-url={hit.url} onClick={() => history.push(hit.url)}>
      {children}
    </div>
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
      searchParameters={{
        // contextual search: this site's language and docs version only
        facetFilters: CONTEXTUAL_FACET_FILTERS,
      }}
      transformSearchClient={() => backend.client as any}
      transformItems={(items) => items.map((item) => ({...item, url: toLocalUrl(item.url, data.externalUrlRegex)}))}
      hitComponent={Hit as any}
      navigator={{
        navigate({itemUrl}) {
          if (/^https?:/.test(itemUrl)) window.location.href = itemUrl;
          else history.push(itemUrl);
        },
      }}
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
