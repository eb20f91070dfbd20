/**
 * The diagram rule (./diagrams.ts) on pages written for the test, against this site's drawings
 * in static/: a diagram drawn from its current source with an accTitle and accDescr passes; one
 * edited since it was drawn, or missing either line, is named at its fence.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {sourcePage} from '../site/pages';
import {diagramProblems} from './diagrams';

const STATIC = path.resolve(__dirname, '../../../static');
const DOCS = path.resolve(__dirname, '../../../docs');
/** The first diagram of the data model page, as it is in the docs (drawn). */
const drawn = /```mermaid\n([\s\S]*?)\n```/.exec(fs.readFileSync(path.join(DOCS, 'concepts/data-model.mdx'), 'utf8'))![1];
const page = (source: string) => sourcePage('docs/concepts/t.mdx', `---\ntitle: T\ndescription: D.\n---\n\nText.\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`);

test('a diagram drawn from its current source, with both accessibility lines, passes', () => {
  expect(diagramProblems(page(drawn), STATIC)).toEqual([]);
});

test('a diagram edited since it was drawn, or without accTitle or accDescr, is named at its fence', () => {
  const edited = diagramProblems(page(`${drawn}\n  COMPANY ||--o{ FILING : "filings"`), STATIC);
  expect(edited.map((p) => [p.line, p.rule])).toEqual([[8, 'diagram']]);
  expect(edited[0].message).toMatch(/no drawing of its current source \(static\/diagrams\/[0-9a-f]{16}-light\.svg\)/);
  const bare = drawn.replace(/^\s*acc(Title|Descr):.*\n/gm, '');
  const missing = diagramProblems(page(bare), STATIC).map((p) => p.message);
  expect(missing).toEqual([expect.stringContaining('no drawing'), expect.stringContaining('no accTitle'), expect.stringContaining('no accDescr')]);
});
