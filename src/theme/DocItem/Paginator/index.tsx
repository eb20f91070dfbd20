/**
 * Puts the page feedback ("Was this page helpful?") between the article and
 * the previous/next links of every doc page but the home page. Outside the
 * `<article>`, so the Markdown twins and the search index never see it.
 */
import React, {type ReactNode} from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageFeedback from '@site/src/components/PageFeedback';

export default function PaginatorWrapper(): ReactNode {
  const {permalink, title} = useDoc().metadata;
  const {url, baseUrl} = useDocusaurusContext().siteConfig;
  return (
    <>
      {permalink !== baseUrl && <PageFeedback page={`/${permalink.slice(baseUrl.length)}`} title={title} url={`${url}${permalink}`} />}
      <Paginator />
    </>
  );
}
