/**
 * The /search page: reads ?q=, lists every result with its place in the docs
 * (category › page › section) and a snippet, 20 at a time. Uses the same
 * backend as the modal, through the multi-query API with relative-URL-safe
 * link handling. Each finished search is reported like the modal's
 * (../../client/searchEvents, fetched with the first results).
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {DocsPreferredVersionContextProvider} from '@docusaurus/plugin-content-docs/client';
import {loadBackend} from '../../client/loadBackend';
import {useContextualFacetFilters, useSearchResultUrlProcessor} from '../../client/hooks';
import type {SearchReporter} from '../../client/searchEvents';
import {PLUGIN_NAME, type SearchGlobalData} from '../../shared/types';
import {searchTranslations} from '../SearchTranslations';
import styles from './styles.module.css';

const MAX_QUERY = 64;
const HITS_PER_PAGE = 20;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

interface Hit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  _highlightResult?: {hierarchy?: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
}

type State =
  | {status: 'idle'}
  | {status: 'loading'; hits: Hit[]}
  | {status: 'done'; hits: Hit[]; nbHits: number; page: number; nbPages: number}
  | {status: 'error'};

function Breadcrumb({hit}: {hit: Hit}) {
  const parts = LEVELS.map((l) => ({level: l, html: hit._highlightResult?.hierarchy?.[l]?.value ?? hit.hierarchy[l]})).filter(
    (p): p is {level: (typeof LEVELS)[number]; html: string} => !!p.html,
  );
  return (
    <>
      {parts.map((p, i) => (
        <React.Fragment key={p.level}>
          {i > 0 && <span aria-hidden="true"> › </span>}
          <span dangerouslySetInnerHTML={{__html: p.html}} />
        </React.Fragment>
      ))}
    </>
  );
}

/** The page's search reporter, loaded with the first answer; ended when the page goes away. */
function usePageSearchReporter() {
  const reporter = useRef<Promise<SearchReporter> | null>(null);
  const get = () =>
    (reporter.current ??= import(/* webpackChunkName: "search-events" */ '../../client/searchEvents').then((m) =>
      m.createSearchReporter('page'),
    ));
  useEffect(() => {
    const end = () => void reporter.current?.then((r) => r.end());
    window.addEventListener('pagehide', end);
    return () => {
      window.removeEventListener('pagehide', end);
      end();
    };
  }, []);
  return {
    answered: (query: string, results: number) => void get().then((r) => r.answered(query, results)),
    chose: (position: number) => void reporter.current?.then((r) => r.chose(position)),
  };
}

function SearchPageContent(): ReactNode {
  const data = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const location = useLocation();
  const history = useHistory();
  const t = searchTranslations();
  const facetFilters = useContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor(data.externalUrlRegex);
  // The server renders the page without a query; the browser then reads ?q=
  // (reading it during the first render would not match the server's HTML).
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [state, setState] = useState<State>({status: 'idle'});
  const inputId = useId();
  const report = usePageSearchReporter();

  useEffect(() => {
    const q = new URLSearchParams(location.search).get('q') ?? '';
    if (q.slice(0, MAX_QUERY) !== query) setQuery(q.slice(0, MAX_QUERY));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setState({status: 'idle'});
      return;
    }
    let cancelled = false;
    setState((s) => ({status: 'loading', hits: page > 0 && 'hits' in s ? s.hits : []}));
    loadBackend(data)
      .then((backend) =>
        backend.client.search({
          requests: [
            {
              indexName: backend.indexName,
              query: q,
              hitsPerPage: HITS_PER_PAGE,
              page,
              attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
              attributesToSnippet: ['content:30'],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              facetFilters,
            },
          ],
        }),
      )
      .then(({results}) => {
        if (cancelled) return;
        const r = results[0];
        report.answered(q, r.nbHits);
        setState((s) => ({
          status: 'done',
          hits: [...(page > 0 && 'hits' in s ? s.hits : []), ...r.hits],
          nbHits: r.nbHits,
          page: r.page,
          nbPages: r.nbPages,
        }));
      })
      .catch(() => !cancelled && setState({status: 'error'}));
    return () => {
      cancelled = true;
    };
  }, [query, page, data, facetFilters]);

  const onChange = (value: string) => {
    const q = value.slice(0, MAX_QUERY);
    setQuery(q);
    setPage(0);
    history.replace({search: q ? `?q=${encodeURIComponent(q)}` : ''});
  };

  const title = query.trim()
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query: query.trim()})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <Layout title={title}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={inputId} className={styles.label}>
            {translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={query}
            maxLength={MAX_QUERY}
            placeholder={t.placeholder}
            autoComplete="off"
            onChange={(e) => onChange(e.target.value)}
          />
        </form>
        <div role="status" aria-live="polite" className={styles.status}>
          {state.status === 'done' &&
            (state.nbHits === 0 ? (
              <p>
                {t.modal.noResultsScreen.noResultsText} “<strong>{query.trim()}</strong>”
              </p>
            ) : (
              <p>
                {translate(
                  {id: 'theme.SearchPage.documentsFound.plurals', message: '{count} results'},
                  {count: state.nbHits},
                )}
              </p>
            ))}
          {state.status === 'loading' && state.hits.length === 0 && (
            <p>{translate({id: 'theme.SearchPage.fetchingNewResults', message: 'Searching…'})}</p>
          )}
          {state.status === 'error' && (
            <div className={styles.error}>
              <p>
                <strong>{t.modal.errorScreen.titleText}</strong>
              </p>
              <p>{t.modal.errorScreen.helpText}</p>
            </div>
          )}
        </div>
        {'hits' in state && state.hits.length > 0 && (
          <ol className={styles.results}>
            {state.hits.map((hit, i) => (
              <li key={hit.objectID} className={styles.result}>
                <Link to={processUrl(hit.url)} className={styles.resultTitle} onClick={() => report.chose(i + 1)}>
                  <Breadcrumb hit={hit} />
                </Link>
                {hit._snippetResult?.content?.value && (
                  <p className={styles.snippet} dangerouslySetInnerHTML={{__html: hit._snippetResult.content.value}} />
                )}
              </li>
            ))}
          </ol>
        )}
        {state.status === 'done' && state.page + 1 < state.nbPages && (
          <button type="button" className="button button--secondary" onClick={() => setPage(state.page + 1)}>
            {translate({id: 'theme.SearchPage.loadMore', message: 'Show more results'})}
          </button>
        )}
      </main>
    </Layout>
  );
}

// The contextual filters read the preferred docs version, whose provider
// <Layout> sets up below the hooks of this page.
export default function SearchPage(): ReactNode {
  return (
    <DocsPreferredVersionContextProvider>
      <SearchPageContent />
    </DocsPreferredVersionContextProvider>
  );
}
