/**
 * Relevance: realistic queries and the page each must bring up in its top 3
 * hits, run through the real engine over the real built index. At least 95%
 * must pass; failures are listed so a ranking change shows what it broke.
 */
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {createIndex, searchIndex} from '@site/packages/docs-search-engine/src/engine';
import {readBuiltIndex} from '@site/packages/docs-search-engine/src/builtIndex';

// Where several pages answer a query equally well, any of them passes.
const TOOL_PAGES = ['search-companies', 'get-company-details', 'get-company-by-name', 'quick-financial-summary', 'calculate-financial-ratios'].map(
  (s) => `/api/tools/${s}`,
);
const CASES: [query: string, page: string | string[]][] = [
  ['install', '/getting-started/installation'],
  ['installation', '/getting-started/installation'],
  ['quickstart', '/getting-started/quickstart'],
  ['claude desktop config', '/getting-started/installation'],
  ['claude_desktop_config.json', '/getting-started/installation'],
  ['vs code servers', '/getting-started/installation'],
  ['cursor mcp.json', '/getting-started/installation'],
  ['api key', '/getting-started/installation'],
  ['COMPANIES_HOUSE_API_KEY', '/getting-started/installation'],
  ['troubleshooting', '/getting-started/installation'],
  ['company number', '/concepts/company-identifiers'],
  ['company number prefix', '/concepts/company-identifiers'],
  ['normalise', '/concepts/company-identifiers'],
  ['leading zeros', '/concepts/company-identifiers'],
  ['scottish llp', '/concepts/company-identifiers'],
  ['data model', '/concepts/data-model'],
  ['entity relationship', '/concepts/data-model'],
  ['company status values', ['/reference/data-fields', '/concepts/data-model']], // the values table lives in data-fields
  ['protocol revisions', '/concepts/mcp-protocol'],
  ['json-rpc error codes', '/concepts/mcp-protocol'],
  ['initialize', '/concepts/mcp-protocol'],
  ['stdio transport', '/concepts/mcp-protocol'],
  ['search companies', '/api/tools/search-companies'],
  ['search_companies', '/api/tools/search-companies'],
  ['start_index', '/api/tools/search-companies'],
  ['pagination', '/api/tools/search-companies'],
  ['get company details', '/api/tools/get-company-details'],
  ['include_officers', '/api/tools/get-company-details'],
  ['company by name', '/api/tools/get-company-by-name'],
  ['match_type', '/api/tools/get-company-by-name'],
  ['financial summary', '/api/tools/quick-financial-summary'],
  ['ixbrl', '/api/tools/quick-financial-summary'],
  ['micro-entity', '/api/tools/quick-financial-summary'],
  ['financial ratios', '/api/tools/calculate-financial-ratios'],
  ['finacial ratios', '/api/tools/calculate-financial-ratios'],
  ['current ratio', '/api/tools/calculate-financial-ratios'],
  ['gearing', '/api/tools/calculate-financial-ratios'],
  ['return on capital employed', '/api/tools/calculate-financial-ratios'],
  ['negative_equity', '/api/tools/calculate-financial-ratios'],
  ['company assessment prompt', '/api/prompts/company-assessment'],
  ['compare companies prompt', '/api/prompts/custom-prompts'],
  ['officer_review', '/api/prompts/custom-prompts'],
  ['company resource', '/api/resources/company-resource'],
  ['financials resource', '/api/resources/financials-resource'],
  ['officers resource', '/api/resources/officers-resource'],
  ['resources/read', '/api/resources/company-resource'],
  ['claude integration', '/examples/claude-integration'],
  ['competitor comparison', '/examples/competitive-analysis'],
  ['due diligence', '/examples/due-diligence'],
  ['supplier check red flags', '/examples/due-diligence'],
  ['investment research', '/examples/investment-research'],
  ['data fields', '/reference/data-fields'],
  ['date_of_creation', '/reference/data-fields'],
  ['sic codes', '/reference/sic-codes'],
  ['62020', '/reference/sic-codes'],
  ['dormant company', '/reference/sic-codes'],
  ['information technology consultancy', '/reference/sic-codes'],
  ['privacy', '/legal/privacy-policy'],
  ['cookies local storage', '/legal/privacy-policy'],
  ['rate limit 429', ['/getting-started/installation', ...TOOL_PAGES]],
  // the page that states the limit, not the tool pages' "Rate limits" sections that only share its words
  ['rate limit', '/getting-started/installation'],
  ['insolvancy', '/reference/data-fields'],
];

/** Queries whose first hit must be one section: the home of the fact. */
const FIRST: [query: string, url: string][] = [
  ['rate limit', '/getting-started/installation#companies-house-rate-limit-reached'],
  ['insolvancy', '/reference/data-fields#company_status-values'],
];

let built: ReturnType<typeof createIndex> | undefined;
const builtIndex = () => (built ??= createIndex(readBuiltIndex(path.resolve(__dirname, '../../build')).records));

test('search relevance: the home of a fact is the first hit', () => {
  for (const [query, url] of FIRST) expect(searchIndex(builtIndex(), {indexName: 'companylens-docs', query, hitsPerPage: 1}).hits[0]?.url, query).toBe(url);
});

test('search relevance: the expected page is in the top 3 for at least 95% of queries', () => {
  const index = builtIndex();
  const failures: string[] = [];
  for (const [query, page] of CASES) {
    const {hits} = searchIndex(index, {
      indexName: 'companylens-docs',
      query,
      hitsPerPage: 20,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    const top = hits.slice(0, 3).map((h) => String(h.url).split('#')[0]);
    const wanted = Array.isArray(page) ? page : [page];
    if (!top.some((p) => wanted.includes(p))) failures.push(`${JSON.stringify(query)} → ${top.join(', ') || 'no hits'} (wanted ${wanted.join(' or ')})`);
  }
  expect(CASES.length).toBeGreaterThanOrEqual(40);
  const passRate = (CASES.length - failures.length) / CASES.length;
  console.log(`relevance: ${CASES.length - failures.length}/${CASES.length} (${(passRate * 100).toFixed(1)}%)`);
  expect(failures.length / CASES.length, failures.join('\n')).toBeLessThanOrEqual(0.05);
});
