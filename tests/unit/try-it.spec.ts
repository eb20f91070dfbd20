/**
 * The Try it panel's model and output, without a browser
 * (tests/browser/try-it.spec.ts drives the form): every keyword the tools'
 * input schemas use has a control, errors are worded as the SDK's validator
 * words them, company numbers are normalised as the docs say, and the
 * commands it prints run for real: the Inspector's CLI (the pinned
 * devDependency) and the TypeScript SDK against the fixture server
 * (tests/support/reference-server.ts), which answers with the pages'
 * recorded answers. The last test reads the built twins (build first).
 */
import {test, expect} from '@playwright/test';
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {AjvJsonSchemaValidator} from '@modelcontextprotocol/sdk/validation/ajv';
import {tools, type JSONSchema} from '@site/src/data/mcp';
import {MCP_SERVER} from '@site/src/constants';
import {normaliseCompanyNumber} from '@site/src/lib/tryIt/companyNumber';
import {toolDocsOf, upstreamRequest} from '@site/src/lib/data/dataTables';
import server from '@site/src/data/server.json';
import {FIELD_KEYWORDS, OBJECT_KEYWORDS, decodeArgs, encodeArgs, fieldKind, fieldsOf, invalidArguments, matchingExample, type SchemaError} from '@site/src/lib/tryIt/form';
import {INSPECTOR_PACKAGE, inspectorCommand, pythonLiteral, pythonSnippet, typescriptSnippet, upstreamCalls} from '@site/src/lib/tryIt/snippets';
import {toolExamples} from '@site/src/plugins/try-it/generate';
import {validatorsModule} from '@site/src/plugins/try-it/validators';
import {INSPECTOR, node22Missing} from '../support/node22';
import {tempDir} from '../support/temp-dir';
import {FIXTURE_ABSOLUTE, fixtureArgv} from '../support/fixture-server';

const root = path.resolve(__dirname, '../..');
const examples = toolExamples(path.join(root, 'docs'));
/** The server's text for arguments that break the schema (server.json). */
const INVALID = server.commonErrors.find((e) => e.when === 'The arguments do not match the input schema')!.message;
const upstreamOf = (tool: string) => toolDocsOf(tool).upstream.map(upstreamRequest);

/** The validators the panel runs, loaded from the module the build writes. */
function compiledValidators(): Record<string, ((a: unknown) => boolean) & {errors?: SchemaError[]}> {
  const module = {exports: {}};
  // the standalone code is CommonJS with one require, of Ajv's runtime
  new Function('module', 'exports', 'require', validatorsModule())(module, module.exports, require);
  return module.exports as never;
}

/** Every keyword used anywhere in a schema, by the JSON path of the object that holds it. */
function keywordsOf(schema: JSONSchema): string[] {
  const found = new Set<string>();
  const walk = (s: JSONSchema) => {
    for (const [k, v] of Object.entries(s)) {
      found.add(k);
      if (k === 'properties' || k === '$defs') Object.values(v as Record<string, JSONSchema>).forEach(walk);
      else if (k === 'items') walk(v as JSONSchema);
    }
  };
  walk(schema);
  return [...found].sort();
}

test('every keyword of the five input schemas is one the form handles, with a control for every parameter', () => {
  const used = [...new Set(tools.flatMap((t) => keywordsOf(t.inputSchema)))].sort();
  expect(used).toEqual([
    'additionalProperties',
    'default',
    'description',
    'enum',
    'items',
    'maxLength',
    'maximum',
    'minItems',
    'minLength',
    'minimum',
    'pattern',
    'properties',
    'required',
    'type',
    'uniqueItems',
  ]);
  const handled = new Set([...Object.values(FIELD_KEYWORDS).flat(), ...OBJECT_KEYWORDS]);
  for (const keyword of used) expect(handled.has(keyword), keyword).toBe(true);
  for (const tool of tools) {
    for (const field of fieldsOf(tool.inputSchema)) {
      expect(field.kind, `${tool.name}.${field.name}`).not.toBe('json');
      expect(field.schema.description, `${tool.name}.${field.name} has a description for its label`).toBeTruthy();
    }
  }
});

