/**
 * src/plugins/route-scripts: the client manifest gains every registry module under its own name
 * (what Docusaurus looks a page's modules up by), and a registry or manifest it cannot read
 * stops the build naming what is missing. That the built pages then name their scripts is
 * checked on every route by tests/browser/budgets.spec.ts.
 */
import {test, expect} from '@playwright/test';
import {withRouteModules, type ClientManifest} from '@site/src/plugins/route-scripts';

const REGISTRY = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "1dfc3882": [() => import(/* webpackChunkName: "1dfc3882" */ "@site/docs/api/tools/search-companies.mdx"), "@site/docs/api/tools/search-companies.mdx", require.resolveWeak("@site/docs/api/tools/search-companies.mdx")],
};
`;
const manifest = (): ClientManifest => ({
  entrypoints: ['main'],
  origins: {main: ['main'], '17896441': ['4014', '5005', '106'], '1dfc3882': ['9063']},
  assets: {},
});

test('each registry module is added under its name, with its chunk and the chunk’s siblings; nothing else changes', () => {
  const before = manifest();
  const after = withRouteModules(before, REGISTRY);
  expect(after.origins).toEqual({
    ...before.origins,
    '@theme/DocItem': ['4014', '5005', '106'],
    '@site/docs/api/tools/search-companies.mdx': ['9063'],
  });
  expect(before).toEqual(manifest());
});

test('a registry module whose chunk the manifest lacks, or a registry with no module, stops the build naming it', () => {
  const {origins} = manifest();
  delete origins['1dfc3882'];
  expect(() => withRouteModules({...manifest(), origins}, REGISTRY)).toThrow(
    'companylens-route-scripts: the client manifest has no chunk for @site/docs/api/tools/search-companies.mdx (chunk "1dfc3882"); its layout has changed, so update src/plugins/route-scripts',
  );
  expect(() => withRouteModules(manifest(), 'export default {};')).toThrow('no module found in .docusaurus/registry.js');
});
