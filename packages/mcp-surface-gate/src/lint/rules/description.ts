/**
 * Descriptions of tools, prompts and resource templates (and, for leaks, of
 * their parameters and arguments): present, long enough to say more than the
 * name, short enough for a client's list, and free of notes not meant for it.
 */
import {finding, type Finding, type FindingValues, type ItemKind, type LintContext, type Rule, type RuleFamily} from '../finding';
import {contentWords, isVerb, tokens, singular} from './words';
import {descriptionOf, propertiesOf} from './schemaWalk';

/** Claude Code cuts a tool description at 2 KB (code.claude.com/docs/en/mcp, "For MCP server authors"). */
const LONG = 2048;
/** A description must hold this many words the name (and most of the server's descriptions) do not. */
const BEYOND_NAME = 2;

const RULES: Rule[] = [
  {
    id: 'description-missing',
    why: 'an agent chooses a tool by its description; without one it guesses from the name',
    fix: 'write one or two sentences: what it does, what comes back, and when to use it',
    weight: 40,
  },
  {
    id: 'description-short',
    why: 'a description that only repeats the name gives an agent nothing to choose or call by',
    fix: 'say what it acts on, what it returns and when to call it, in words the name does not already hold',
    weight: 20,
  },
  {
    id: 'description-long',
    why: `clients cut long descriptions (Claude Code at ${LONG.toLocaleString('en-GB')} characters), so what follows never reaches the model`,
    fix: `keep it under ${LONG.toLocaleString('en-GB')} characters with the essentials first; move reference material to a resource or the docs`,
    weight: 10,
  },
  {
    id: 'description-leak',
    why: 'a TODO, a placeholder or an unfilled template is read by the model as an instruction or as fact',
    fix: 'remove notes meant for maintainers, placeholders and template leftovers',
    weight: 25,
  },
];

/**
 * Notes and placeholders: a TODO, FIXME or TBD followed by a colon, a bracket, a
 * dash or the end, lorem ipsum, an unfilled `{{name}}` or `${name}` (a name in
 * lower or camel case: `${HOME}` is a shell variable a tool may explain), a
 * `<description>` or `<insert …>` slot, "description here", and a description
 * that is only `undefined`, `null` or `[object Object]`. One quoted or in
 * backticks is a mention (a `"TODO"` to search for, a `{{name}}` a template tool
 * takes), not a leak.
 */
const LEAKS: RegExp[] = [
  /\b(TODO|FIXME|TBD)\b(?=\s*(?:[:(\-–—]|$))/g,
  /lorem ipsum/gi,
  /\{\{\s*[\w.-]+\s*\}\}/g,
  /\$\{[a-z][\w.]*\}/g,
  /<(description|insert [^>]{1,40}|your description[^>]{0,20})>/gi,
  /\b(description|describe (?:this|the) (?:tool|parameter|argument)) (?:goes )?here\b/gi,
  /^\s*(undefined|null|\[object Object\])\s*$/g,
];

/** The leak a text holds, as a short excerpt around it, or undefined. */
function leakIn(text: string | undefined): string | undefined {
  if (!text) return undefined;
  for (const pattern of LEAKS) {
    for (const m of text.matchAll(pattern)) {
      const [before, after] = [text[m.index - 1] ?? '', text[m.index + m[0].length] ?? ''];
      if (/["'`]/.test(before) && /["'`]/.test(after)) continue;
      return text.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20).replace(/\s+/g, ' ').trim();
    }
  }
  return undefined;
}

/** The words of a description (as written, once each) that neither the name nor most of the server's descriptions already hold. */
function wordsBeyondName(description: string, name: string, shared: Set<string>): string[] {
  const skip = new Set([...tokens(name).map(singular), ...shared]);
  const out: string[] = [];
  for (const word of tokens(description)) {
    const w = singular(word);
    if (contentWords(word).length && !skip.has(w)) {
      skip.add(w);
      out.push(word);
    }
  }
  return out;
}

interface Described {
  kind: ItemKind;
  name: string;
  description?: string;
  /** Every parameter (or argument) it takes is described: with a verb saying what it does, the call needs no more words. */
  paramsDescribed?: boolean;
}

function checkItem(item: Described, shared: Set<string>, out: Finding[]) {
  const at = <K extends 'description-missing' | 'description-short' | 'description-long' | 'description-leak'>(rule: K, values: FindingValues[K]) =>
    out.push(finding(rule, {kind: item.kind, name: item.name}, values));
  const text = typeof item.description === 'string' ? item.description : '';
  if (!text.trim()) {
    at('description-missing', {});
    return;
  }
  const beyond = wordsBeyondName(text, item.name, shared);
  // "Navigate to a URL" beside `browser_navigate(url: "The URL to navigate to")`: the name or the description
  // says what it does (a verb), the parameters what it takes
  const saidElsewhere = item.paramsDescribed && [...tokens(item.name), ...tokens(text)].some(isVerb);
  if (beyond.length < BEYOND_NAME && !saidElsewhere) {
    // words most of the server's descriptions share were set aside: name them, so the count can be checked
    const named = new Set(tokens(item.name).map(singular));
    const common = [...new Set(tokens(text).filter((w) => shared.has(singular(w)) && !named.has(singular(w)) && contentWords(w).length))].slice(0, 4);
    at('description-short', {description: text.trim(), beyondName: beyond, sharedWords: common});
  }
  if (text.length > LONG) at('description-long', {length: text.length, limit: LONG});
  const leak = leakIn(text);
  if (leak) at('description-leak', {leak});
}

function check({surface, sharedWords}: LintContext): Finding[] {
  const out: Finding[] = [];
  for (const tool of surface.tools) {
    const root = (tool.inputSchema ?? {}) as Record<string, unknown>;
    const paramsDescribed = propertiesOf(tool.inputSchema).every((p) => descriptionOf(p.schema, root));
    checkItem({kind: 'tool', name: tool.name, description: tool.description, paramsDescribed}, sharedWords, out);
    for (const {path, schema} of propertiesOf(tool.inputSchema)) {
      const leak = leakIn(typeof schema.description === 'string' ? schema.description : undefined);
      if (leak) out.push(finding('description-leak', {kind: 'tool', name: tool.name, path}, {leak}));
    }
  }
  for (const prompt of surface.prompts) {
    checkItem({kind: 'prompt', name: prompt.name, description: prompt.description, paramsDescribed: (prompt.arguments ?? []).every((a) => a.description?.trim())}, new Set(), out);
    for (const arg of prompt.arguments ?? []) {
      const leak = leakIn(arg.description);
      if (leak) out.push(finding('description-leak', {kind: 'prompt', name: prompt.name, path: arg.name}, {leak}));
    }
  }
  for (const template of surface.resourceTemplates) checkItem({kind: 'template', name: template.name, description: template.description}, new Set(), out);
  return out;
}

export const descriptions: RuleFamily = {rules: RULES, check};
