/**
 * The Try it panel in Chromium: it loads only when opened; every field of
 * every tool is filled through the form and the request, the URL and the
 * command are checked against the schema and the arguments typed; one error
 * of each keyword the schemas use shows at its field in the server's words;
 * recorded answers; keyboard, axe in both colour modes, 390 px. Screenshots
 * of the panel with an error go to test-results/try-it/.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import Ajv2020, {type ErrorObject} from 'ajv/dist/2020';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, axeViolations, settleColourTransitions} from './fixtures';
import {getTool, tools, type JSONSchema} from '@site/src/data/mcp';
import {toolDocsOf} from '@site/src/lib/data/dataTables';
import {decodeArgs, encodeArgs, fieldsOf, type Field} from '@site/src/lib/tryIt/form';
import {inspectorCommand} from '@site/src/lib/tryIt/snippets';
import {toolExamples} from '@site/src/plugins/try-it/generate';
import {fixtureArgv} from '../support/fixture-server';

const ajv = new Ajv2020({allErrors: true, strict: true});
const compile = (schema: JSONSchema) => ajv.compile(schema);
const pagePath = (tool: string) => `/api/tools/${toolDocsOf(tool).slug}`;
const examples = toolExamples(path.resolve(__dirname, '../../docs'));

async function openPanel(page: Page, tool: string, args?: object): Promise<Locator> {
  await gotoHydrated(page, pagePath(tool) + (args ? `?try=${encodeArgs(args as never)}` : ''));
  const shell = page.locator(`details[data-try-it="${tool}"]`);
  if (!args) await shell.locator('summary').click();
  await expect(shell.locator('form')).toBeVisible();
  return shell;
}

const fieldBox = (panel: Locator, name: string) => panel.locator(`[data-field="${name}"]`);

/** The reader's words the panel owes for a validator error of each keyword this file provokes, written out here rather than read from the panel's code. */
function readerWords(error: ErrorObject): string {
  const p = error.params as {limit?: number; type?: string; allowedValues?: string[]; pattern?: string};
  const words: Record<string, string> = {
    required: 'Required.',
    minimum: `At least ${p.limit}.`,
    maximum: `At most ${p.limit}.`,
    minLength: p.limit === 1 ? 'Cannot be empty.' : `At least ${p.limit} characters.`,
    maxLength: `At most ${p.limit} characters.`,
    type: `Must be ${{integer: 'a whole number', string: 'text'}[p.type!]}.`,
    pattern: `Not in the expected form (${p.pattern}).`,
    enum: `One of ${p.allowedValues?.join(', ')}.`,
    minItems: `At least ${p.limit} value${p.limit === 1 ? '' : 's'}.`,
    uniqueItems: 'Each value at most once.',
    additionalProperties: 'Not a parameter of this tool: remove it.',
  };
  expect(words[error.keyword], `wording for ${error.keyword}`).toBeDefined();
  return words[error.keyword]!;
}

/** Lines written to the fixture CompanyLens server over stdio (tests/support/reference-server.ts); its answers, once it has answered every request. */
function overStdio(lines: string[]): Promise<{id?: number; result?: unknown; error?: unknown}[]> {
  const root = path.resolve(__dirname, '../..');
  const server = spawn(fixtureArgv(root)[0], fixtureArgv(root).slice(1), {stdio: ['pipe', 'pipe', 'inherit']});
  const requests = lines.filter((l) => 'id' in JSON.parse(l)).length;
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => (server.kill(), reject(new Error(`no answer over stdio: ${out}`))), 20_000);
    server.stdout.on('data', (d: Buffer) => {
      out += d;
      const answers = out.split('\n').filter(Boolean).map((l) => JSON.parse(l));
      if (answers.length >= requests) {
        clearTimeout(timer);
        server.kill();
        resolve(answers);
      }
    });
    server.stdin.write(lines.map((l) => `${l}\n`).join(''));
  });
}
const requestOf = async (panel: Locator) => JSON.parse((await panel.getByLabel('the tools/call request', {exact: true}).textContent())!);

/** A valid value of every kind of field, different from its default. */
function valueFor(field: Field): unknown {
  switch (field.kind) {
    case 'string':
      return field.companyNumber ? 'sc 12345' : 'Harbour Lane "Roasters" & Co';
    case 'integer':
      return (field.schema.minimum ?? 0) + 3;
    case 'boolean':
      return !(field.schema.default ?? false);
    case 'enum':
      return field.schema.enum!.find((v) => v !== field.schema.default);
    default:
      return [field.schema.items!.enum![2], field.schema.items!.enum![0]];
  }
}

