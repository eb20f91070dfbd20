/**
 * Not-found page body: says what happened and offers the routes readers most
 * often want, instead of the stock "We could not find what you were looking for".
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

function links() {
  return [
    {to: '/', label: translate({id: 'site.notFound.link.home', message: 'Documentation home'})},
    {to: '/getting-started/quickstart', label: translate({id: 'site.notFound.link.quickstart', message: 'Quickstart'})},
    {to: '/api/tools/search-companies', label: translate({id: 'site.notFound.link.api', message: 'API reference'})},
    {to: '/reference/sic-codes', label: translate({id: 'site.notFound.link.sic', message: 'SIC codes'})},
  ];
}

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="site.notFound.title" description="The title of the 404 page">
              Page not found
            </Translate>
          </Heading>
          <p>
            <Translate id="site.notFound.p1" description="The first paragraph of the 404 page">
              There is no page at this address. It may have moved, or the link you followed may be mistyped.
            </Translate>
          </p>
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
