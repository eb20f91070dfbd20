/**
 * Wraps the skip link (the first thing in every page's body): on doc pages,
 * adds a visually hidden line telling AI agents where llms.txt and this page's
 * Markdown twin are. It is plain text (nothing to focus), hidden with a clip
 * rectangle rather than display:none so agents that read the HTML find it, and
 * aria-hidden, so screen readers do not read it out on every page (agents that
 * read the accessibility tree have the page's `<link rel="alternate">` to the
 * twin instead). Docs' global data, already on every page,
 * says whether the current path is a doc page; it follows client-side navigation.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import SkipToContent from '@theme-init/SkipToContent';
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';
import styles from './styles.module.css';

export default function SkipToContentWithAgentHint(): ReactNode {
  const {activeDoc} = useActiveDocContext(undefined);
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <SkipToContent />
      {activeDoc && (
        <div className={styles.agentHint} data-agent-hint="" aria-hidden="true">
          {translate(
            {
              id: 'site.agentHint',
              message: 'For AI agents: the index of this documentation is at {llmsTxt}, and this page as Markdown is at {markdown}.',
              description: 'Visually hidden line at the top of each doc page that points AI agents to the Markdown files',
            },
            {
              llmsTxt: `${siteConfig.url}${siteConfig.baseUrl}llms.txt`,
              markdown: `${siteConfig.url}${markdownTwinPath(activeDoc.path)}`,
            },
          )}
        </div>
      )}
    </>
  );
}
