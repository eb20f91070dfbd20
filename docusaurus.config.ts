import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {
  COMPANY_SITE_URL,
  DOCS_REPOSITORY_BRANCH,
  DOCS_REPOSITORY_URL,
  FOOTER_COPYRIGHT,
  PRODUCT_NAME,
  SITE_TITLE,
  TAGLINE,
} from './src/constants';
import {darkCodeTheme, lightCodeTheme} from './src/prism/themes';
import {ADDITIONAL_LANGUAGES} from './src/prism/languages';
import {siteAddress} from './src/siteAddress';
import rehypeInlineCode from './src/rehype/inlineCode';
import rehypeTableLayout from './src/rehype/tableLayout';
import remarkRequestCounts from './src/remark/requestCounts';
import remarkSkillTokens from './src/plugins/agent-skill/remark';
import {MERMAID_OPTIONS, MERMAID_THEME} from './src/plugins/mermaid-diagrams/options';

/** Under npm start, the text the MDX loader compiles (src/writers/site/pages.ts). */
function previewText(text: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use: a build never calls it
  const {previewText: preview} = require('./src/writers/site/pages') as typeof import('./src/writers/site/pages');
  return preview(text);
}

// Deployment: SITE_URL and BASE_URL, read at build time (src/siteAddress.ts).
const {url: siteUrl, baseUrl} = siteAddress();
// "Edit this page" goes to the page's source in this repository, or a fork's (DOCS_REPOSITORY_URL).
const repositoryUrl = (process.env.DOCS_REPOSITORY_URL || DOCS_REPOSITORY_URL).replace(/\/+$/, '');

const config: Config = {
  title: SITE_TITLE,
  tagline: TAGLINE,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  // Left unset: a page is served at its path with or without a trailing slash.
  trailingSlash: undefined,

  future: {
    // Docusaurus v4 behaviour; in 3.10 this also turns on the Rspack/SWC/
    // LightningCSS pipeline from @docusaurus/faster.
    v4: true,
  },
  // Keep browser storage keys unsuffixed ('theme', 'docs-preferred-version-…'):
  // v4 would otherwise suffix them with a per-site hash.
  storage: {type: 'localStorage', namespace: false},

  // A writer's mistake stops the build before anything is bundled, every one in one report with
  // file and line: src/plugins/writer-check runs the writers' check (npm run check). Docusaurus's
  // own checks stay behind it for what no source line writes (the navbar, the footer, a link a
  // component makes); a Markdown link to a missing file is the check's to report.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    mermaid: true,
    // under npm start, a page MDX cannot parse, or whose image is missing, still shows, with the
    // writers' check's problems above its title (src/plugins/writer-check)
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: process.env.NODE_ENV === 'development' ? 'warn' : 'throw'},
    // the MDX parser loads with the first page compiled, not with this file, which a build loads twice
    ...(process.env.NODE_ENV === 'development' ? {preprocessor: ({fileContent}: {fileContent: string}) => previewText(fileContent)} : {}),
  },
  themes: ['@docusaurus/theme-mermaid'],
  plugins: [
    // The writers' check (src/writers): every mistake in one report before anything is bundled; under npm start, as pages are saved.
    './src/plugins/writer-check/index.ts',
    './src/plugins/search/index.ts',
    './src/plugins/lean-chunks/index.ts',
    // Each page's HTML names its route's scripts, fetched beside main.js.
    './src/plugins/route-scripts/index.ts',
    // Mermaid with only the diagram types the docs draw.
    './src/plugins/mermaid-diagrams/index.ts',
    './src/plugins/startup-patches/index.ts',
    // Stylesheets prefixed once, by LightningCSS, not also by postcss-preset-env.
    './src/plugins/css-targets/index.ts',
    // The size in tokens of each tool's example results, for its page's summary card.
    './src/plugins/result-tokens/index.ts',
    // The Try it panel's compiled input schemas and recorded answers, loaded with the panel.
    './src/plugins/try-it/index.ts',
    // llms.txt, llms-full.txt and a Markdown twin of every doc page, for AI readers.
    './src/plugins/llms-txt/index.ts',
    // The tool changelog (src/data/changelog.json) as an Atom feed.
    './src/plugins/changelog-feed/index.ts',
    // The page list the tests and benchmarks read.
    './src/plugins/page-list/index.ts',
    // The MCP registry entry, the docs MCP server's card and the AI Catalog.
    './src/plugins/discovery/index.ts',
    // The agent skill (src/skill + src/data), published after the build (the writers' check checks it).
    './src/plugins/agent-skill/index.ts',
    // Test-only crash routes; never in a production build.
    ...(process.env.DOCS_TEST_ROUTES === '1' ? ['./src/plugins/test-routes/index.ts'] : []),
    // Hashes of the built pages' inline scripts for the nginx CSP (deploy/nginx/).
    './src/plugins/csp/index.ts',
  ],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en-GB'}},
  },

  clientModules: [
    './src/client/keyboardNavigation.ts',
    './src/client/announcementBar.ts',
    './src/client/idlePrefetch.ts',
    './src/client/revealHashTarget.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          editUrl: `${repositoryUrl}/edit/${DOCS_REPOSITORY_BRANCH}/`,
          breadcrumbs: true,
          remarkPlugins: [remarkRequestCounts, [remarkSkillTokens, {siteDir: __dirname, url: siteUrl, baseUrl}]],
          rehypePlugins: [rehypeTableLayout, rehypeInlineCode],
        },
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: 'date'},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    metadata: [{name: 'description', content: `${SITE_TITLE}: ${TAGLINE}.`}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'release-1-0-0',
      content: `${PRODUCT_NAME} MCP 1.0 is out: search, company details, financial summaries and ratios.`,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: true,
      logo: {alt: `${PRODUCT_NAME} logo`, src: 'img/logo.svg', width: 32, height: 32},
      items: [
        // each marked active on its own part of the site: the API reference under /api/, the rest of the docs elsewhere
        {to: '/', label: 'Documentation', position: 'left', activeBaseRegex: '^/(?!api/)'},
        {to: '/api/tools/search-companies', label: 'API Reference', position: 'left', activeBaseRegex: '^/api/'},
        {type: 'localeDropdown', position: 'right'},
        {href: COMPANY_SITE_URL, label: PRODUCT_NAME, position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Getting Started', to: '/getting-started/quickstart'},
            {label: 'API Reference', to: '/api/tools/search-companies'},
            {label: 'Examples', to: '/examples/claude-integration'},
          ],
        },
        {
          title: PRODUCT_NAME,
          items: [
            {label: `${PRODUCT_NAME} website`, href: COMPANY_SITE_URL},
            {label: 'Privacy policy', to: '/legal/privacy-policy'},
          ],
        },
      ],
      copyright: FOOTER_COPYRIGHT,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ADDITIONAL_LANGUAGES,
    },
    // Diagrams drawn compactly, so each fits a phone's column at a readable size (text at
    // least 0.8rem once scaled to fit; tests/nginx/routes.spec.ts measures every diagram).
    mermaid: {theme: MERMAID_THEME, options: MERMAID_OPTIONS},
  } satisfies Preset.ThemeConfig,
};

export default config;
