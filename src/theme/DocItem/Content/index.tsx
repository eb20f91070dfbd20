/**
 * Wraps the doc page body to put the page actions ("Copy page" and its menu)
 * beside the title. They sit just before the stock `.theme-doc-markdown`
 * block, so tools that read a page's content from that block do not see them.
 * Under `npm start` only, a page in no sidebar says so above its title, where
 * its writer looks (src/plugins/page-list; a build stops on such a page, and
 * this code is not in it).
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import PageActions from '@site/src/components/PageActions';
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';
import type {NotInSidebarData} from '@site/src/plugins/page-list/list';

type Props = WrapperProps<typeof ContentType>;

/** Why this page has no place in the navigation, and what to do (development server only). */
function NotInSidebar({permalink}: {permalink: string}): ReactNode {
  const data = usePluginData('companylens-page-list') as NotInSidebarData | undefined;
  const doc = data?.notInSidebar.find((d) => d.permalink === permalink);
  if (!doc) return null;
  return (
    <div className="alert alert--warning margin-bottom--md" role="note" data-not-in-sidebar="">
      <strong>This page is in no sidebar</strong>, so it has no place in the navigation or llms.txt, and <code>npm run build</code> stops on it. Add{' '}
      <code>&apos;{doc.id}&apos;</code> to <code>sidebars.ts</code>, or put <code>unlisted: true</code> in the front matter of <code>{doc.source}</code> to
      publish it without a place in the sidebar.
    </div>
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const {permalink} = useDoc().metadata;
  const {url} = useDocusaurusContext().siteConfig;
  const markdownPath = markdownTwinPath(permalink);
  return (
    <>
      {process.env.NODE_ENV === 'development' && <NotInSidebar permalink={permalink} />}
      <PageActions markdownPath={markdownPath} markdownUrl={`${url}${markdownPath}`} />
      <Content {...props} />
    </>
  );
}
