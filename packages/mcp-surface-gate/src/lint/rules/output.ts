/**
 * What a client shows and what an agent gets back: a `title` (MCP 2025-06-18
 * on: a tool's own, or its annotations' title; prompts and templates have one
 * too), and an `outputSchema` on a tool that returns records: one whose name's
 * verb (words.ts, verbOf) fetches them (get, list, search, find, fetch, query,
 * lookup, retrieve, count), or whose description says it returns JSON, unless
 * what comes back has no shape to declare: text, content, documentation,
 * Markdown, HTML, an image, audio or a resource link (by the description or the
 * name), one value (a name ending in string, url, sum, value, token, text), or
 * whatever a script or an HTTP request returns.
 */
import {finding, type Finding, type LintContext, type Rule, type RuleFamily} from '../finding';
import {READ_VERBS, tokens, verbOf} from './words';

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
/** What comes back is no record: media, text or a document. */
const UNSTRUCTURED = /\b(image|screenshot|audio|markdown|html|plain text|raw text|contents?|documentation|resource links?|resource references?|embedded resources?)\b/i;
/** What comes back is whatever a script or an HTTP request gives: no schema can say its shape. */
const ANY_VALUE = /\b(JSON-serializable|any (JSON )?value|arbitrary (JSON )?values?|HTTP (GET|POST|PUT|PATCH|DELETE|request))\b/i;
/** The last word of a name that says one value comes back (`get_connection_string`, `get-sum`). */
const ONE_VALUE = new Set(['string', 'url', 'uri', 'sum', 'value', 'token', 'text']);

/** Whether a tool returns something an output schema would not describe (by its description, or the words of its name: `getTinyImage`). */
function shapeless(name: string, description: string): boolean {
  const words = tokens(name);
  return UNSTRUCTURED.test(`${description} ${words.join(' ')}`) || ANY_VALUE.test(description) || ONE_VALUE.has(words.at(-1) ?? '');
}

function check({surface}: LintContext): Finding[] {
  const out: Finding[] = [];
  const titled = (item: {title?: unknown; annotations?: unknown}) =>
    (typeof item.title === 'string' && item.title.trim() !== '') || typeof (item.annotations as {title?: unknown} | undefined)?.title === 'string';
  for (const tool of surface.tools) {
    if (!titled(tool)) out.push(finding('title-missing', {kind: 'tool', name: tool.name}, {}));
    if (tool.outputSchema) continue;
    const description = tool.description ?? '';
    const verb = verbOf(tool.name);
    const named = !!verb && READ_VERBS.has(verb);
    if ((named || SAYS_JSON.test(description)) && !shapeless(tool.name, description)) {
      out.push(finding('output-schema-missing', {kind: 'tool', name: tool.name}, named ? {reason: 'name-fetches', verb} : {reason: 'description-says-json'}));
    }
  }
  for (const prompt of surface.prompts) if (!titled(prompt)) out.push(finding('title-missing', {kind: 'prompt', name: prompt.name}, {}));
  for (const template of surface.resourceTemplates) if (!titled(template)) out.push(finding('title-missing', {kind: 'template', name: template.name}, {}));
  return out;
}

export const output: RuleFamily = {rules: RULES, check};
