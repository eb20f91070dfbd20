/**
 * The text directives a writer names data with in src/skill/SKILL.md, each
 * looked up in the data (./vocabulary) and turned into the Markdown the skill
 * carries. A name the data does not have is a problem at its line, and the
 * label is kept as written so the rest of the file still renders.
 *
 *   :tool[get_company_details]                          `get_company_details`
 *   :arg[get_company_details.include_officers]           `include_officers`
 *   :arg[get_company_details.include_officers=true]      `include_officers: true` (the value checked against the schema)
 *   :field[get_company_details.officers.items[].name]    `officers.items[].name`
 *   :value[get_company_details.company_status=active]   `active` (in the enum, or named by the field's description)
 *   :enum[calculate_financial_ratios.period]            `current`, `prior`
 *   :default[get_company_by_name.active_only]           `true`
 *   :desc[get_company_details.officers.items[].date_of_birth]  the field's description
 *   :prompt[compare_companies]  :resource[company]  (the resource's URI template)
 *   :limit[rateLimit]  (the words for a limit in src/data/server.json)
 *   :requests[get_company_details+include_officers]     the most Companies House requests, as a number
 *   :site[llms]  :site[mcp]                              this site's llms.txt and docs MCP endpoint
 */
import type {PhrasingContent} from 'mdast';
import type {JSONSchema, Tool} from '../../data/mcp';
import {requestCount} from '../../remark/requestCounts';
import {argAccepts, enumOf, fieldNames, findTool, LIMITS, pathsOf, promptNames, resourceTemplates, schemaAt, toolNames, type Side} from './vocabulary';

export interface DirectiveContext {
  /** Absolute URLs of the site's own files, by :site[…] key. */
  site: Record<string, string>;
}

type Failure = {problem: string; fix: string};
type Result = PhrasingContent[] | Failure;
interface Parsed {
  tool: Tool;
  path: string;
  side: Side;
  value?: string;
  schema: JSONSchema;
}

const inline = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const text = (value: string): PhrasingContent => ({type: 'text', value});
const list = (values: readonly (string | number)[]): PhrasingContent[] => values.flatMap((v, i) => [...(i ? [text(', ')] : []), inline(String(v))]);
const oneOf = (names: string[]) => names.join(', ');

/** `tool.path` or `tool.path=value`, with the tool looked up and the path checked on one side of its schema. */
function parse(label: string, sides: Side[]): Parsed | Failure {
  const dot = label.indexOf('.');
  const eq = label.indexOf('=');
  const toolName = dot < 0 ? label : label.slice(0, dot);
  const path = dot < 0 ? '' : label.slice(dot + 1, eq < 0 ? undefined : eq);
  const value = eq < 0 ? undefined : label.slice(eq + 1);
  const tool = findTool(toolName);
  if (!tool) return {problem: `names a tool "${toolName}" that src/data/tools.json does not have`, fix: `use one of ${oneOf(toolNames())}`};
  const side = sides.find((s) => pathsOf(tool, s).includes(path));
  if (!side) {
    const known = sides.flatMap((s) => pathsOf(tool, s));
    const what = sides.length === 2 ? 'argument or result field' : sides[0] === 'input' ? 'argument' : 'result field';
    return {problem: `names the ${what} "${path}" of ${toolName}, which its schema in src/data does not have`, fix: `use one of ${oneOf(known)}`};
  }
  return {tool, path, side, value, schema: schemaAt(tool, side, path)!};
}

