/**
 * The three tools, as `tools/list` returns them (JSON Schema in and out), and
 * what each call answers: structured content, and a text block written for a
 * model to read (the Markdown itself, not its JSON).
 */
import type {CallToolResult, Tool} from '@modelcontextprotocol/server';
import type {FeedbackService} from '../feedback/service';
import type {DocsContent} from './content';
import {findHeading, type Heading} from './markdown';
import {createPageResolver, PAGE_MAX} from './pages';
import {createDocsSearch, searchSections, type DocsHit} from './search';
import {MAX_QUERY} from 'docs-search-engine';

/** As the site's search box. */
const MAX_QUERY_LENGTH = MAX_QUERY;
const DEFAULT_HITS = 8;
const MAX_HITS = 20;
/** The most characters of Markdown get_page returns at once (about 4,000 tokens); a longer page or section comes in parts. */
export const PART_CHARS = 16_000;

/** Who is calling and, over HTTP, where feedback goes. */
interface CallContext {
  client: string;
  feedback?: FeedbackService;
}

export interface DocsTool {
  definition: Tool;
  run(args: Record<string, unknown>, context: CallContext): CallToolResult | Promise<CallToolResult>;
}

const readOnly = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false};

const str = (description: string) => ({type: 'string', description});
const hitSchema = {
  type: 'object',
  properties: {
    title: str("The page's title."),
    heading: {type: ['string', 'null'], description: 'The heading the hit is under; null for the top of the page.'},
    hierarchy: {type: 'array', items: {type: 'string'}, description: 'Page title, then the headings down to the hit.'},
    url: str('The page URL with the section anchor; pass it to get_page to read that section.'),
    snippet: str('The matching text.'),
    pages: {
      type: 'array',
      description: 'Only when the same section reads the same on several pages: each of them (this hit first), with the URL of the section there.',
      items: {type: 'object', properties: {title: str("The page's title."), url: str('The section on that page.')}, required: ['title', 'url'], additionalProperties: false},
    },
  },
  required: ['title', 'heading', 'hierarchy', 'url', 'snippet'],
  additionalProperties: false,
};
const pageEntry = {
  type: 'object',
  properties: {
    title: str("The page's title."),
    description: str('What the page answers.'),
    url: str('The page.'),
    markdownUrl: str('The same page as Markdown (also its resource URI).'),
  },
  required: ['title', 'description', 'url', 'markdownUrl'],
  additionalProperties: false,
};

export function error(text: string): CallToolResult {
  return {content: [{type: 'text', text}], isError: true};
}

function hitsText(query: string, hits: DocsHit[]): string {
  if (!hits.length) return `No results for "${query}". Try other words, or list_pages for every page.`;
  const lines = hits.map((h, i) =>
    h.pages
      ? `${i + 1}. ${h.hierarchy.slice(1).join(' › ')}, on ${h.pages.length} pages:\n${h.pages.map((p) => `   ${p.title}: ${p.url}`).join('\n')}\n   ${h.snippet}`
      : `${i + 1}. ${h.hierarchy.join(' › ')}\n   ${h.url}\n   ${h.snippet}`,
  );
  return `${lines.join('\n')}\n\nRead one with get_page and its URL (the #anchor selects that section).`;
}

const count = (n: number) => n.toLocaleString('en-GB');

/** The page's headings as a list, for the text block (the structured content has them too). */
function headingsText(headings: Heading[]): string {
  if (!headings.length) return 'The page has no sections.';
  const lines = headings.map((h) => `${'  '.repeat(h.level - 2)}- ${h.text} (#${h.anchor})`);
  return `Its sections (get_page with section, the heading or #anchor, reads one):\n${lines.join('\n')}`;
}

/**
 * Where each part of `markdown` starts: parts of at most PART_CHARS, each
 * ending at a line break where there is one (at a blank line or before a
 * heading when one is near the end), never inside a surrogate pair.
 */
function partStarts(markdown: string): number[] {
  const starts = [0];
  for (let start = 0; markdown.length - start > PART_CHARS; ) {
    const limit = start + PART_CHARS;
    const window = markdown.slice(start, limit);
    // The offset just after a break: a blank line, the line before a heading, any line.
    const paragraph = Math.max(window.lastIndexOf('\n\n') + 2, window.lastIndexOf('\n#') + 1);
    const line = window.lastIndexOf('\n') + 1;
    let end = paragraph > PART_CHARS * 0.75 ? start + paragraph : line > 0 ? start + line : limit;
    if (end === limit && /[\uD800-\uDBFF]/.test(markdown[end - 1])) end--;
    starts.push(end);
    start = end;
  }
  return starts;
}

