/**
 * Uploads the site's search records to a hosted Algolia index, so a team can
 * move from the built-in local index to the hosted service without running a
 * crawler. Reads the index of the local build (run `npm run build` without
 * ALGOLIA_* search variables first) and replaces the index's records and
 * settings in one atomic operation, then its synonyms with the site's
 * (companylens-docs-contract's search-synonyms.json).
 *
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:push
 *   npm run search:push -- --dry-run     # print what would be sent
 *
 * The admin key is read here only; the site never sees it (the browser gets
 * the search-only key, ALGOLIA_SEARCH_API_KEY, at build time).
 */
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {readBuiltIndex} from 'docs-search-engine/node';
import {INDEX_SETTINGS} from './indexSettings';
import {algoliaSynonyms} from 'companylens-docs-contract';

async function main() {
  const dryRun = process.argv.includes('--dry-run');
  const {records} = readBuiltIndex(path.resolve(__dirname, '../../../../build'));
  const {ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName} = process.env;
  console.log(`${records.length} records from ${new Set(records.map((r) => r.url.split('#')[0])).size} pages`);
  if (dryRun) {
    console.log(JSON.stringify({indexName: indexName ?? '(ALGOLIA_INDEX_NAME)', settings: INDEX_SETTINGS, synonyms: algoliaSynonyms(), sample: records.slice(0, 2)}, null, 2));
    return;
  }
  const missing = [!appId && 'ALGOLIA_APP_ID', !adminKey && 'ALGOLIA_ADMIN_API_KEY', !indexName && 'ALGOLIA_INDEX_NAME'].filter(Boolean);
  if (missing.length) throw new Error(`Set ${missing.join(', ')} to push the search records.`);
  const client = algoliasearch(appId!, adminKey!);
  await client.replaceAllObjects({indexName: indexName!, objects: records as unknown as Record<string, unknown>[]});
  await client.setSettings({indexName: indexName!, indexSettings: INDEX_SETTINGS});
  await client.saveSynonyms({indexName: indexName!, synonymHit: algoliaSynonyms(), replaceExistingSynonyms: true});
  console.log(`Pushed to ${indexName}.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
