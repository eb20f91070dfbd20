/**
 * Docusaurus's search context, as the modal and the /search page use it.
 * Both hooks return the same value (same identity) until their inputs change:
 * DocSearch rebuilds its autocomplete, and loses its state, whenever
 * `searchParameters` or `transformItems` change identity.
 */
import {useCallback, useMemo} from 'react';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import {useDocsContextualSearchTags} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

/**
 * Contextual search: this locale and the docs version being read (tags
 * "default" and "docs-default-current"), as theme-search-algolia's
 * `useAlgoliaContextualFacetFilters` builds them. (theme-common's
 * `useContextualSearchFilters()` gives the same, but its `require()` of the
 * docs plugin defeats tree-shaking in the bundle every page loads.)
 */
export function useContextualFacetFilters(): [language: string, tags: string[]] {
  const locale = useDocusaurusContext().i18n.currentLocale;
  const tags = [DEFAULT_SEARCH_TAG, ...useDocsContextualSearchTags()].join(' ');
  return useMemo(() => [`language:${locale}`, tags.split(' ').map((tag) => `docusaurus_tag:${tag}`)], [locale, tags]);
}

/**
 * theme-search-algolia's `useSearchResultUrlProcessor`, which reads its
 * settings from `themeConfig.algolia` (this site has none: the plugin's global
 * data holds `externalUrlRegex`), and also takes the local index's relative URLs.
 */
export function useSearchResultUrlProcessor(externalUrlRegex?: string): (url: string) => string {
  const {withBaseUrl} = useBaseUrlUtils();
  return useCallback(
    (url: string) => {
      const parsed = new URL(url, 'http://local.invalid'); // the local index holds site-relative paths
      if (isRegexpStringMatch(externalUrlRegex, parsed.href)) return url;
      // site-local, so the router navigates and a hosted index crawled on another host still works here
      return withBaseUrl(`${parsed.pathname}${parsed.search}${parsed.hash}`);
    },
    [withBaseUrl, externalUrlRegex],
  );
}
