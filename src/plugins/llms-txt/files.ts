/**
 * The text of the agent files: which pages go where (from the sidebar), and
 * how llms.txt (llmstxt.org format), llms-full.txt and each twin are laid out.
 */
import {API_KEY_ENV, NPM_PACKAGE, SITE_TITLE, TAGLINE} from '../../constants';
import {FEEDBACK_COMMENT_MAX, FEEDBACK_REASONS, type FeedbackPost} from 'companylens-docs-contract';
import type {SidebarItem} from '../toolbox/docs';

export interface DocPage {
  id: string;
  /** Path of the HTML page, base URL included (`/getting-started/installation`). */
  permalink: string;
  title: string;
  /** The `description` front matter, if the page has one. */
  description?: string;
}
export interface Section {
  title: string;
  pages: DocPage[];
}
/** A converted page: its Markdown body and where it lives. */
export interface Twin {
  page: DocPage;
  pageUrl: string;
  twinUrl: string;
  body: string;
}


/** Top-level docs, which come before the first category. */
const FIRST_SECTION = 'Overview';
/** Sidebar categories an agent can skip: listed last, under llms.txt's `## Optional`. */
const OPTIONAL_CATEGORIES = new Set(['Legal']);

/**
 * One section per sidebar category, in sidebar order; a nested category
 * becomes its own section named after both ("API Reference: Tools"), since
 * llms.txt has no level below H2.
 */
export function sectionsFromSidebar(items: SidebarItem[], docs: Map<string, DocPage>): Section[] {
  const page = (id: string) => {
    const doc = docs.get(id);
    if (!doc) throw new Error(`llms.txt: sidebar names doc "${id}", which does not exist`);
    return doc;
  };
  const sections: Section[] = [];
  const optional: DocPage[] = [];
  const first: Section = {title: FIRST_SECTION, pages: []};
  const addCategory = (category: Extract<SidebarItem, {type: 'category'}>, title: string, into?: DocPage[]) => {
    const own: Section = {title, pages: []};
    if (!into) sections.push(own);
    for (const item of category.items) {
      if (item.type === 'doc') (into ?? own.pages).push(page(item.id));
      if (item.type === 'category') addCategory(item, `${title}: ${item.label}`, into);
    }
  };
  for (const item of items) {
    if (item.type === 'doc') first.pages.push(page(item.id));
    if (item.type === 'category') {
      if (OPTIONAL_CATEGORIES.has(item.label)) addCategory(item, 'Optional', optional);
      else addCategory(item, item.label);
    }
  }
  return [first, ...sections, {title: 'Optional', pages: optional}].filter((s) => s.pages.length > 0);
}

const listItem = (t: Twin) => `- [${t.page.title}](${t.twinUrl})${t.page.description ? `: ${t.page.description}` : ''}`;

/** Where an agent sends feedback, as llms.txt and every twin say it in one line. */
export interface AgentFeedback {
  mcpUrl: string;
  /** The absolute URL of FEEDBACK_ENDPOINT. */
  feedbackUrl: string;
}

/** The one line telling an agent how to send feedback on `page` (a path without the base URL). */
export function feedbackLine({mcpUrl, feedbackUrl}: AgentFeedback, page: string): string {
  const post: FeedbackPost = {page, helpful: false, reason: 'missing', comment: 'What was missing or wrong'};
  return `Feedback: call the \`submit_feedback\` tool on ${mcpUrl}, or \`POST ${feedbackUrl}\` with JSON \`${JSON.stringify(post)}\` (\`reason\`: ${FEEDBACK_REASONS.join(', ')}; \`comment\` optional, at most ${FEEDBACK_COMMENT_MAX.toLocaleString('en-GB')} characters).`;
}

/** Where the agent skill is published (AGENT_SKILL's paths as absolute URLs). */
export interface SkillUrls {
  skillMd: string;
  index: string;
  download: string;
}

/** The paragraph of llms.txt that points to the agent skill. */
const skillParagraph = ({skillMd, index, download}: SkillUrls) =>
  `An agent skill for working with ${SITE_TITLE} (the common jobs, which tool to call first and with what, the limits, and what to do on each error), in the Agent Skills format: [SKILL.md](${skillMd}), with a reference file for each tool beside it. Agents that install skills find it through ${index} (the Agent Skills discovery draft); people can download ${download}.`;

export function llmsTxt(sections: Section[], twins: Map<string, Twin>, fullUrl: string, mcpUrl: string, feedUrl: string, cardUrl: string, feedback: string, skill: SkillUrls): string {
  const parts = [
    `# ${SITE_TITLE}`,
    `> ${TAGLINE}. ${SITE_TITLE} is a Model Context Protocol server that gives AI assistants UK company data from Companies House: company search, company details and officers, financial summaries and ratios, plus prompts and resources. Clients start it over stdio with \`npx -y ${NPM_PACKAGE}\` and a free Companies House API key in \`${API_KEY_ENV}\`.`,
    `Every page of this documentation is also published as Markdown at its URL plus \`.md\` (\`index.md\` for the home page). The links below go to those Markdown files, each with the page's description. [llms-full.txt](${fullUrl}) holds every page in one file, in the order below. The same pages are also an MCP server at ${mcpUrl} (Streamable HTTP, no key): \`search_docs\` searches them, \`get_page\` reads a page or one section of it, \`list_pages\` lists them. Its server card, in the draft MCP Server Card format, is at ${cardUrl}. Changes to the tools, prompts and resources by server version, each marked breaking, additive or docs only, are on the Changelog page (below, under Reference) and in an Atom feed to poll: ${feedUrl}.`,
    skillParagraph(skill),
    feedback,
    ...sections.map((s) => [`## ${s.title}`, ...s.pages.map((p) => listItem(twins.get(p.id)!))].join('\n')),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** A page as Markdown: title, the pointer to llms.txt and the feedback line, its description, its body. */
export function twinMarkdown(t: Twin, llmsTxtUrl: string, feedback: string): string {
  const pointer = `> Part of the ${SITE_TITLE} documentation. Index of every page, as Markdown: ${llmsTxtUrl}\n> ${feedback}`;
  return [`# ${t.page.title}`, pointer, t.page.description, t.body].filter(Boolean).join('\n\n').trimEnd() + '\n';
}

/** Every page in sidebar order, each introduced by its title and URLs. */
export function llmsFullTxt(sections: Section[], twins: Map<string, Twin>): string {
  return sections
    .flatMap((s) => s.pages)
    .map((p) => {
      const t = twins.get(p.id)!;
      return [`# ${p.title}`, `URL: ${t.pageUrl}\nMarkdown: ${t.twinUrl}`, p.description, t.body].filter(Boolean).join('\n\n').trimEnd();
    })
    .join('\n\n')
    .concat('\n');
}
