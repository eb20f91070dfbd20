/**
 * What a newcomer's console says on a fresh clone, read as a fault when it is not one: the
 * warnings Docusaurus prints at every start and build, and npm's EBADENGINE warnings on the
 * oldest Node.js the README and `engines` accept.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import semver from 'semver';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config';
import {collectAllSiteMessages} from '@docusaurus/core/lib/server/siteMessages';

const siteDir = path.resolve(__dirname, '../..');

test('Docusaurus has no site warning to print at start or build (such as "You can safely remove the Babel config file")', async () => {
  const {siteConfig} = await loadSiteConfig({siteDir});
  const messages = await collectAllSiteMessages({site: {props: {siteDir, siteConfig}}} as unknown as Parameters<typeof collectAllSiteMessages>[0]);
  expect(messages.map((m) => m.message)).toEqual([]);
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
