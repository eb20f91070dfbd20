/**
 * The configuration of Algolia's DocSearch crawler, for teams that prefer the
 * crawler to `npm run search:push`. It runs on Algolia's side, so it is
 * printed, with the site's address and the index name, for pasting into the
 * crawler's editor:
 *
 *   npm run search:crawler-config -- https://docs.example.com/ companylens-docs
 *
 * Its records have the built-in index's shape (hierarchy lvl0–lvl6, content,
 * and language and docusaurus_tag from the meta tags Docusaurus puts on every
 * doc page), so the modal and the /search page work with either, and its
 * index settings are push's (indexSettings.ts).
 */
import {INDEX_SETTINGS} from './indexSettings';

export function crawlerConfig(site: string, indexName: string): string {
  const siteUrl = new URL(site).href;
  const q = JSON.stringify;
  return `// DocSearch crawler configuration for ${siteUrl} (npm run search:crawler-config)
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  startUrls: [${q(siteUrl)}],
  sitemaps: [${q(`${siteUrl}sitemap.xml`)}],
  ignoreCanonicalTo: true,
  discoveryPatterns: [${q(`${siteUrl}**`)}],
  actions: [
    {
      indexName: ${q(indexName)},
      pathsToMatch: [${q(`${siteUrl}**`)}],
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
  initialIndexSettings: {${q(indexName)}: ${JSON.stringify(INDEX_SETTINGS, null, 2).replace(/\n/g, '\n  ')}},
});
`;
}

if (process.argv[1] === __filename) {
  const [site, indexName = 'companylens-docs'] = process.argv.slice(2);
  if (!site || !URL.canParse(site)) {
    console.error('Usage: npm run search:crawler-config -- <site URL, e.g. https://docs.example.com/> [index name]');
    process.exit(1);
  }
  process.stdout.write(crawlerConfig(site, indexName));
}
