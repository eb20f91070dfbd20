/**
 * What a newcomer's console says on a fresh clone, read as a fault when it is not one: the
 * warnings Docusaurus prints at every start and build (the Babel notice, explained in the file it
 * names), and npm's EBADENGINE warnings on the oldest Node.js the README and `engines` accept.
 */
import fs from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {test, expect} from '@playwright/test';
import semver from 'semver';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config';
import {collectAllSiteMessages} from '@docusaurus/core/lib/server/siteMessages';

const siteDir = path.resolve(__dirname, '../..');

test('the one site warning Docusaurus prints at start and build is the Babel notice, and babel.config.js says why it stays', async () => {
  const {siteConfig} = await loadSiteConfig({siteDir});
  const messages = await collectAllSiteMessages({site: {props: {siteDir, siteConfig}}} as unknown as Parameters<typeof collectAllSiteMessages>[0]);
  expect(messages.map((m) => stripVTControlCharacters(m.message))).toEqual([expect.stringMatching(/^Your site is using the SWC js loader\. You can safely remove the Babel config file at `?babel\.config\.js`?\.$/)]);
  // where the newcomer is sent, the file says the notice is expected, and why the file stays
  const file = fs.readFileSync(path.join(siteDir, 'babel.config.js'), 'utf8');
  expect(file).toContain('"You can safely remove the Babel config file at babel.config.js": that notice is expected');
  expect(file).toMatch(/The file stays because/);
});

test('npm install on the oldest Node.js `engines` accepts warns of no package (EBADENGINE): tools that need a newer one are in tests/tools/node22', () => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8'));
  const oldest = semver.minVersion(read('package.json').engines.node)!;
  const lock = read('package-lock.json') as {packages: Record<string, {version?: string; engines?: {node?: string}}>};
  const refusing = Object.entries(lock.packages)
    .filter(([, p]) => typeof p.engines?.node === 'string' && !semver.satisfies(oldest, p.engines.node))
    .map(([name, p]) => `${name.replace(/^.*node_modules\//, '')} ${p.version} asks for Node.js ${p.engines!.node}`);
  expect(refusing, `on Node.js ${oldest}`).toEqual([]);
});