/** A part that starts inside a table repeats the table's header rows, so that its rows still say what each column is. */
function tableHead(markdown: string, offset: number): string {
  if (offset === 0 || !markdown.startsWith('|', offset) || markdown[offset - 2] !== '|') return '';
  const before = markdown.slice(0, offset).split('\n');
  let first = before.length - 2;
  while (first > 0 && before[first - 1].startsWith('|')) first--;
  return `${before[first]}\n${before[first + 1]}\n`;
}

export function createDocsTools(content: DocsContent): DocsTool[] {
  const sections = searchSections(content);
  const searchDocs = createDocsSearch(content, sections);
  const resolvePage = createPageResolver(content);
  const sectionNames = [...sections.keys()];

  const search: DocsTool = {
    definition: {
      name: 'search_docs',
      title: 'Search the CompanyLens documentation',
      description:
        "Search the CompanyLens MCP documentation (tools, prompts, resources, installation, errors, rate limits, data fields) with the site's own search. Returns the best matching sections with a snippet and a URL to read with get_page.",
      inputSchema: {
        type: 'object',
        properties: {
          query: {type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH, description: `Words to look for, 1–${MAX_QUERY_LENGTH} characters, as in the site's search box.`},
          section: {
            type: 'string',
            enum: sectionNames,
            description: 'Only search this part of the documentation: a section list_pages shows, or a group the search box shows its hits under (such as API Reference).',
          },
          limit: {type: 'integer', minimum: 1, maximum: MAX_HITS, default: DEFAULT_HITS, description: `How many hits to return (at most ${MAX_HITS}).`},
        },
        required: ['query'],
        additionalProperties: false,
      },
      outputSchema: {
        type: 'object',
        properties: {query: str('The query searched for.'), section: {type: ['string', 'null']}, hits: {type: 'array', items: hitSchema}},
        required: ['query', 'section', 'hits'],
        additionalProperties: false,
      },
      annotations: {title: 'Search the documentation', ...readOnly},
    },
    run(args, {client, feedback}) {
      const query = args.query as string;
      const section = (args.section as string | undefined) ?? null;
      if (!query.trim()) return error('The query is blank: give at least one word to search for.');
      const hits = searchDocs(query, section ?? undefined, (args.limit as number | undefined) ?? DEFAULT_HITS);
      const result: CallToolResult = {content: [{type: 'text', text: hitsText(query, hits)}], structuredContent: {query, section, hits}};
      // Over HTTP, a query that found nothing is kept for the writers' report, as the site's search box does.
      return !hits.length && feedback ? feedback.missedSearch(query, client).then(() => result) : result;
    },
  };

  const getPage: DocsTool = {
    definition: {
      name: 'get_page',
      title: 'Read a documentation page',
      description:
        `Read one page of the CompanyLens MCP documentation as Markdown, whole or one section. Give the path or URL of the page (as search_docs and list_pages return them); a URL with #anchor, or the section argument, returns only that section. The result lists the page's headings, so a long page can be read one section at a time; a page or section over ${count(PART_CHARS)} characters comes in parts (ask for the next with part).`,
      inputSchema: {
        type: 'object',
        properties: {
          path: {type: 'string', minLength: 1, maxLength: PAGE_MAX, description: 'The page: a path such as /getting-started/installation, its URL, or its Markdown URL; a #anchor selects a section.'},
          section: {type: 'string', minLength: 1, maxLength: 200, description: 'Only this section: its heading as written on the page, or its anchor.'},
          part: {type: 'integer', minimum: 1, default: 1, description: `Which part to read: a page or section longer than ${count(PART_CHARS)} characters comes in parts, and each answer says how many there are.`},
        },
        required: ['path'],
        additionalProperties: false,
      },
      outputSchema: {
        type: 'object',
        properties: {
          title: str("The page's title."),
          description: str('What the page answers.'),
          url: str('The page, with the anchor of the section returned.'),
          markdownUrl: str('The whole page as Markdown.'),
          section: {type: ['string', 'null'], description: 'The heading of the section returned; null for the whole page.'},
          markdown: str('This part of the page or section as Markdown: characters offset to offset + its length of the whole.'),
          part: {type: 'integer', minimum: 1, description: 'The part returned.'},
          parts: {type: 'integer', minimum: 1, description: 'How many parts the page or section has; read the next with part: part + 1.'},
          offset: {type: 'integer', minimum: 0, description: 'Where this part starts in the page or section, in characters.'},
          totalChars: {type: 'integer', minimum: 0, description: 'The length of the whole page or section, in characters.'},
          headings: {
            type: 'array',
            description: "The page's headings, each readable on its own with the section argument.",
            items: {
              type: 'object',
              properties: {level: {type: 'integer', minimum: 2, maximum: 6}, text: {type: 'string'}, anchor: {type: 'string'}},
              required: ['level', 'text', 'anchor'],
              additionalProperties: false,
            },
          },
        },
        required: ['title', 'description', 'url', 'markdownUrl', 'section', 'markdown', 'part', 'parts', 'offset', 'totalChars', 'headings'],
        additionalProperties: false,
      },
      annotations: {title: 'Read a documentation page', ...readOnly},
    },
    run(args) {
      const resolved = resolvePage(args.path as string);
      if ('error' in resolved) return error(resolved.error);
      const {page} = resolved;
      const wanted = (args.section as string | undefined) ?? resolved.anchor;
      const heading = wanted ? findHeading(page.headings, wanted) : undefined;
      if (wanted && !heading) return error(`"${page.title}" has no section "${wanted}". ${headingsText(page.headings)}`);
      const whole = heading ? page.markdown.slice(heading.start, heading.end).trimEnd() + '\n' : page.markdown;
      const url = heading ? `${page.url}#${heading.anchor}` : page.url;
      const starts = partStarts(whole);
      const part = (args.part as number | undefined) ?? 1;
      if (part > starts.length) return error(`${url} has ${starts.length} part${starts.length > 1 ? 's' : ''}; there is no part ${part}.`);
      const offset = starts[part - 1];
      const end = starts[part] ?? whole.length;
      const markdown = whole.slice(offset, end);
      const headings = page.headings.map(({level, text, anchor}) => ({level, text, anchor}));
      const about = [
        heading && `From "${page.title}" (${url})`,
        starts.length > 1 && `Part ${part} of ${starts.length}: characters ${count(offset + 1)}–${count(end)} of ${count(whole.length)}${part < starts.length ? `; get_page with part: ${part + 1} reads on` : ''}`,
      ].filter(Boolean);
      const text = `${about.length ? `${about.join('. ')}.\n\n` : ''}${tableHead(whole, offset)}${markdown.trimEnd()}\n\n---\n\n${headingsText(page.headings)}`;
      return {
        content: [{type: 'text', text}],
        structuredContent: {
          title: page.title,
          description: page.description,
          url,
          markdownUrl: page.markdownUrl,
          section: heading?.text ?? null,
          markdown,
          part,
          parts: starts.length,
          offset,
          totalChars: whole.length,
          headings,
        },
      };
    },
  };

  const listPages: DocsTool = {
    definition: {
      name: 'list_pages',
      title: 'List the documentation pages',
      description: 'List every page of the CompanyLens MCP documentation by section, with what each page answers (the llms.txt index).',
      inputSchema: {type: 'object', properties: {}, additionalProperties: false},
      outputSchema: {
        type: 'object',
        properties: {
          sections: {
            type: 'array',
            items: {
              type: 'object',
              properties: {title: {type: 'string'}, pages: {type: 'array', items: pageEntry}},
              required: ['title', 'pages'],
              additionalProperties: false,
            },
          },
        },
        required: ['sections'],
        additionalProperties: false,
      },
      annotations: {title: 'List the documentation pages', ...readOnly},
    },
    run() {
      const sections = content.sections.map((s) => ({
        title: s.title,
        pages: s.pages.map((p) => ({title: p.title, description: p.description, url: p.url, markdownUrl: p.markdownUrl})),
      }));
      const text = sections.map((s) => [`## ${s.title}`, ...s.pages.map((p) => `- [${p.title}](${p.url}): ${p.description}`)].join('\n')).join('\n\n');
      return {content: [{type: 'text', text}], structuredContent: {sections}};
    },
  };

  return [search, getPage, listPages];
}
