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
  // result-item: the bundle imports ResultItem and its item component only hands over to it
  const [, resultItem] = /^import __companylensResultItem from "([^"]+)";\n/.exec(out) ?? [];
  expect(resultItem && fs.existsSync(resultItem)).toBe(true);
  expect(out).toMatch(/function \w+\((\w)\)\{return \w+\.createElement\(__companylensResultItem,Object\.assign\(\{Snippet:\w+\},\1\)\)\}/);
  expect(out).not.toContain('onTransitionEnd');
  expect(out).not.toContain('runFavoriteTransition:function');
});

test("the result-item patch fails loudly when DocSearch's item component changes", () => {
  expect(() => patchDocSearch(bundle.replace('runFavoriteTransition:function', 'runFavouriteTransition:function'))).toThrow(
    /docsearch patch "result-item": expected exactly one match/,
  );
});

test('a DocSearch without the patched code fails loudly', () => {
  expect(() => patchDocSearch(bundle.replace(/\.finally\(\(function\(\)\{\w+\("idle"\)/, '.finally((function(){x("busy")'))).toThrow(
    /docsearch patch "error-status": expected exactly one match/,
  );
  expect(() => patchDocSearch('')).toThrow(/expected exactly one match/);
});
