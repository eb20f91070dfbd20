import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {patchThemeCommon} from '../../src/plugins/startup-patches/patch.js';

// not an exported path of the package: found from its main entry (lib/index.js)
const reactUtils = fs.readFileSync(path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/reactUtils.js'), 'utf8');

test('the startup patch applies to the installed theme-common exactly once', () => {
  const out = patchThemeCommon(reactUtils);
  expect(out).not.toContain('localeCompare');
  expect(out).toContain('deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));');
});

test('a theme-common without the patched code fails loudly', () => {
  expect(() => patchThemeCommon(reactUtils.replace('a[0].localeCompare(b[0])', 'a[0].localeCompare(b[0], "en")'))).toThrow(
    /startup patch "locale-free-key-sort": expected exactly one match/,
  );
});