async function fill(panel: Locator, field: Field, value: unknown) {
  const box = fieldBox(panel, field.name);
  if (field.kind === 'string' || field.kind === 'integer') await box.getByRole('textbox').fill(String(value));
  else if (field.kind === 'boolean') await box.getByRole('checkbox').setChecked(value === true);
  else if (field.kind === 'enum') await box.getByRole('combobox').selectOption({label: String(value)});
  else for (const v of value as string[]) await box.getByRole('checkbox', {name: v, exact: true}).check();
}

test('the panel’s code loads only when the reader opens it', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  await gotoHydrated(page, pagePath('search_companies'));
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('try-it'))).toEqual([]);
  const summary = page.locator('details[data-try-it] summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', {name: 'search_companies arguments'})).toBeVisible();
  expect(scripts.filter((s) => /\/try-it\.[0-9a-f]+\.js$/.test(s))).toHaveLength(1);
  // one tab stop a field, and one styled switch for editing every argument as JSON (not a button beside each field)
  const form = page.getByRole('form', {name: 'search_companies arguments'});
  await expect(form.getByRole('button')).toHaveCount(1);
  await expect(form.getByRole('button', {name: 'Edit the arguments as JSON'})).toHaveClass(/\bbutton\b/);
  await expect(form.locator('input, select, textarea')).toHaveCount(fieldsOf(getTool('search_companies').inputSchema).length);
});

for (const tool of tools) {
  test(`${tool.name}: every field filled through the form gives a valid request, URL and command`, async ({page}) => {
    const panel = await openPanel(page, tool.name);
    const fields = fieldsOf(tool.inputSchema);
    const expected: Record<string, unknown> = {};
    for (const field of fields) {
      expected[field.name] = valueFor(field);
      await fill(panel, field, expected[field.name]);
    }
    // arrays keep the schema's order of values, whatever the order of the ticks
    for (const field of fields.filter((f) => f.kind === 'enumArray')) {
      const order = field.schema.items!.enum!;
      (expected[field.name] as string[]).sort((a, b) => order.indexOf(a) - order.indexOf(b));
    }
    const request = await requestOf(panel);
    expect(request).toEqual({jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name: tool.name, arguments: expected}});
    const validate = compile(getTool(tool.name).inputSchema);
    expect(validate(request.params.arguments), JSON.stringify(validate.errors)).toBe(true);
    await expect(panel.getByRole('status').filter({hasText: 'match the tool’s schema'})).toBeVisible();
    for (const field of fields.filter((f) => f.companyNumber)) {
      await expect(fieldBox(panel, field.name)).toContainText('The server reads this as SC012345.');
    }
    await expect(panel.getByLabel('the MCP Inspector command', {exact: true})).toHaveText(inspectorCommand(tool.name, expected));
    const sdk = panel.getByLabel('the TypeScript SDK call', {exact: true});
    await expect(sdk).toContainText(`name: "${tool.name}"`);
    // the call is in the address, and a reload brings it back
    const url = new URL(page.url());
    expect(decodeArgs(url.searchParams.get('try')!)).toEqual({args: expected});
    await page.reload();
    await expect(page.locator(`details[data-try-it="${tool.name}"] form`)).toBeVisible();
    expect(await requestOf(page.locator(`details[data-try-it="${tool.name}"]`))).toEqual(request);
  });
}