test('a keyword the form does not know makes the field a JSON input, not a dropped one', () => {
  const schema: JSONSchema = {
    type: 'object',
    properties: {
      step: {type: 'integer', minimum: 0, multipleOf: 5} as JSONSchema,
      day: {type: 'string', format: 'date'},
      either: {anyOf: [{type: 'string'}, {type: 'null'}]},
      plain: {type: 'string', minLength: 1},
    },
  };
  expect(fieldsOf(schema).map((f) => [f.name, f.kind])).toEqual([
    ['step', 'json'],
    ['day', 'json'],
    ['either', 'json'],
    ['plain', 'string'],
  ]);
  expect(fieldKind({type: 'array', items: {type: 'string', enum: ['a'], pattern: 'a'}})).toBe('json');
});

test('errors are the server text, with the details the SDK validator writes', () => {
  const validators = compiledValidators();
  const sdk = new AjvJsonSchemaValidator();
  const bad: Record<string, unknown[]> = {
    search_companies: [{}, {query: ''}, {query: 'x'.repeat(161)}, {query: 'a', items_per_page: 0}, {query: 'a', items_per_page: 101}, {query: 'a', items_per_page: 2.5, start_index: -1}, {query: 'a', page: 2}],
    get_company_details: [{company_number: 'SC-612345'}, {company_number: 'x'.repeat(13), include_officers: 'yes'}],
    get_company_by_name: [{company_name: 7}],
    quick_financial_summary: [{company_number: '', include_prior_period: 1}],
    calculate_financial_ratios: [{company_number: '1', ratios: []}, {company_number: '1', ratios: ['gearing', 'gearing']}, {company_number: '1', period: 'latest', ratios: ['x']}],
  };
  const keywords = new Set<string>();
  for (const tool of tools) {
    const check = sdk.getValidator(tool.inputSchema);
    for (const args of bad[tool.name]) {
      const validate = validators[tool.name];
      expect(validate(args), JSON.stringify(args)).toBe(false);
      validate.errors!.forEach((e) => keywords.add(e.keyword));
      expect(invalidArguments(INVALID, tool.name, validate.errors!)).toBe(`Invalid arguments for ${tool.name}: ${check(args).errorMessage}`);
    }
  }
  // one of each keyword that can reject a value
  expect([...keywords].sort()).toEqual(['additionalProperties', 'enum', 'maxLength', 'maximum', 'minItems', 'minLength', 'minimum', 'pattern', 'required', 'type', 'uniqueItems']);
});

