/**
 * The tool changelog (src/data/changelog.json, which `npm run reference:sync`
 * writes) as the site shows it: the Changelog page, each tool page's "added
 * in" / "changed in" line, and the Atom feed (src/plugins/changelog-feed).
 * Relative imports: the feed plugin runs in Node, without the @site alias.
 */
import changelogData from '../../data/changelog.json';
import toolDocs from '../../data/tool-docs.json';
import {tools} from '../../data/mcp';
import {fieldId, schemaRows} from './schemaRows';
import type {Changelog, ChangelogEntry, ChangeRecord} from '../../data/changelog';

/** Newest first. */
export const changelog = changelogData as Changelog;

/** The Changelog page's route, and the anchor of one version on it. */
export const CHANGELOG_PATH = '/reference/changelog';
export const entryId = (version: string) => `v${version.replace(/[^A-Za-z0-9]+/g, '-')}`;

/** What a tool page says: the version that added the tool, and the later ones that changed it, newest first. */
export function toolHistory(log: Changelog, tool: string): {added?: ChangelogEntry; changed: ChangelogEntry[]} {
  const touches = (e: ChangelogEntry) => e.changes.some((c) => c.kind === 'tool' && c.name === tool);
  const at = log.entries.findIndex((e) => e.changes.some((c) => c.kind === 'tool' && c.text === `tool ${tool} added`));
  return {
    ...(at >= 0 ? {added: log.entries[at]} : {}),
    changed: log.entries.filter((e, i) => (at < 0 || i < at) && touches(e)),
  };
}

/** Where a change can be read about now: the tool's page, at the field's anchor while the field exists; none for a tool that is gone. */
export function changeHref(change: ChangeRecord): string | undefined {
  if (change.kind !== 'tool') return undefined;
  const tool = tools.find((t) => t.name === change.name);
  const doc = toolDocs[change.name as keyof typeof toolDocs];
  if (!tool || !doc) return undefined;
  const page = `/api/tools/${doc.slug}`;
  if (!change.part) return page;
  const schema = change.part === 'parameters' ? tool.inputSchema : tool.outputSchema;
  const field = change.field?.replace(/(\[\])+$/, '');
  const exists = !!schema && !!field && schemaRows(schema).some((row) => row.path === field);
  return exists ? `${page}#${fieldId(change.part, field!)}` : `${page}#${change.part}`;
}
