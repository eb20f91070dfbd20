/**
 * The /search page: reads ?q= (saying so when it was cut to the 64 characters
 * a query may have, after its last whole word, and when typing meets them), and lists the results grouped by page: each page once,
 * under its place in the docs (category › page), with its matched sections,
 * each with the words it matched or, for a hit on a heading, the section's
 * first words; a section that reads the same on several pages is listed once,
 * naming them (./results.ts). Results come 20 at a time; while the first answer's hits all
 * come from a few pages, the next ones are fetched at once, so other pages
 * show on the first screen. Uses the same backend as the modal, through the
 * multi-query API with relative-URL-safe link handling. Each finished search
 * is reported like the modal's (../../client/searchEvents, fetched with the
 * first results).
 */
import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {usePluralForm} from '@docusaurus/theme-common';
import {DocsPreferredVersionContextProvider} from '@docusaurus/plugin-content-docs/client';
import {loadBackend} from '../../client/loadBackend';
import {queryNoticeText, watchQueryLimit, type QueryNotice} from '../../client/queryLimit';
import {cutQuery, MAX_QUERY} from 'docs-search-engine';
import {useContextualFacetFilters, useSearchResultUrlProcessor} from '../../client/hooks';
import type {SearchReporter} from '../../client/searchEvents';
import {PLUGIN_NAME, type SearchGlobalData} from '../../shared/types';
import {searchTranslations} from '../SearchTranslations';
import {groupResults, snippetHtml, type FoldedGroup, type Hit, type PageGroup, type Section} from './results';
import styles from './styles.module.css';

const HITS_PER_PAGE = 20;
/** The first answer is followed at once by the next, up to this many in all, while its hits come from fewer than PAGES_WANTED pages. */
const FIRST_FETCHES = 5;
const PAGES_WANTED = 5;
/** A page's sections shown before "n more sections on this page". */
const SECTIONS_SHOWN = 3;
const SECTION_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type State =
  | {status: 'idle'}
  | {status: 'loading'; hits: Hit[]}
  | {status: 'done'; hits: Hit[]; nbHits: number; page: number; nbPages: number}
  | {status: 'error'};

/** The hierarchy levels of a hit as highlighted HTML, the named ones only. */
function levels(hit: Hit, names: readonly string[]) {
  return names
    .map((l) => ({level: l, html: hit._highlightResult?.hierarchy?.[l]?.value ?? hit.hierarchy[l]}))
    .filter((p): p is {level: string; html: string} => !!p.html);
}

