import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {listPageFiles} from '@site/src/writers/site/pageFiles';
import {API_KEY_ENV, NPM_PACKAGE, SITE_TITLE, TAGLINE} from '@site/src/constants';
import server from '@site/src/data/server.json';

const root = path.resolve(__dirname, '../..');
const docs = listPageFiles(root).map((f) => ({file: f, text: fs.readFileSync(path.join(root, f), 'utf8')}));

test.describe('product constants are used consistently', () => {
  test('identity matches the spec', () => {
    expect(SITE_TITLE).toBe('CompanyLens MCP');
    expect(TAGLINE).toBe('Comprehensive UK company intelligence for AI assistants');
    expect(server.serverInfo.name).toBe(NPM_PACKAGE);
  });

  test('every npx command in the docs runs the product package', () => {
    let seen = 0;
    for (const {file, text} of docs) {
      for (const m of text.matchAll(/npx -y ([@\w./-]+)/g)) {
        seen++;
        expect(m[1], file).toBe(NPM_PACKAGE);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  test('the docs name one API key variable only', () => {
    let seen = 0;
    for (const {file, text} of docs) {
      for (const m of text.matchAll(/\bCOMPANIES_HOUSE_[A-Z_]+/g)) {
        seen++;
        expect(m[0], file).toBe(API_KEY_ENV);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  test('no placeholder text is left in the docs', () => {
    for (const {file, text} of docs) {
      expect(text, file).not.toMatch(/\b(TODO|TBD|lorem ipsum|coming soon)\b/i);
    }
  });
});
