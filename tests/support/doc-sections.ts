/**
 * Reading a page of docs/ as the facts tests do (tests/unit/facts-pages.spec.ts,
 * facts-review.spec.ts): its Markdown, a section under a heading, a table row,
 * and the objects of its JSON examples.
 */
import fs from 'node:fs';
import path from 'node:path';
import {exampleObjects} from '@site/src/writers/rules/content/text';

export const ROOT = path.resolve(__dirname, '../..');
export const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');
/** A page by its id: `getting-started/installation`. */
export const page = (rel: string) => read(`docs/${rel}.mdx`);

/** The Markdown section under a heading, up to the next heading of the same or a higher level; a missing heading throws, naming it. */
export function section(text: string, heading: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^#+ /.test(l) && l.replace(/^#+ /, '') === heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const level = lines[start].indexOf(' ');
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && l.indexOf(' ') <= level);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** The first line that starts with `start` (a table row, a list item), or ''. */
export const row = (text: string, start: string) => text.split('\n').find((l) => l.startsWith(start)) ?? '';

/** Every object of a page's JSON examples. */
export const objects = (rel: string) => exampleObjects(page(rel)).map((o) => o.value);
