// The twins `npm start` serves (src/plugins/llms-txt/devTwins.ts), from real pages' sources.
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DEV_NOTE, writeDevTwins} from '@site/src/plugins/llms-txt/devTwins';

const root = path.resolve(__dirname, '../..');

test('each page gets a twin at its URL plus .md: title, description, the note, then its source without front matter or imports', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-twins-'));
  const pages = [
    {id: 'intro', permalink: '/', title: 'Home title', description: 'Home description.', source: '@site/docs/intro.mdx'},
    {id: 'concepts/data-model', permalink: '/concepts/data-model', title: 'Data model', description: 'About the data.', source: '@site/docs/concepts/data-model.mdx'},
  ];
  writeDevTwins({pages, siteDir: root, outDir, baseUrl: '/', absolute: (p) => `https://docs.example.com${p}`, feedback: (p) => `Feedback on ${p.permalink}`});
  const home = fs.readFileSync(path.join(outDir, 'index.md'), 'utf8');
  const model = fs.readFileSync(path.join(outDir, 'concepts/data-model.md'), 'utf8');
  fs.rmSync(outDir, {recursive: true});
  expect(home.split('\n\n').slice(0, 4)).toEqual([
    '# Home title',
    '> Part of the CompanyLens MCP documentation. Index of every page, as Markdown: https://docs.example.com/llms.txt\n> Feedback on /',
    'Home description.',
    DEV_NOTE,
  ]);
  const source = fs.readFileSync(path.join(root, 'docs/concepts/data-model.mdx'), 'utf8');
  const firstHeading = /^## .*$/m.exec(source)![0];
  expect(model).toContain(`\n${firstHeading}\n`);
  expect(model).not.toMatch(/^(import|export) /m);
  expect(model).not.toMatch(/^---$/m);
  expect(model).not.toMatch(/^description:/m);
});
