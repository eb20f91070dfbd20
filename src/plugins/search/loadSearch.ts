/**
 * Loads the DocSearch modal, its CSS and the search backend chosen at build
 * time (an alias resolves `@companylens/search-client` to the local or the
 * Algolia client, so a build carries only one). Loaded once, on intent.
 */
import type {SearchBackend, SearchGlobalData} from './client/types';

export interface LoadedSearch {
  DocSearchModal: React.ComponentType<any>;
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
  loading ??= Promise.all([
    import('@docsearch/react'),
    import('@docsearch/css/dist/modal.css'),
    loadBackend(data),
  ]).then(([docsearch, , backend]) => ({DocSearchModal: docsearch.DocSearchModal, backend}));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
