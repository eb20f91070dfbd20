/**
 * Not-found page body: says what happened and offers the routes readers most
 * often want, instead of the stock "We could not find what you were looking for".
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

const LINKS = [
  {to: '/', id: 'home', label: 'Documentation home'},
  {to: '/getting-started/quickstart', id: 'quickstart', label: 'Quickstart'},
  {to: '/api/tools/search-companies', id: 'api', label: 'API reference'},
  {to: '/reference/sic-codes', id: 'sic', label: 'SIC codes'},
];

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page not found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              There is no page at this address. It may have moved, or the link you followed may be mistyped.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The second paragraph of the 404 page">
              These pages may help:
            </Translate>
          </p>
          <ul>
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>
                  <Translate id={`theme.NotFound.link.${l.id}`}>{l.label}</Translate>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
