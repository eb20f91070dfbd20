/**
 * Not-found page body: says what happened, offers a search (filled in with the
 * words of the address that was not found) and the routes readers most often
 * want, instead of the stock "We could not find what you were looking for".
 * It names the page "Page not found" itself: under `npm start`, and after a
 * client-side link to a missing page, the docs route renders this body without
 * the stock not-found page around it, whose title it would otherwise lack.
 */
import React, {useEffect, useId, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {cutQuery, MAX_QUERY} from 'docs-search-engine';
import styles from './styles.module.css';

function links() {
  return [
    {to: '/', label: translate({id: 'site.notFound.link.home', message: 'Documentation home'})},
    {to: '/getting-started/quickstart', label: translate({id: 'site.notFound.link.quickstart', message: 'Quickstart'})},
    {to: '/api/tools/search-companies', label: translate({id: 'site.notFound.link.api', message: 'API reference'})},
    {to: '/reference/sic-codes', label: translate({id: 'site.notFound.link.sic', message: 'SIC codes'})},
  ];
}

/** The words of an address's last part ("/concepts/rate-limits" → "rate limits"), as a query. */
export function wordsOf(pathname: string): string {
  let last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // a malformed escape: the part as it is
  }
  // cut as the search page cuts a query: after its last whole word that fits
  return cutQuery(
    last
      .replace(/\.(html?|mdx?)$/, '')
      .replace(/[-_.+]+/g, ' ')
      .trim(),
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  const title = translate({id: 'site.notFound.title', message: 'Page not found', description: 'The title of the 404 page'});
  const searchPage = useBaseUrl('/search');
  const {pathname} = useLocation();
  const inputId = useId();
  // the server's HTML is the same for every missing address: the words go in once hydrated
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.value = wordsOf(pathname);
  }, [pathname]);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={title} />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            {title}
          </Heading>
          <p>
            <Translate id="site.notFound.p1" description="The first paragraph of the 404 page">
              There is no page at this address. It may have moved, or the link you followed may be mistyped.
            </Translate>
          </p>
          <form role="search" action={searchPage} method="get" className={styles.search}>
            <label htmlFor={inputId}>
              <Translate id="site.notFound.search">
                Search the documentation:
              </Translate>
            </label>
            <input ref={input} id={inputId} type="search" name="q" maxLength={MAX_QUERY} autoComplete="off" />
            <button type="submit" className="button button--primary button--sm">
              <Translate id="site.notFound.searchButton">
                Search
              </Translate>
            </button>
          </form>
          <p>
            <Translate id="site.notFound.p2" description="The second paragraph of the 404 page">
              These pages may help:
            </Translate>
          </p>
          <ul>
            {links().map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