const jsonOr = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const HANDLERS: Record<string, (label: string, ctx: DirectiveContext) => Result> = {
  tool: (label) => (findTool(label) ? [inline(label)] : {problem: `names a tool "${label}" that src/data/tools.json does not have`, fix: `use one of ${oneOf(toolNames())}`}),
  arg: (label) => {
    const p = parse(label, ['input']);
    if ('problem' in p) return p;
    if (p.value === undefined) return [inline(p.path)];
    const value = jsonOr(p.value);
    if (!argAccepts(p.tool, p.path, value)) return {problem: `gives ${p.tool.name}'s argument ${p.path} the value ${JSON.stringify(value)}, which its schema rejects`, fix: `give a value the schema accepts (references/${p.tool.name}.md lists its rules)`};
    return [inline(`${p.path}: ${JSON.stringify(value)}`)];
  },
  field: (label) => {
    const p = parse(label, ['output']);
    return 'problem' in p ? p : [inline(p.path)];
  },
  value: (label) => {
    const p = parse(label, ['input', 'output']);
    if ('problem' in p) return p;
    if (p.value === undefined) return {problem: 'gives no value', fix: `write :value[${label}=the value]`};
    const ok = p.side === 'input' ? argAccepts(p.tool, p.path, p.schema.type === 'array' ? [jsonOr(p.value)] : jsonOr(p.value)) : fieldNames(p.schema, p.value);
    if (!ok) {
      const values = enumOf(p.schema);
      return {problem: `names "${p.value}", which is not a value of ${p.tool.name}'s ${p.path} in src/data`, fix: values ? `use one of ${oneOf(values.map(String))}` : 'name a value the field\'s description names, or change the data first'};
    }
    return [inline(p.value)];
  },
  enum: (label) => {
    const p = parse(label, ['input', 'output']);
    if ('problem' in p) return p;
    const values = enumOf(p.schema);
    return values ? list(values) : {problem: `names ${p.tool.name}'s ${p.path}, which has no list of values in src/data`, fix: 'name the values with :value[…], or name a field that has an enum'};
  },
  default: (label) => {
    const p = parse(label, ['input']);
    if ('problem' in p) return p;
    return p.schema.default === undefined ? {problem: `names ${p.tool.name}'s argument ${p.path}, which has no default in src/data/tools.json`, fix: 'say what happens when it is left out instead'} : [inline(JSON.stringify(p.schema.default))];
  },
  desc: (label) => {
    const p = parse(label, ['input', 'output']);
    if ('problem' in p) return p;
    return p.schema.description ? [text(p.schema.description)] : {problem: `names ${p.tool.name}'s ${p.path}, which has no description in src/data`, fix: 'describe it in your own words with its name'};
  },
  prompt: (label) => (promptNames().includes(label) ? [inline(label)] : {problem: `names a prompt "${label}" that src/data/prompts.json does not have`, fix: `use one of ${oneOf(promptNames())}`}),
  resource: (label) => {
    const r = resourceTemplates.find((t) => t.name === label);
    return r ? [inline(r.uriTemplate)] : {problem: `names a resource "${label}" that src/data/resources.json does not have`, fix: `use one of ${oneOf(resourceTemplates.map((t) => t.name))}`};
  },
  limit: (label) => (LIMITS[label] ? [text(LIMITS[label]())] : {problem: `names a limit "${label}" that src/data/server.json does not have`, fix: `use one of ${oneOf(Object.keys(LIMITS))}`}),
  requests: (label) => {
    const count = requestCount(label.replace(/\s+/g, ' '));
    return typeof count === 'number' ? [text(String(count))] : {problem: `cannot be counted: ${count}`, fix: 'name tools, and a parameter after +, as src/data/tool-docs.json does'};
  },
  site: (label, ctx) => {
    const url = ctx.site[label];
    return url ? [{type: 'link', url, children: [text(url)]}] : {problem: `names a site file "${label}" the skill does not know`, fix: `use one of ${oneOf(Object.keys(ctx.site))}`};
  },
};

const DIRECTIVES = Object.keys(HANDLERS);

/** The Markdown a directive stands for, or what is wrong with it. */
export function expandDirective(name: string, label: string, ctx: DirectiveContext): Result {
  const handler = HANDLERS[name];
  if (!handler) return {problem: 'is not a directive the skill knows', fix: `use one of ${DIRECTIVES.map((d) => `:${d}[…]`).join(', ')}, or write "\\:" for a colon before a letter`};
  return handler(label.trim(), ctx);
}
