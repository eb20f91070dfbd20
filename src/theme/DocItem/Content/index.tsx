/**
 * Wraps the doc page body to put the page actions ("Copy page" and its menu)
 * beside the title. They sit just before the stock `.theme-doc-markdown`
 * block, so tools that read a page's content from that block do not see them.
 * Under `npm start` only, what the writers' check found on the page shows
 * above its title, where its writer looks (src/components/WriterProblems; a
 * build stops on any of it, and this code is not in it).
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageActions from '@site/src/components/PageActions';
import WriterProblems from '@site/src/components/WriterProblems';
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {permalink, source} = useDoc().metadata;
  const {url} = useDocusaurusContext().siteConfig;
  const markdownPath = markdownTwinPath(permalink);
  return (
    <>
      {process.env.NODE_ENV === 'development' && <WriterProblems source={source} />}
      <PageActions markdownPath={markdownPath} markdownUrl={`${url}${markdownPath}`} />
      <Content {...props} />
    </>
  );
}