test('company numbers are normalised as the Company identifiers page says, with its messages', () => {
  const page = fs.readFileSync(path.join(root, 'docs/concepts/company-identifiers.mdx'), 'utf8');
  const table = page.slice(page.indexOf('### Examples'), page.indexOf('#### Edge cases'));
  const rows = table.split('\n').filter((l) => /^\| `/.test(l) || /^\| spaces only/.test(l) || /^\| `11223344` with spaces/.test(l));
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows) {
    const [input, output, why] = row.split('|').slice(1, 4).map((c) => c.trim());
    const value = input === 'spaces only' ? '   ' : input.startsWith('`11223344` with spaces') ? '  11223344  ' : input.replace(/`/g, '');
    const result = normaliseCompanyNumber(value);
    if (output === 'error') {
      expect(result.ok, row).toBe(false);
      if (!result.ok) expect(why, row).toContain(result.message);
    } else {
      expect(result, row).toEqual({ok: true, value: output.replace(/`/g, '')});
    }
  }
  expect(normaliseCompanyNumber(' abc ')).toEqual({ok: false, message: expect.stringMatching(/^"abc" is not a company number: /)});
});

test('arguments survive the URL, and a broken ?try= says so', () => {
  const args = {query: 'Café & Sons “quoted” 🍵', items_per_page: 5, active_only: true};
  const encoded = encodeArgs(args);
  expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(decodeArgs(encoded)).toEqual({args});
  expect(decodeArgs('not base64!')).toEqual({error: 'unreadable'});
  expect(decodeArgs(encodeArgs([1] as never))).toEqual({error: 'notObject'});
});

test('recorded answers match arguments as the server takes them: defaults and company numbers normalised', () => {
  const details = fieldsOf(tools.find((t) => t.name === 'get_company_details')!.inputSchema);
  const recorded = examples.get_company_details;
  expect(matchingExample(details, {company_number: '11223344', include_officers: false}, recorded)).toBe(recorded[0]);
  expect(matchingExample(details, {company_number: 'SC612345', include_officers: true}, recorded)).toBe(recorded[1]);
  expect(matchingExample(details, {company_number: '11223345'}, recorded)).toBeUndefined();
});

test('the Companies House requests carry the reader’s values and count what the call makes', () => {
  expect(upstreamCalls(upstreamOf('search_companies'), {query: 'a b&c', items_per_page: 5, start_index: 0}, {query: 'query'}).map((u) => u.request)).toEqual([
    'GET /search/companies?q=a%20b%26c&items_per_page=5&start_index=0',
  ]);
  const calls = upstreamCalls(upstreamOf('get_company_details'), {company_number: 'sc 1', include_officers: false}, {companyNumber: 'SC000001'});
  expect(calls.map((u) => [u.request, u.made])).toEqual([
    ['GET /company/SC000001', true],
    ['GET /company/SC000001/officers', false],
  ]);
});

/** Runs a command line in sh, the Inspector and the server replaced by the Inspector of tests/tools/node22 (on Node 22) and the fixture (no network). */
function runCommand(command: string, env: Record<string, string>): Promise<{status: number | null; stdout: string; stderr: string; written: unknown[]}> {
  const fixture = `${FIXTURE_ABSOLUTE} --require-key fixture-key-123`;
  const serverCommand = [MCP_SERVER.command, ...MCP_SERVER.args].join(' ');
  expect(command.startsWith(`npx ${INSPECTOR_PACKAGE} --cli ${serverCommand} --`)).toBe(true);
  expect(node22Missing(INSPECTOR.args[0])).toBeNull();
  const local = command.replace(`npx ${INSPECTOR_PACKAGE} --cli ${serverCommand}`, `${INSPECTOR.line} --cli ${fixture}`);
  // a home of its own: the Inspector keeps its settings there (it wrote none in these runs, the key included)
  const home = tempDir('inspector-home-');
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', local], {cwd: root, env: {...process.env, HOME: home, ...env}});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      const written = fs.readdirSync(home, {recursive: true});
      fs.rmSync(home, {recursive: true, force: true});
      resolve({status, stdout, stderr, written});
    });
  });
}

test('the Inspector command runs each tool’s example against the fixture server and gets its recorded answer', async () => {
  test.setTimeout(90_000);
  const cases = tools.map((t) => examples[t.name].find((e) => Object.keys(e.arguments).length > 1) ?? examples[t.name][0]);
  const runs = await Promise.all(cases.map((e, i) => runCommand(inspectorCommand(tools[i].name, e.arguments), {COMPANIES_HOUSE_API_KEY: 'fixture-key-123'})));
  runs.forEach((run, i) => {
    const expected = (cases[i].response as {result: Record<string, unknown>}).result;
    expect(run.status, `${tools[i].name}: ${run.stderr}`).toBe(expected.isError ? 5 : 0);
    expect(JSON.parse(run.stdout), tools[i].name).toEqual(expected);
    expect(run.written, 'files the Inspector left in its home').toEqual([]);
  });
});

test('values the shell or the Inspector would change arrive as typed, and the key comes from the environment', async () => {
  test.setTimeout(90_000);
  const args = {query: `O'Brien & "Sons" $HOME \\ 5`, items_per_page: 7, active_only: false};
  const tricky = [{company_number: '00445790'}, {company_number: '22334455'}, {company_number: 'true'}, {company_number: ''}, {company_number: ' 5'}];
  const [search, ...numbers] = await Promise.all([
    runCommand(inspectorCommand('search_companies', args), {COMPANIES_HOUSE_API_KEY: 'fixture-key-123'}),
    ...tricky.map((a) => runCommand(inspectorCommand('get_company_details', a), {COMPANIES_HOUSE_API_KEY: 'fixture-key-123'})),
  ]);
  // the fixture has no recorded answer for these, and quotes the arguments it received
  const received = (run: {stdout: string}) => JSON.parse(/ for \S+ (\{.*\})$/.exec(JSON.parse(run.stdout).content[0].text)![1]);
  expect(received(search)).toEqual(args);
  numbers.forEach((run, i) => expect(received(run)).toEqual(tricky[i]));
  const [keyless, keyed] = await Promise.all([
    runCommand(inspectorCommand('get_company_details', {company_number: '11223344'}), {COMPANIES_HOUSE_API_KEY: 'wrong'}),
    // the key a reader gave the page, written into the command, is the one the server gets (the shell's is not read)
    runCommand(inspectorCommand('get_company_details', {company_number: '11223344'}, 'fixture-key-123'), {COMPANIES_HOUSE_API_KEY: 'wrong'}),
  ]);
  expect(keyless.status).toBe(5);
  expect(JSON.parse(keyless.stdout).content[0].text).toMatch(/^Companies House rejected the API key/);
  expect(keyed.status, keyed.stderr).toBe(0);
  expect(JSON.parse(keyed.stdout).content[0].text).not.toMatch(/rejected the API key/);
});

test('the TypeScript SDK call runs; the Python one parses and carries the arguments', async () => {
  const args = {company_number: '11223344', ratios: ['operating_margin', 'roce']};
  const dir = path.join(root, 'node_modules/.cache/try-it-test');
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `call-${process.pid}.mjs`);
  const [fixtureNode, ...fixtureRest] = fixtureArgv(root);
  const fixtureArgs = JSON.stringify([...fixtureRest, '--require-key', 'fixture-key-123']);
  const snippet = typescriptSnippet('calculate_financial_ratios', args);
  const serverArgs = `args: [${MCP_SERVER.args.map((a) => JSON.stringify(a)).join(', ')}]`;
  expect(snippet).toContain(serverArgs);
  fs.writeFileSync(file, snippet.replace(`command: "npx"`, `command: ${JSON.stringify(fixtureNode)}`).replace(serverArgs, `args: ${fixtureArgs}`));
  try {
    const run = spawnSync('node', [file], {encoding: 'utf8', timeout: 30_000, env: {...process.env, COMPANIES_HOUSE_API_KEY: 'fixture-key-123'}});
    expect(run.status, run.stderr).toBe(0);
    const recorded = examples.calculate_financial_ratios.find((e) => JSON.stringify(e.arguments) === JSON.stringify(args))!;
    expect(JSON.parse(run.stdout)).toEqual((recorded.response as {result: unknown}).result);
  } finally {
    fs.rmSync(file, {force: true});
  }
  const python = pythonSnippet('calculate_financial_ratios', {...args, deep: {a: [true, null, 1.5]}});
  const literal = /call_tool\(\n\s+"calculate_financial_ratios",\n\s+(\{[\s\S]*?\n\s{16}\}),\n/.exec(python)![1];
  expect(literal).toBe(pythonLiteral({...args, deep: {a: [true, null, 1.5]}}, ' '.repeat(16)));
  const check = spawnSync('python3', ['-c', 'import ast, json, sys; src = sys.stdin.read(); ast.parse(src); print(json.dumps(ast.literal_eval(sys.argv[1])))', literal], {
    input: python,
    encoding: 'utf8',
  });
  expect(check.status, check.stderr).toBe(0);
  expect(JSON.parse(check.stdout)).toEqual({...args, deep: {a: [true, null, 1.5]}});
});

test('each tool page’s Markdown twin carries an example call as a command, in place of the panel', () => {
  for (const tool of tools) {
    const twin = fs.readFileSync(path.join(root, 'build/api/tools', `${toolDocsOf(tool.name).slug}.md`), 'utf8');
    expect(twin, tool.name).toContain(`\`\`\`bash\n${inspectorCommand(tool.name, examples[tool.name][0].arguments)}\n\`\`\``);
    expect(twin).not.toContain('Loading the form');
  }
});
