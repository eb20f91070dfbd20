/**
 * Rule json-example: every ```json block of a page is checked as code. It must parse, and
 * the MCP messages in it must match the server's own definitions (src/data/*.json):
 *   tools/call request   -> params.arguments valid against the tool's inputSchema
 *   tools/call response  -> result.structuredContent valid against outputSchema,
 *                           and its text block is that same JSON
 *   prompts/get request  -> arguments are strings, required ones present, no unknown
 *   resources/read       -> uri matches one of the resource templates
 * Responses are paired with the request of the same id on the same page. Each problem is
 * at the line of the value it is about.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ErrorObject, ValidateFunction} from 'ajv/dist/2020';
import {createAjv} from '../../lib/data/ajv';
import {findNodeAtLocation, parse as parseJson, parseTree, type ParseError} from 'jsonc-parser';
import {codeBlocks, jsonRpcMessages, type CodeBlock, type Message, type PageMessage} from '../../lib/data/docExamples';

const root = path.resolve(__dirname, '../../..');
const readJson = (p: string) => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));

export interface Definitions {
  defs: Record<string, unknown>;
  tools: Message[];
  prompts: Message[];
  templates: Message[];
}
type Compile = (schema: object) => ValidateFunction;

export function loadDefinitions(): Definitions {
  return {
    defs: readJson('src/data/schema-defs.json').$defs,
    tools: readJson('src/data/tools.json').tools,
    prompts: readJson('src/data/prompts.json').prompts,
    templates: readJson('src/data/resources.json').resourceTemplates,
  };
}

/** A validator per schema, each compiled once (a tool's schema is met on many pages). */
export function makeValidator(defs: Record<string, unknown>): Compile {
  const ajv = createAjv();
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema) => compiled.get(schema) ?? compiled.set(schema, ajv.compile({...schema, $defs: defs})).get(schema)!;
}

/** The company-number pattern of the data, without its anchors, for URI templates. */
const companyNumberSource = readJson('src/data/schema-defs.json').$defs.companyDetails.properties.company_number.pattern.slice(1, -1);

