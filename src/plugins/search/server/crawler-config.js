// Configuration for Algolia's DocSearch crawler, for teams that prefer the
// crawler to `npm run search:push`. Paste it into the crawler editor and set
// the site address and the index name. It produces the same record shape as
// the built-in index (hierarchy lvl0–lvl6, content, language and
// docusaurus_tag from the meta tags Docusaurus puts on every doc page), so the
// modal and the /search page work with either.
//
// Not executed by this project: the crawler runs on Algolia's side.
const SITE = 'https://docs.companylens.co.uk/';
const INDEX = 'companylens-docs';

new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  startUrls: [SITE],
  sitemaps: [`${SITE}sitemap.xml`],
  ignoreCanonicalTo: true,
  discoveryPatterns: [`${SITE}**`],
  actions: [
    {
      indexName: INDEX,
      pathsToMatch: [`${SITE}**`],
      recordExtractor: ({$, helpers}) => {
        // Navigation, copy buttons and code are not content.
        $('nav, footer, .hash-link, .theme-doc-toc-mobile, pre, [data-search="skip"]').remove();
        const lvl0 = $('.menu__link--sublist.menu__link--active, .navbar__link--active').first().text() || 'Documentation';
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['header h1', 'article h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5, article td:first-child',
            lvl6: 'article h6',
            content: 'article p, article li, article td:last-child',
            language: {selectors: '', defaultValue: $('meta[name="docsearch:language"]').attr('content') ?? 'en'},
            docusaurus_tag: {selectors: '', defaultValue: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'docs-default-current'},
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    [INDEX]: {
      attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      distinct: true,
      attributeForDistinct: 'url',
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      ignorePlurals: true,
      removeWordsIfNoResults: 'allOptional',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    },
  },
});