function Trail({parts}: {parts: {level: string; html: string}[]}) {
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

/** What a hit shows under its title: the words it matched, or its section's first words. */
function Snippet({hit}: {hit: Hit}) {
  const html = snippetHtml(hit);
  if (html) return <p className={styles.snippet} dangerouslySetInnerHTML={{__html: html}} />;
  if (hit.preview) return <p className={styles.snippet}>{hit.preview}</p>;
  return null;
}

/** The page's search reporter, loaded with the first answer; ended when the page goes away. */
function usePageSearchReporter() {
  const reporter = useRef<Promise<SearchReporter> | null>(null);
  useEffect(() => {
    const end = () => void reporter.current?.then((r) => r.end());
    window.addEventListener('pagehide', end);
    return () => {
      window.removeEventListener('pagehide', end);
      end();
    };
  }, []);
  // the same object on every render: the search effect depends on it
  return useMemo(() => {
    const get = () =>
      (reporter.current ??= import(/* webpackChunkName: "search-events" */ '../../client/searchEvents').then((m) =>
        m.createSearchReporter('page'),
      ));
    return {
      answered: (query: string, results: number) => void get().then((r) => r.answered(query, results)),
      chose: (position: number) => void reporter.current?.then((r) => r.chose(position)),
    };
  }, []);
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
  /** What to say of the query's length: a query cut to fit (from the address or a paste), or typing at the limit. */
  const [notice, setNotice] = useState<QueryNotice>(null);
  const box = useRef<HTMLInputElement>(null);
  const [page, setPage] = useState(0);
  const [state, setState] = useState<State>({status: 'idle'});
  const inputId = useId();
  const report = usePageSearchReporter();
  const {selectMessage} = usePluralForm();

  useEffect(() => {
    const q = new URLSearchParams(location.search).get('q') ?? '';
    const kept = cutQuery(q);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration: the server's HTML has no query
    setQuery(kept);
    if (kept !== q) setNotice({kind: 'cut', length: q.length, kept: kept.length});
  }, [location.search]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- fetching in an effect: idle, loading, then the answer
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
              attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'preview'],
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
          // the index's records (shared/types.ts) with the attributes asked for above
          hits: [...(page > 0 && 'hits' in s ? s.hits : []), ...(r.hits as unknown as Hit[])],
          nbHits: r.nbHits,
          page: r.page,
          nbPages: r.nbPages,
        }));
      })
      .catch(() => !cancelled && setState({status: 'error'}));
    return () => {
      cancelled = true;
    };
  }, [query, page, data, facetFilters, report]);

  useEffect(() => watchQueryLimit(box.current!, (target): target is HTMLInputElement => target === box.current, setNotice), []);
  const onChange = (value: string) => {
    const q = cutQuery(value);
    setQuery(q);
    setPage(0);
    history.replace({search: q ? `?q=${encodeURIComponent(q)}` : ''});
  };
  // while the first answers' hits come from a few pages, fetch the next at once
  useEffect(() => {
    if (state.status !== 'done' || state.page + 1 >= state.nbPages || state.page + 1 >= FIRST_FETCHES) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the next fetch follows an answer
    if (groupResults(state.hits).length < PAGES_WANTED) setPage(state.page + 1);
  }, [state]);

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
            ref={box}
            id={inputId}
            type="search"
            className={styles.input}
            value={query}
            maxLength={MAX_QUERY}
            placeholder={t.placeholder}
            autoComplete="off"
            onChange={(e) => onChange(e.target.value)}
            aria-describedby={notice ? `${inputId}-cut` : undefined}
          />
          <p id={`${inputId}-cut`} className={styles.cut} aria-live="polite">
            {notice && queryNoticeText(notice)}
          </p>
        </form>
        <div role="status" aria-live="polite" className={styles.status}>
          {state.status === 'done' &&
            (state.nbHits === 0 ? (
              <p>
                {t.modal.noResultsScreen.noResultsText} “<strong>{query.trim()}</strong>”
              </p>
            ) : (
              <p>
                {selectMessage(
                  state.nbHits,
                  translate({id: 'theme.SearchPage.documentsFound.plurals', message: 'One result|{count} results'}, {count: state.nbHits}),
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
            {groupResults(state.hits).map((group) =>
              group.kind === 'page' ? (
                <PageResult key={group.path} group={group} processUrl={processUrl} onChoose={report.chose} />
              ) : (
                <FoldedResult key={group.section.hit.objectID} group={group} processUrl={processUrl} onChoose={report.chose} />
              ),
            )}
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

/** A section of a page: its headings below the page's title (or "Top of the page"), linked, and its words. */
function SectionItem({section: {hit, position, snippet}, processUrl, onChoose}: {section: Section; processUrl: (url: string) => string; onChoose: (position: number) => void}) {
  const trail = levels(hit, SECTION_LEVELS);
  return (
    <li className={styles.section}>
      <Link to={processUrl(hit.url)} className={styles.sectionTitle} onClick={() => onChoose(position)}>
        {trail.length ? <Trail parts={trail} /> : translate({id: 'theme.SearchPage.pageTop', message: 'Top of the page'})}
      </Link>
      <Snippet hit={snippet} />
    </li>
  );
}

/** One page of the results: its place in the docs, then its matched sections, the first few shown. */
function PageResult({group, processUrl, onChoose}: {group: PageGroup; processUrl: (url: string) => string; onChoose: (position: number) => void}) {
  const [first] = group.sections;
  const best = Math.min(...group.sections.map((s) => s.position));
  const sections = group.sections.map((section) => <SectionItem key={section.hit.objectID} section={section} processUrl={processUrl} onChoose={onChoose} />);
  const more = sections.length - SECTIONS_SHOWN;
  return (
    <li className={styles.result}>
      <Link to={processUrl(group.path)} className={styles.resultTitle} onClick={() => onChoose(best)}>
        <Trail parts={levels(first.hit, ['lvl0', 'lvl1'])} />
      </Link>
      <ul className={styles.sections}>{sections.slice(0, SECTIONS_SHOWN)}</ul>
      {more > 0 && (
        <details className={styles.more}>
          <summary>
            {translate({id: 'theme.SearchPage.moreSections', message: '{count} more on this page'}, {count: more})}
          </summary>
          <ul className={styles.sections}>{sections.slice(SECTIONS_SHOWN)}</ul>
        </details>
      )}
    </li>
  );
}

/** A section that reads the same on several pages, once: its place in the docs, the pages it is on (each a link to it there), its words. */
function FoldedResult({group: {section, pages}, processUrl, onChoose}: {group: FoldedGroup; processUrl: (url: string) => string; onChoose: (position: number) => void}) {
  const {hit, position, snippet} = section;
  return (
    <li className={styles.result}>
      <Link to={processUrl(hit.url)} className={styles.resultTitle} onClick={() => onChoose(position)}>
        <Trail parts={levels(hit, ['lvl0', ...SECTION_LEVELS])} />
      </Link>
      <p className={styles.pages}>
        {translate({id: 'theme.SearchPage.foldedPages', message: 'On {count} pages:', description: 'Before the pages a search hit that reads the same on each is on'}, {count: pages.length})}{' '}
        {pages.map((page, i) => (
          <React.Fragment key={page.url}>
            {i > 0 && ', '}
            <Link to={processUrl(page.url)} onClick={() => onChoose(position)}>
              {page.title}
            </Link>
          </React.Fragment>
        ))}
      </p>
      <Snippet hit={snippet} />
    </li>
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
