/**
 * Wraps the doc page's metadata: adds `<link rel="alternate" type="text/markdown">`
 * pointing to the page's Markdown twin (written by the llms-txt plugin's postBuild).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-init/DocItem/Metadata';
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';

export default function MetadataWithMarkdownLink(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Metadata />
      <Head>
        <link rel="alternate" type="text/markdown" href={`${siteConfig.url}${markdownTwinPath(metadata.permalink)}`} />
      </Head>
    </>
  );
}