test('each keyword the schemas use shows its error at the field in a reader\'s words, once there and once in the summary', async ({page}) => {
  const seen = new Set<string>();
  /** Enters a value through `enter`, then checks the field's message against the schema's own errors. */
  async function expectError(tool: string, args: Record<string, unknown>, field: string, enter: (panel: Locator) => Promise<void>) {
    const panel = await openPanel(page, tool, args);
    await enter(panel);
    const request = await requestOf(panel);
    const validate = compile(getTool(tool).inputSchema);
    expect(validate(request.params.arguments)).toBe(false);
    const errors = validate.errors!.filter((e) => e.instancePath.split('/')[1] === field || e.params.missingProperty === field || e.params.additionalProperty === field);
    errors.forEach((e) => seen.add(e.keyword));
    const message = [...new Set(errors.map(readerWords))].join(' ');
    expect(message).not.toMatch(/data\/|must /); // not the validator's words
    const box = fieldBox(panel, field);
    await expect(box.locator('p[id$="-error"]')).toHaveText(message);
    // the control is marked invalid and described by the message, and the summary says it once more
    const control = box.locator('[aria-invalid="true"]').first();
    await expect(control).toBeAttached();
    const described = (await control.getAttribute('aria-describedby'))!.split(' ');
    expect(described).toContain(await box.locator('p[id$="-error"]').getAttribute('id'));
    await expect(panel.getByRole('status').filter({hasText: 'attention'})).toContainText(`${field}: ${message}`);
    // twice on screen in all: at the field and in the summary (the server's own words stay folded away)
    const visible = await panel.evaluate((el, m) => (el as HTMLElement).innerText.split(m).length - 1, message);
    expect(visible, message).toBe(2);
  }
  const asJson = (field: string, text: string) => async (panel: Locator) => {
    await panel.getByRole('button', {name: 'Edit the arguments as JSON'}).click();
    await fieldBox(panel, field).getByRole('textbox').fill(text);
  };
  const typed = (field: string, text: string) => (panel: Locator) => fieldBox(panel, field).getByRole('textbox').fill(text);

  await expectError('search_companies', {items_per_page: 5}, 'query', (panel) => panel.getByRole('button', {name: 'Copy the tools/call request'}).click()); // required, once asked
  await expectError('search_companies', {}, 'query', asJson('query', '""')); // minLength
  await expectError('search_companies', {}, 'query', typed('query', 'x'.repeat(161))); // maxLength
  await expectError('search_companies', {query: 'a'}, 'items_per_page', typed('items_per_page', '0')); // minimum
  await expectError('search_companies', {query: 'a'}, 'items_per_page', typed('items_per_page', '101')); // maximum
  await expectError('search_companies', {query: 'a'}, 'start_index', typed('start_index', 'ten')); // type
  await expectError('search_companies', {query: 'a', page: 2}, 'page', async () => {}); // additionalProperties
  await expectError('get_company_details', {}, 'company_number', typed('company_number', 'SC-612345')); // pattern
  await expectError('calculate_financial_ratios', {company_number: '1'}, 'period', asJson('period', '"latest"')); // enum
  await expectError('calculate_financial_ratios', {company_number: '1'}, 'ratios', asJson('ratios', '[]')); // minItems
  await expectError('calculate_financial_ratios', {company_number: '1'}, 'ratios', asJson('ratios', '["gearing", "gearing"]')); // uniqueItems

  const validation = new Set<string>();
  const walk = (s: JSONSchema) =>
    Object.entries(s).forEach(([k, v]) => {
      if (['type', 'required', 'additionalProperties', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'enum', 'minItems', 'uniqueItems', 'maxItems'].includes(k)) validation.add(k);
      if (k === 'properties') Object.values(v as Record<string, JSONSchema>).forEach(walk);
      if (k === 'items') walk(v as JSONSchema);
    });
  tools.forEach((t) => walk(t.inputSchema));
  expect([...seen].sort()).toEqual([...validation].sort());
});

test('no error shows before the reader touches a field or asks for the call; then once, where it is', async ({page}) => {
  const panel = await openPanel(page, 'search_companies');
  const errors = panel.locator('p[id$="-error"]');
  const summary = panel.getByRole('status').filter({hasText: 'attention'});
  await expect(panel.getByLabel('the tools/call request', {exact: true})).toBeVisible();
  await expect(errors).toHaveCount(0);
  await expect(summary).toHaveCount(0);
  await expect(panel.getByRole('region', {name: 'Answer'})).toHaveText(/Fill in the arguments/);
  // typing a good value, then a bad one: the bad one is said at once, in a reader's words
  const perPage = fieldBox(panel, 'items_per_page').getByRole('textbox');
  await perPage.fill('50');
  await expect(errors).toHaveCount(0);
  await perPage.fill('500');
  await expect(fieldBox(panel, 'items_per_page').locator('p[id$="-error"]')).toHaveText('At most 100.');
  await expect(summary).toHaveText('1 argument needs attention: items_per_page: At most 100.');
  // the untouched required query is said only once the reader leaves it or asks for the call
  await fieldBox(panel, 'query').getByRole('textbox').focus();
  await expect(errors).toHaveCount(1);
  await fieldBox(panel, 'query').getByRole('textbox').blur();
  await expect(fieldBox(panel, 'query').locator('p[id$="-error"]')).toHaveText('Required.');
  await expect(summary).toHaveText('2 arguments need attention: query: Required. items_per_page: At most 100.');
  // the Answer says the server refuses, without a third copy of the messages
  const answer = panel.getByRole('region', {name: 'Answer'});
  await expect(answer).toContainText('does not run the tool');
  await expect(answer).not.toContainText('At most 100');
});

