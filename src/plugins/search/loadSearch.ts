/**
 * Loads the search modal (DocSearch, its CSS, this site's settings) and the
 * search backend chosen at build time (an alias resolves
 * `@companylens/search-client` to the local or the Algolia client, so a build
 * carries only one). Loaded once, on the reader's first sign of intent.
 */
import type {ComponentType} from 'react';
import type {SearchBackend, SearchGlobalData} from './client/types';
import type {SearchModalProps} from './SearchModal';

export interface LoadedSearch {
  SearchModal: ComponentType<SearchModalProps>;
  backend: SearchBackend;
}

let loading: Promise<LoadedSearch> | undefined;
let backendLoading: Promise<SearchBackend> | undefined;

/** The backend alone (the /search page needs no modal). */
export function loadBackend(data: SearchGlobalData): Promise<SearchBackend> {
  backendLoading ??= import('@companylens/search-client').then(({createBackend}) => {
    const backend = createBackend(data);
    backend.preload();
    return backend;
  });
  backendLoading.catch(() => {
    backendLoading = undefined;
  });
  return backendLoading;
}

export function loadSearch(data: SearchGlobalData): Promise<LoadedSearch> {
  loading ??= Promise.all([import('./SearchModal'), loadBackend(data)]).then(([modal, backend]) => ({
    SearchModal: modal.default,
    backend,
  }));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
