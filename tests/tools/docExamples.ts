// Finds every ```json block in docs/ and checks it as code: it must parse, and
// MCP messages in it must match the server's own definitions (src/data/*.json):
//   tools/call request   -> params.arguments valid against the tool's inputSchema
//   tools/call response  -> result.structuredContent valid against outputSchema,
//                           and its text block is that same JSON
//   prompts/get request  -> arguments are strings, required ones present, no unknown
//   resources/read       -> uri matches one of the resource templates
// Responses are paired with the request of the same id on the same page.
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {codeBlocks, jsonRpcMessages, type Message} from '../../src/lib/docExamples';

export {codeBlocks};

const root = path.resolve(__dirname, '../..');
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

export function makeValidator(defs: Record<string, unknown>): Compile {
  const ajv = new Ajv2020({allErrors: true, strict: true});
  addFormats(ajv);
  return (schema) => ajv.compile({...schema, $defs: defs});
}

export function listDocFiles(dir = path.join(root, 'docs')): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return listDocFiles(p);
      return /\.mdx?$/.test(e.name) ? [p] : [];
    })
    .sort();
}

/** The company-number pattern of the data, without its anchors, for URI templates. */
const companyNumberSource = readJson('src/data/schema-defs.json').$defs.companyDetails.properties.company_number.pattern.slice(1, -1);

/** Converts a URI template like companylens://company/{company_number}/x to a RegExp. */
export function templateRegExp(uriTemplate: string): RegExp {
  const escaped = uriTemplate.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[^}]+\}/g, companyNumberSource)}$`);
}

const fmt = (errors: ErrorObject[] | null | undefined) => (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');

type Counts = {json: number; toolCalls: number; toolResults: number; promptGets: number; resourceReads: number};

/** Checks all json blocks of one file. A problem is a string naming file:line and what is wrong. */
export function checkFile(file: string, definitions: Definitions, compile: Compile): {problems: string[]; counts: Counts} {
  const rel = path.relative(root, file);
  const problems: string[] = [];
  const source = fs.readFileSync(file, 'utf8');
  const {messages, invalid} = jsonRpcMessages(source);
  const counts: Counts = {json: codeBlocks(source).filter((b) => b.lang === 'json').length, toolCalls: 0, toolResults: 0, promptGets: 0, resourceReads: 0};
  for (const {line, error} of invalid) problems.push(`${rel}:${line}: invalid JSON: ${error}`);
  const requests = new Map<unknown, Message>();
  for (const {line, message: msg} of messages) {
    const where = `${rel}:${line}`;
    if (msg.jsonrpc !== '2.0') problems.push(`${where}: jsonrpc must be "2.0"`);
    if (msg.method) {
      if (msg.id !== undefined) requests.set(msg.id, msg);
      if (msg.method === 'tools/call') {
        counts.toolCalls++;
        const tool = definitions.tools.find((t) => t.name === msg.params?.name);
        if (!tool) {
          problems.push(`${where}: tools/call names unknown tool "${msg.params?.name}"`);
          continue;
        }
        const validate = compile(tool.inputSchema);
        if (!validate(msg.params.arguments ?? {})) {
          problems.push(`${where}: arguments for ${tool.name} invalid: ${fmt(validate.errors)}`);
        }
      } else if (msg.method === 'prompts/get') {
        counts.promptGets++;
        const prompt = definitions.prompts.find((p) => p.name === msg.params?.name);
        if (!prompt) {
          problems.push(`${where}: prompts/get names unknown prompt "${msg.params?.name}"`);
          continue;
        }
        const args: Record<string, unknown> = msg.params.arguments ?? {};
        const declared: Message[] = prompt.arguments ?? [];
        for (const a of declared) {
          if (a.required && !(a.name in args)) problems.push(`${where}: prompt ${prompt.name} needs "${a.name}"`);
        }
        for (const [k, v] of Object.entries(args)) {
          if (!declared.some((a) => a.name === k)) problems.push(`${where}: prompt ${prompt.name} has no argument "${k}"`);
          if (typeof v !== 'string') problems.push(`${where}: prompt argument "${k}" must be a string`);
        }
      } else if (msg.method === 'resources/read') {
        counts.resourceReads++;
        const uri = msg.params?.uri ?? '';
        if (!definitions.templates.some((t) => templateRegExp(t.uriTemplate).test(uri))) {
          problems.push(`${where}: resources/read uri "${uri}" matches no resource template`);
        }
      }
    } else if ('result' in msg || 'error' in msg) {
      const req = requests.get(msg.id);
      if ('error' in msg) {
        if (!Number.isInteger(msg.error?.code) || typeof msg.error?.message !== 'string') {
          problems.push(`${where}: JSON-RPC error needs an integer code and a message`);
        }
        continue;
      }
      if (req?.method !== 'tools/call') continue;
      counts.toolResults++;
      const tool = definitions.tools.find((t) => t.name === req.params.name)!;
      const result = msg.result;
      if (!Array.isArray(result?.content)) {
        problems.push(`${where}: tools/call result needs a content array`);
        continue;
      }
      if (result.isError) {
        if (result.structuredContent !== undefined) problems.push(`${where}: an isError result should carry no structuredContent`);
        continue;
      }
      const validate = compile(tool.outputSchema);
      if (!validate(result.structuredContent)) {
        problems.push(`${where}: structuredContent for ${tool.name} invalid: ${fmt(validate.errors)}`);
      }
      const text = (result.content as Message[]).find((c) => c.type === 'text');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text?.text ?? '');
      } catch {
        problems.push(`${where}: the text block of a ${tool.name} result must hold the JSON of structuredContent`);
        continue;
      }
      if (JSON.stringify(parsed) !== JSON.stringify(result.structuredContent)) {
        problems.push(`${where}: text block and structuredContent of ${tool.name} differ`);
      }
    }
  }
  return {problems, counts};
}

export function checkAll() {
  const definitions = loadDefinitions();
  const compile = makeValidator(definitions.defs);
  const problems: string[] = [];
  const totals = {files: 0, json: 0, toolCalls: 0, toolResults: 0, promptGets: 0, resourceReads: 0};
  for (const file of listDocFiles()) {
    const r = checkFile(file, definitions, compile);
    problems.push(...r.problems);
    totals.files++;
    for (const k of Object.keys(r.counts) as (keyof Counts)[]) totals[k] += r.counts[k];
  }
  return {problems, totals};
}
