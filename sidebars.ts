import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {DOCS_SIDEBAR} from './src/constants';

const sidebars: SidebarsConfig = {
  [DOCS_SIDEBAR]: [
    'intro',
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: true,
      collapsed: false,
      items: ['getting-started/installation', 'getting-started/quickstart'],
    },
    {
      type: 'category',
      label: 'Concepts',
      collapsible: true,
      collapsed: false,
      items: ['concepts/company-identifiers', 'concepts/data-model', 'concepts/mcp-protocol'],
    },
    {
      type: 'category',
      label: 'API Reference',
      collapsible: true,
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Tools',
          collapsed: false,
          items: [
            'api/tools/search-companies',
            'api/tools/get-company-details',
            'api/tools/get-company-by-name',
            'api/tools/quick-financial-summary',
            'api/tools/calculate-financial-ratios',
          ],
        },
        {
          type: 'category',
          label: 'Prompts',
          collapsed: false,
          items: ['api/prompts/company-assessment', 'api/prompts/custom-prompts'],
        },
        {
          type: 'category',
          label: 'Resources',
          collapsed: false,
          items: [
            'api/resources/company-resource',
            'api/resources/financials-resource',
            'api/resources/officers-resource',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Examples',
      collapsible: true,
      collapsed: false,
      items: [
        'examples/claude-integration',
        'examples/competitive-analysis',
        'examples/due-diligence',
        'examples/investment-research',
      ],
    },
    {
      type: 'category',
      label: 'Reference',
      collapsible: true,
      collapsed: false,
      items: ['reference/data-fields', 'reference/sic-codes', 'reference/changelog'],
    },
    {
      type: 'category',
      label: 'Legal',
      collapsible: true,
      collapsed: false,
      items: ['legal/privacy-policy'],
    },
  ],
};

export default sidebars;
