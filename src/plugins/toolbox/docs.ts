/**
 * The doc pages and the site's sidebar as the docs plugin loaded them, for
 * the plugins that lay out what they write by the sidebar (search, llms-txt).
 */
import type {AllContent} from '@docusaurus/types';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {DOCS_SIDEBAR} from '../../constants';

export type {DocMetadata};
export type SidebarItem = LoadedVersion['sidebars'][string][number];

/** The current version's docs and the sidebar named DOCS_SIDEBAR; throws if either is missing. */
export function siteDocs(allContent: AllContent): {docs: DocMetadata[]; sidebar: SidebarItem[]} {
  const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  const version = content?.loadedVersions[0];
  const sidebar = version?.sidebars[DOCS_SIDEBAR];
  if (!version || !sidebar) throw new Error(`The docs plugin loaded no sidebar "${DOCS_SIDEBAR}"`);
  return {docs: version.docs, sidebar};
}
