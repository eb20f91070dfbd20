/**
 * Loads the search backend chosen at build time (an alias resolves
 * `@companylens/search-client` to the local or the Algolia backend, so a build
 * carries only one). Loaded once, on the reader's first sign of intent; a
 * failed load is tried again on the next call.
 */
import type {SearchBackend} from './backends/types';
import type {SearchGlobalData} from '../shared/types';

let loading: Promise<SearchBackend> | undefined;

export function loadBackend(data: SearchGlobalData): Promise<SearchBackend> {
  loading ??= import('@companylens/search-client').then(({createBackend}) => {
    const backend = createBackend(data);
    backend.preload();
    return backend;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
