/**
 * What a client shows and what an agent gets back: a `title` (MCP 2025-06-18
 * on: a tool's own, or its annotations' title; prompts and templates have one
 * too), and an `outputSchema` on a tool that returns records: one whose name
 * starts (after a prefix most names share) with a verb that fetches them (get,
 * list, search, find, fetch, query, lookup, retrieve, count), or whose
 * description says it returns JSON, unless the description says what comes
 * back is text, content, documentation, Markdown, HTML, an image, audio or a
 * resource link.
 */
import type {Finding, LintContext, Rule, RuleFamily} from '../finding';
import {namePrefix, READ_VERBS, tokens} from './words';

const RULES: Rule[] = [
  {
    id: 'title-missing',
    why: 'clients list tools and ask for approval by title; without one they show the raw name',
    fix: 'add a short title in words ("Search companies")',
    weight: 5,
  },
  {
    id: 'output-schema-missing',
    why: 'without an output schema an agent learns the shape of the result only by calling, and cannot rely on its fields',
    fix: 'declare an outputSchema and return structuredContent that matches it',
    weight: 8,
  },
];

const SAYS_JSON = /\b(returns?|responds? with)\b[^.]{0,60}\bJSON\b/i;
const SAYS_UNSTRUCTURED = /\b(image|screenshot|audio|markdown|html|plain text|raw text|contents?|documentation|resource links?|resource references?|embedded resources?)\b/i;

function check({surface}: LintContext): Finding[] {
  const out: Finding[] = [];
  const titled = (item: {title?: unknown; annotations?: unknown}) =>
    (typeof item.title === 'string' && item.title.trim() !== '') || typeof (item.annotations as {title?: unknown} | undefined)?.title === 'string';
  const prefix = namePrefix(surface.tools.map((t) => t.name));
  for (const tool of surface.tools) {
    if (!titled(tool)) out.push({rule: 'title-missing', kind: 'tool', name: tool.name, message: 'no title'});
    if (tool.outputSchema) continue;
    const description = tool.description ?? '';
    const words = tokens(tool.name);
    const verb = words[0] === prefix && words.length > 1 ? words[1] : words[0];
    const named = READ_VERBS.has(verb);
    if ((named || SAYS_JSON.test(description)) && !SAYS_UNSTRUCTURED.test(description)) {
      out.push({rule: 'output-schema-missing', kind: 'tool', name: tool.name, message: named ? `no outputSchema, and its name says it fetches data ("${verb}")` : 'no outputSchema, and its description says it returns JSON'});
    }
  }
  for (const prompt of surface.prompts) if (!titled(prompt)) out.push({rule: 'title-missing', kind: 'prompt', name: prompt.name, message: 'no title'});
  for (const template of surface.resourceTemplates) if (!titled(template)) out.push({rule: 'title-missing', kind: 'template', name: template.name, message: 'no title'});
  return out;
}

export const output: RuleFamily = {rules: RULES, check};
