/**
 * Route-level fallback, rendered by Docusaurus when a route fails outside the
 * page layout. Like core's fallback it titles the document "Page Error" and
 * shows the crash page inside the site layout, but with the themed, translated
 * crash page instead of core's unstyled, untranslated copy.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
// Core's own fallback provides this context so the theme layout can render
// outside any route; there is no public export for it.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';

export default function Error({error, tryAgain}: Props): ReactNode {
  const content = <ErrorPageContent error={error} tryAgain={tryAgain} />;
  return (
    <RouteContextProvider value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      {/* If the layout itself throws, show the crash page without it. */}
      <ErrorBoundary fallback={() => content}>
        <Head>
          <title>
            {translate({id: 'theme.Error.pageTitle', message: 'Page Error', description: 'Document title of the route-level error page'})}
          </title>
        </Head>
        <Layout>{content}</Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
