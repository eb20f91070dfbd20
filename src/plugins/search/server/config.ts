/**
 * Which search backend a build uses, from environment variables read at
 * build time. No variables: the embedded local index. ALGOLIA_APP_ID and
 * ALGOLIA_SEARCH_API_KEY (plus ALGOLIA_INDEX_NAME): the hosted service, at
 * the hosts in ALGOLIA_HOSTS (comma-separated URLs) if set, else at the
 * service's own.
 */
const LOCAL_INDEX_NAME = 'companylens-docs';

export type SearchConfig =
  | {mode: 'local'; indexName: string}
  | {mode: 'algolia'; indexName: string; appId: string; apiKey: string; hosts: string[]};

export function readSearchConfig(env: Record<string, string | undefined> = process.env): SearchConfig {
  const appId = env.ALGOLIA_APP_ID?.trim() || undefined;
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim() || undefined;
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() || undefined;
  if (!appId && !apiKey) {
    return {mode: 'local', indexName: LOCAL_INDEX_NAME};
  }
  const missing = [!appId && 'ALGOLIA_APP_ID', !apiKey && 'ALGOLIA_SEARCH_API_KEY', !indexName && 'ALGOLIA_INDEX_NAME'].filter(
    Boolean,
  ) as string[];
  if (missing.length > 0) {
    throw new Error(
      `Hosted search is half configured: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. ` +
        'Set ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME together, or none of them to use the built-in local index.',
    );
  }
  const hosts = (env.ALGOLIA_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (const host of hosts) {
    if (!URL.canParse(host)) throw new Error(`ALGOLIA_HOSTS: "${host}" is not a URL (expected for example https://search.example.com).`);
  }
  return {mode: 'algolia', appId: appId!, apiKey: apiKey!, indexName: indexName!, hosts};
}