test('the Request block says one line and shows and copies one line, which a stdio server reads as one message', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const panel = await openPanel(page, 'search_companies', {query: 'Harbour Lane Roasters', items_per_page: 5});
  const block = panel.getByRole('region', {name: 'Request', exact: true});
  await expect(block).toContainText('on one line');
  const shown = (await block.getByLabel('the tools/call request', {exact: true}).textContent())!;
  await block.getByRole('button', {name: 'Copy the tools/call request'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  expect(copied).not.toContain('\n');
  expect(JSON.parse(copied)).toEqual({jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name: 'search_companies', arguments: {query: 'Harbour Lane Roasters', items_per_page: 5}}});
  // pasted after the handshake into a server over stdio (the fixture CompanyLens, built with the SDK), it is answered as one message
  const answers = await overStdio([
    JSON.stringify({jsonrpc: '2.0', id: 0, method: 'initialize', params: {protocolVersion: '2025-11-25', capabilities: {}, clientInfo: {name: 'try-it-test', version: '1'}}}),
    JSON.stringify({jsonrpc: '2.0', method: 'notifications/initialized'}),
    copied,
  ]);
  expect(answers.map((a) => a.id)).toEqual([0, 1]);
  // a tool result (recorded, or the fixture's "no recorded answer"), not a JSON-RPC error about the message
  expect(answers[1].error).toBeUndefined();
  expect((answers[1].result as {content: {type: string}[]}).content[0].type).toBe('text');
  // on a phone the line wraps on screen and nothing is hidden
  await page.setViewportSize({width: 390, height: 844});
  const pre = block.getByLabel('the tools/call request', {exact: true});
  expect(await pre.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // a call the server would refuse is not copied as if it would run: each copy says why, and the clipboard keeps the last good call
  await fieldBox(panel, 'items_per_page').getByRole('textbox').fill('500');
  await fieldBox(panel, 'start_index').getByRole('textbox').fill('-3.5');
  for (const what of ['the tools/call request', 'the Companies House requests', 'the MCP Inspector command']) {
    const button = panel.getByRole('button', {name: `Copy ${what}`});
    await button.click();
    await expect(button.locator('xpath=following-sibling::*[@role="status"]')).toHaveText('Not copied: the server would refuse these arguments (the fields above say why)');
  }
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied);
  await expect(panel.getByRole('status').filter({hasText: 'attention'})).toContainText('items_per_page: At most 100.');
});

test('a company number the server cannot normalise shows its tool error; a good one its normal form', async ({page}) => {
  const panel = await openPanel(page, 'quick_financial_summary', {company_number: 'IP525R'});
  const message = '"IP525R" is not a company number: expected 8 letters or digits, such as 00445790, SC012345 or IP00525R.';
  await expect(fieldBox(panel, 'company_number').locator('p[id$="-error"]')).toHaveText(message);
  await expect(panel.getByRole('region', {name: 'Answer'})).toContainText('does not run the tool');
  await fieldBox(panel, 'company_number').getByRole('textbox').fill('ni 12345');
  await expect(fieldBox(panel, 'company_number')).toContainText('The server reads this as NI012345.');
  await expect(panel.getByRole('region', {name: 'Companies House requests'})).toContainText('GET /company/NI012345/filing-history?category=accounts');
});

test('arguments equal to an example show its recorded answer; others say there is none', async ({page}) => {
  const example = examples.get_company_details[1]; // sc 612345 with officers
  const panel = await openPanel(page, 'get_company_details', {company_number: 'SC612345', include_officers: true, include_resigned_officers: false});
  const answer = panel.getByRole('region', {name: 'Answer'});
  await expect(answer).toContainText('Recorded answer, illustrative');
  expect(JSON.parse((await answer.getByLabel('Recorded answer').textContent())!)).toEqual(example.response);
  await expect(panel.getByRole('region', {name: 'Companies House requests'})).toContainText('this call makes 2 requests');
  await fieldBox(panel, 'company_number').getByRole('textbox').fill('SC612346');
  await expect(answer).toContainText('There is no recorded answer for these arguments');
  await expect(answer).not.toContainText('Recorded answer, illustrative');
});

for (const width of [1280, 390]) {
  test(`the panel with an error at ${width} px, light and dark: axe, nothing sideways, screenshot`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    const panel = await openPanel(page, 'calculate_financial_ratios', {company_number: 'SC-612345', ratios: ['current_ratio', 'gearing'], period: 'prior'});
    await expect(fieldBox(panel, 'company_number').locator('p[id$="-error"]')).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: mode});
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await settleColourTransitions(page);
      expect(await axeViolations(page, {include: '[data-try-it]'}), mode).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, mode).toBeLessThanOrEqual(0);
      // each list's text stops short of its arrow: room for the arrow, and the text fits or ends with an ellipsis
      const lists = await panel.locator('select').evaluateAll((selects) =>
        selects.map((select) => {
          const style = getComputedStyle(select);
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.font = style.font;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const text = (select as HTMLSelectElement).selectedOptions[0]?.text ?? '';
          return {text, arrowRoom: parseFloat(style.paddingRight) >= 24, fits: ctx.measureText(text).width <= room || style.textOverflow === 'ellipsis'};
        }),
      );
      expect(lists.length).toBeGreaterThan(0);
      expect(lists.filter((l) => !l.arrowRoom || !l.fits), mode).toEqual([]);
      await fieldBox(panel, 'company_number').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -80));
      await page.screenshot({path: path.resolve(__dirname, `../../test-results/try-it/panel-${width}-${mode}.png`)});
    }
  });
}
