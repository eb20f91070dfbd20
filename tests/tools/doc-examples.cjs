// Finds every ```json block in docs/ and checks it as code: it must parse, and
// MCP messages in it must match the server's own definitions (src/data/*.json):
//   tools/call request   -> params.arguments valid against the tool's inputSchema
//   tools/call response  -> result.structuredContent valid against outputSchema,
//                           and its text block is that same JSON
//   prompts/get request  -> arguments are strings, required ones present, no unknown
//   resources/read       -> uri matches one of the resource templates
// Responses are paired with the request of the same id on the same page.
const fs = require('node:fs');
const path = require('node:path');
const Ajv2020 = require('ajv/dist/2020.js').default;
const addFormats = require('ajv-formats').default;

const root = path.resolve(__dirname, '../..');
const readJson = (p) => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));

function loadDefinitions() {
  const defs = readJson('src/data/schema-defs.json').$defs;
  const tools = readJson('src/data/tools.json').tools;
  const prompts = readJson('src/data/prompts.json').prompts;
  const templates = readJson('src/data/resources.json').resourceTemplates;
  return {defs, tools, prompts, templates};
}

function makeValidator(defs) {
  const ajv = new Ajv2020({allErrors: true, strict: true});
  addFormats(ajv);
  return (schema) => ajv.compile({...schema, $defs: defs});
}

function listDocFiles(dir = path.join(root, 'docs')) {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return listDocFiles(p);
      return /\.mdx?$/.test(e.name) ? [p] : [];
    })
    .sort();
}

/** Fenced code blocks with their language, meta string and 1-based line. */
function codeBlocks(source) {
  const blocks = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})(\S*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body = [];
    let j = i + 1;
    while (j < lines.length && !lines[j].trim().startsWith(fence)) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
      j++;
    }
    blocks.push({lang, meta, line: i + 1, code: body.join('\n')});
    i = j;
  }
  return blocks;
}

/** The company-number pattern of the data, without its anchors, for URI templates. */
const companyNumberSource = readJson('src/data/schema-defs.json').$defs.companyDetails.properties.company_number.pattern.slice(1, -1);

/** Converts a URI template like companylens://company/{company_number}/x to a RegExp. */
function templateRegExp(uriTemplate) {
  const escaped = uriTemplate.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[^}]+\}/g, companyNumberSource)}$`);
}

const fmt = (errors) => errors.map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');

/**
 * Checks all json blocks of one file. Returns {problems, counts}; a problem is
 * a string naming file:line and what is wrong.
 */
function checkFile(file, definitions, compile) {
  const rel = path.relative(root, file);
  const problems = [];
  const counts = {json: 0, toolCalls: 0, toolResults: 0, promptGets: 0, resourceReads: 0};
  const requests = new Map();
  for (const block of codeBlocks(fs.readFileSync(file, 'utf8'))) {
    if (block.lang !== 'json') continue;
    counts.json++;
    const where = `${rel}:${block.line}`;
    let value;
    try {
      value = JSON.parse(block.code);
    } catch (e) {
      problems.push(`${where}: invalid JSON: ${e.message}`);
      continue;
    }
    const messages = Array.isArray(value) ? value : [value];
    for (const msg of messages) {
      if (!msg || typeof msg !== 'object' || msg.jsonrpc === undefined) continue;
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
          const args = msg.params.arguments ?? {};
          for (const a of prompt.arguments ?? []) {
            if (a.required && !(a.name in args)) problems.push(`${where}: prompt ${prompt.name} needs "${a.name}"`);
          }
          for (const [k, v] of Object.entries(args)) {
            if (!(prompt.arguments ?? []).some((a) => a.name === k)) problems.push(`${where}: prompt ${prompt.name} has no argument "${k}"`);
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
        const tool = definitions.tools.find((t) => t.name === req.params.name);
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
        const text = result.content.find((c) => c.type === 'text');
        let parsed;
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
  }
  return {problems, counts};
}

function checkAll() {
  const definitions = loadDefinitions();
  const compile = makeValidator(definitions.defs);
  const problems = [];
  const totals = {files: 0, json: 0, toolCalls: 0, toolResults: 0, promptGets: 0, resourceReads: 0};
  for (const file of listDocFiles()) {
    const r = checkFile(file, definitions, compile);
    problems.push(...r.problems);
    totals.files++;
    for (const k of Object.keys(r.counts)) totals[k] += r.counts[k];
  }
  return {problems, totals};
}

module.exports = {loadDefinitions, makeValidator, listDocFiles, codeBlocks, templateRegExp, checkFile, checkAll};
