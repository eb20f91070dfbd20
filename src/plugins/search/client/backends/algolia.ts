/**
 * Hosted backend: Algolia's search API through its lite client, with the
 * timeouts the product sets (connect 1 s, read 2 s, write 30 s). ALGOLIA_HOSTS at build
 * time overrides the hosts (a proxy, or the test server on 127.0.0.1).
 */
import {liteClient} from 'algoliasearch/lite';
import type {SearchBackend} from './types';
import type {SearchGlobalData} from '../../shared/types';

export function createBackend(data: SearchGlobalData): SearchBackend {
  const hosts = data.hosts?.map((h) => {
    const url = new URL(h);
    return {url: url.host, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' as const};
  });
  const client = liteClient(data.appId!, data.apiKey!, {
    timeouts: {connect: 1000, read: 2000, write: 30000},
    ...(hosts?.length ? {hosts} : {}),
  });
  return {
    mode: 'algolia',
    appId: data.appId!,
    apiKey: data.apiKey!,
    indexName: data.indexName,
    client: client as unknown as SearchBackend['client'],
    preload: () => {},
  };
}
