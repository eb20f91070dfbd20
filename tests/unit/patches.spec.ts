// The build-time patches of dependencies, against the installed versions:
// each applies exactly once, and a changed dependency fails loudly.
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import docsearchPatch from '../../src/plugins/search/server/docsearchPatch.js';
import startupPatch from '../../src/plugins/startup-patches/patch.js';
import prismPatch from '../../src/plugins/lean-chunks/prismPatch.js';

const patchDocSearch = docsearchPatch.patch;
const patchThemeCommon = startupPatch.patch;
const patchPrismRenderer = prismPatch.patch;

const root = path.resolve(__dirname, '../..');

test.describe('DocSearch (src/plugins/search/server/docsearchPatch.js)', () => {
  const bundle = fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

  test('the patches apply to the installed DocSearch exactly once each', () => {
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
      /docsearch patch "result-item": expected exactly one match.*src\/plugins\/search\/server\/docsearchPatch\.js/,
    );
  });

  test('a DocSearch without the patched code fails loudly', () => {
    expect(() => patchDocSearch(bundle.replace(/\.finally\(\(function\(\)\{\w+\("idle"\)/, '.finally((function(){x("busy")'))).toThrow(
      /docsearch patch "error-status": expected exactly one match/,
    );
    expect(() => patchDocSearch('')).toThrow(/expected exactly one match/);
  });
});

test.describe('theme-common (src/plugins/startup-patches/patch.js)', () => {
  // not an exported path of the package: found from its main entry (lib/index.js)
  const reactUtils = fs.readFileSync(path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/reactUtils.js'), 'utf8');

  test('the patch applies to the installed theme-common exactly once', () => {
    const out = patchThemeCommon(reactUtils);
    expect(out).not.toContain('localeCompare');
    expect(out).toContain('deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));');
  });

  test('a theme-common without the patched code fails loudly', () => {
    expect(() => patchThemeCommon(reactUtils.replace('a[0].localeCompare(b[0])', 'a[0].localeCompare(b[0], "en")'))).toThrow(
      /startup patch "locale-free-key-sort": expected exactly one match/,
    );
  });
});

test.describe('prism-react-renderer (src/plugins/lean-chunks/prismPatch.js)', () => {
  const renderer = fs.readFileSync(path.join(root, 'node_modules/prism-react-renderer/dist/index.mjs'), 'utf8');

  test('the patch drops the bundled languages and keeps Prism, the themes and Highlight', () => {
    const out = patchPrismRenderer(renderer);
    expect(renderer).toContain('Prism.languages.swift =');
    expect(out).not.toMatch(/Prism\.languages\.\w+ =/);
    expect(out).toContain('var Prism = __toESM(require_prism());\n\n// src/themes/index.ts');
    expect(out).toContain('var Highlight = ');
    expect(out.length).toBeLessThan(renderer.length - 50_000);
  });

  test('a changed prism-react-renderer fails loudly', () => {
    expect(() => patchPrismRenderer(renderer.replace('// src/prism-langs.ts', '// src/languages.ts'))).toThrow(
      /prism patch "bundled-languages": expected exactly one match/,
    );
  });

  test('the built site carries no bundled language it does not use, and the ones it configures', () => {
    const chunks = fs.readdirSync(path.join(root, 'build/assets/js')).map((f) => fs.readFileSync(path.join(root, 'build/assets/js', f), 'utf8'));
    // Swift's keywords and Rust's lifetimes out; Python's rules in
    expect(chunks.filter((js) => /associatedtype|lifetime-annotation/.test(js))).toEqual([]);
    expect(chunks.some((js) => js.includes('string-interpolation') && js.includes('triple-quoted-string'))).toBe(true);
  });
});

test('what is patched or read from inside is pinned exactly: the whole Docusaurus family at one version, DocSearch and its CSS', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {dependencies: Record<string, string>; devDependencies: Record<string, string>};
  const all = {...pkg.dependencies, ...pkg.devDependencies};
  const docusaurus = Object.entries(all).filter(([name]) => name.startsWith('@docusaurus/'));
  expect(docusaurus.length).toBeGreaterThan(5);
  // theme-common is patched (src/plugins/startup-patches), core and theme-common/internal imported from inside
  expect(new Set(docusaurus.map(([, range]) => range))).toEqual(new Set([all['@docusaurus/core']]));
  expect(all['@docusaurus/core']).toMatch(/^\d+\.\d+\.\d+$/);
  expect(all['@docsearch/react']).toMatch(/^\d+\.\d+\.\d+$/);
  expect(all['@docsearch/css']).toBe(all['@docsearch/react']);
});
