/**
 * The tool changelog as an Atom feed (`build/changelog.xml`), one entry per
 * server version, written with `feed`, the library Docusaurus's blog plugin
 * writes its feeds with, from the same src/data/changelog.json the Changelog
 * page renders. Every page names it in a `<link rel="alternate">`, so feed
 * readers find it; llms.txt names it for agents.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Feed} from 'feed';
import {SITE_TITLE} from '../../constants';
import {CHANGELOG_PATH, changeHref, changelog, entryId} from '../../lib/data/changelog';
import type {ChangelogEntry} from '../../data/changelog';
import {formatDateGb} from '../../lib/text/formatDate';
import {CHANGELOG_FEED_FILE} from './shared';

const LABEL = {breaking: 'Breaking', additive: 'Additive', docs: 'Docs only'} as const;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An entry's changes as an HTML list, links absolute. */
function entryHtml(entry: ChangelogEntry, absolute: (p: string) => string): string {
  const items = entry.changes.map((c) => {
    const href = changeHref(c);
    const what = `${c.kind === 'template' ? 'resource template' : c.kind} <code>${escape(c.name)}</code>: ${escape(c.text)}`;
    return `<li><strong>${LABEL[c.class]}</strong> ${href ? `<a href="${escape(absolute(href))}">${what}</a>` : what}</li>`;
  });
  const first = entry.first ? '<p>The first version these docs record: everything listed was in it.</p>' : '';
  return `${first}<ul>${items.join('')}</ul>`;
}

/** When an entry was recorded: to the second since syncs keep it, else the start of its day (UTC). */
const updatedOf = (entry: ChangelogEntry) => new Date(entry.updated ?? `${entry.date}T00:00:00Z`);

export function changelogFeed(siteUrl: string, baseUrl: string): string {
  const absolute = (p: string) => `${siteUrl}${baseUrl}${p.replace(/^\//, '')}`;
  const page = absolute(CHANGELOG_PATH);
  const feed = new Feed({
    id: page,
    link: page,
    title: `${SITE_TITLE} tool changelog`,
    description: 'Changes to the CompanyLens MCP tools, prompts and resources by server version, each breaking, additive or docs only.',
    copyright: SITE_TITLE,
    // RFC 4287 §4.1.1: a feed whose entries name no author names one itself
    author: {name: SITE_TITLE, link: siteUrl},
    updated: changelog.entries[0] ? updatedOf(changelog.entries[0]) : undefined,
    feedLinks: {atom: absolute(CHANGELOG_FEED_FILE)},
  });
  for (const entry of changelog.entries) {
    const breaking = entry.changes.filter((c) => c.class === 'breaking').length;
    feed.addItem({
      id: `${page}#${entryId(entry.version)}`,
      link: `${page}#${entryId(entry.version)}`,
      title: `${SITE_TITLE} ${entry.version}${breaking ? ` (${breaking} breaking)` : ''}`,
      date: updatedOf(entry),
      // the summary a feed reader shows: the date as the Changelog page writes it
      description: `Recorded ${formatDateGb(new Date(entry.date))}: ${entry.changes.length} change${entry.changes.length === 1 ? '' : 's'}${breaking ? `, ${breaking} breaking` : ''}`,
      content: entryHtml(entry, absolute),
    });
  }
  return feed.atom1();
}

export default function changelogFeedPlugin(context: LoadContext): Plugin {
  const {url, baseUrl} = context.siteConfig;
  return {
    name: 'changelog-feed',
    getPathsToWatch: () => [path.join(context.siteDir, 'src/data/changelog.json')],
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'link',
          attributes: {rel: 'alternate', type: 'application/atom+xml', href: `${baseUrl}${CHANGELOG_FEED_FILE}`, title: `${SITE_TITLE} tool changelog`},
        },
      ],
    }),
    postBuild: async ({outDir}) => {
      fs.writeFileSync(path.join(outDir, CHANGELOG_FEED_FILE), changelogFeed(url, baseUrl));
    },
  };
}