/** Converts a URI template like companylens://company/{company_number}/x to a RegExp. */
export function templateRegExp(uriTemplate: string): RegExp {
  const escaped = uriTemplate.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[^}]+\}/g, companyNumberSource)}$`);
}

/** The page line of a character of a block's code. */
const lineAt = (block: CodeBlock, offset: number) => block.line + 1 + (block.code.slice(0, offset).match(/\n/g)?.length ?? 0);

/** The page line of a value inside a message (a path of keys), or of the nearest enclosing value that exists. */
function lineOf({block, index, line}: PageMessage, keys: (string | number)[]): number {
  const tree = parseTree(block.code);
  const full = index === undefined ? keys : [index, ...keys];
  for (let n = full.length; tree && n >= 0; n--) {
    const node = findNodeAtLocation(tree, full.slice(0, n));
    if (node) return lineAt(block, node.parent?.type === 'property' ? node.parent.offset : node.offset);
  }
  return line;
}

/** A JSON pointer (ajv's instancePath) as keys. */
const pointerKeys = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));

/** One problem per schema error, each at the line of the value it is about. */
function schemaProblems(entry: PageMessage, base: string[], what: string, errors: ErrorObject[] | null | undefined): ExampleProblem[] {
  return (errors ?? []).map((e) => {
    const keys = [...base, ...pointerKeys(e.instancePath)];
    const extra = (e.params as {additionalProperty?: string}).additionalProperty;
    return {line: lineOf(entry, extra ? [...keys, extra] : keys), message: `${what} invalid: ${e.instancePath || '(root)'} ${e.message}${extra ? ` ("${extra}")` : ''}`};
  });
}

export interface ExampleProblem {
  line: number;
  message: string;
}

type Counts = {json: number; toolCalls: number; toolResults: number; promptGets: number; resourceReads: number};

/** Checks all json blocks of one page's text. */
export function checkExamples(source: string, definitions: Definitions, compile: Compile): {problems: ExampleProblem[]; counts: Counts} {
  const problems: ExampleProblem[] = [];
  const {messages, invalid} = jsonRpcMessages(source);
  const counts: Counts = {json: codeBlocks(source).filter((b) => b.lang === 'json').length, toolCalls: 0, toolResults: 0, promptGets: 0, resourceReads: 0};
  for (const {block, error} of invalid) {
    const errors: ParseError[] = [];
    parseJson(block.code, errors, {disallowComments: true, allowTrailingComma: false});
    problems.push({line: errors.length ? lineAt(block, errors[0].offset) : block.line, message: `invalid JSON: ${error}`});
  }
  const requests = new Map<unknown, Message>();
  for (const entry of messages) {
    const msg = entry.message;
    const at = (...keys: (string | number)[]) => lineOf(entry, keys);
    if (msg.jsonrpc !== '2.0') problems.push({line: at('jsonrpc'), message: `jsonrpc must be "2.0"`});
    if (msg.method) {
      if (msg.id !== undefined) requests.set(msg.id, msg);
      if (msg.method === 'tools/call') {
        counts.toolCalls++;
        const tool = definitions.tools.find((t) => t.name === msg.params?.name);
        if (!tool) {
          problems.push({line: at('params', 'name'), message: `tools/call names unknown tool "${msg.params?.name}"`});
          continue;
        }
        const validate = compile(tool.inputSchema);
        if (!validate(msg.params.arguments ?? {})) {
          problems.push(...schemaProblems(entry, ['params', 'arguments'], `arguments for ${tool.name}`, validate.errors));
        }
      } else if (msg.method === 'prompts/get') {
        counts.promptGets++;
        const prompt = definitions.prompts.find((p) => p.name === msg.params?.name);
        if (!prompt) {
          problems.push({line: at('params', 'name'), message: `prompts/get names unknown prompt "${msg.params?.name}"`});
          continue;
        }
        const args: Record<string, unknown> = msg.params.arguments ?? {};
        const declared: Message[] = prompt.arguments ?? [];
        for (const a of declared) {
          if (a.required && !(a.name in args)) problems.push({line: at('params', 'arguments'), message: `prompt ${prompt.name} needs "${a.name}"`});
        }
        for (const [k, v] of Object.entries(args)) {
          if (!declared.some((a) => a.name === k)) problems.push({line: at('params', 'arguments', k), message: `prompt ${prompt.name} has no argument "${k}"`});
          if (typeof v !== 'string') problems.push({line: at('params', 'arguments', k), message: `prompt argument "${k}" must be a string`});
        }
      } else if (msg.method === 'resources/read') {
        counts.resourceReads++;
        const uri = msg.params?.uri ?? '';
        if (!definitions.templates.some((t) => templateRegExp(t.uriTemplate).test(uri))) {
          problems.push({line: at('params', 'uri'), message: `resources/read uri "${uri}" matches no resource template`});
        }
      }
    } else if ('result' in msg || 'error' in msg) {
      const req = requests.get(msg.id);
      if ('error' in msg) {
        if (!Number.isInteger(msg.error?.code) || typeof msg.error?.message !== 'string') {
          problems.push({line: at('error'), message: `JSON-RPC error needs an integer code and a message`});
        }
        continue;
      }
      if (req?.method !== 'tools/call') continue;
      counts.toolResults++;
      const tool = definitions.tools.find((t) => t.name === req.params.name);
      if (!tool) continue; // its request names an unknown tool, reported there
      const result = msg.result;
      if (!Array.isArray(result?.content)) {
        problems.push({line: at('result'), message: `tools/call result needs a content array`});
        continue;
      }
      if (result.isError) {
        if (result.structuredContent !== undefined) problems.push({line: at('result', 'structuredContent'), message: `an isError result should carry no structuredContent`});
        continue;
      }
      const validate = compile(tool.outputSchema);
      if (!validate(result.structuredContent)) {
        problems.push(...schemaProblems(entry, ['result', 'structuredContent'], `structuredContent for ${tool.name}`, validate.errors));
      }
      const text = (result.content as Message[]).find((c) => c.type === 'text');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text?.text ?? '');
      } catch {
        problems.push({line: at('result', 'content'), message: `the text block of a ${tool.name} result must hold the JSON of structuredContent`});
        continue;
      }
      if (JSON.stringify(parsed) !== JSON.stringify(result.structuredContent)) {
        problems.push({line: at('result', 'content'), message: `text block and structuredContent of ${tool.name} differ`});
      }
    }
  }
  return {problems, counts};
}
