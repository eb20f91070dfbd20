/**
 * Route-level fallback: rendered by Docusaurus when a route fails. Titles the
 * document "Page Error" and shows the themed crash page inside the site layout
 * (the stock fallback renders an unstyled copy of its own).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';

export default function Error(props: Props): ReactNode {
  return (
    <Layout>
      <Head>
        <title>{translate({id: 'theme.Error.pageTitle', message: 'Page Error', description: 'Document title of the route-level error page'})}</title>
      </Head>
      <ErrorPageContent {...props} />
    </Layout>
  );
}
