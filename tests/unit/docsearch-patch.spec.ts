import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import {patchDocSearch} from '../../src/plugins/docsearch-patches/patch.js';

const bundle = fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

test('the DocSearch patches apply to the installed DocSearch exactly once each', () => {
  const out = patchDocSearch(bundle);
  expect(out).toMatch(/\.finally\(\(function\(\)\{"error"!==\w+\.getState\(\)\.status&&\w+\("idle"\)/);
  expect(out).not.toMatch(/"DocSearch-Container"[^}]*?role:"button"/);
  expect(out).toMatch(/\(\{ref:\w+\},\{className:\["DocSearch","DocSearch-Container"/);
  expect(out).toMatch(/createElement\("ul",(\w+)\.getListProps\(\{source:\1\.collection\.source\}\),/);
});

test('a DocSearch without the patched code fails loudly', () => {
  expect(() => patchDocSearch(bundle.replace(/\.finally\(\(function\(\)\{\w+\("idle"\)/, '.finally((function(){x("busy")'))).toThrow(
    /docsearch patch "error-status": expected exactly one match/,
  );
  expect(() => patchDocSearch('')).toThrow(/expected exactly one match/);
});
