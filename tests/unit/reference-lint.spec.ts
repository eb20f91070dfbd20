/**
 * reference:lint's rules, each on the smallest surface that trips it and on one
 * that does not (packages/mcp-surface-gate/src/lint/README.md has the table), with the scores,
 * the ignore file, the report's three formats and the gate's docs-quality hook.
 * No server: surfaces are written here. tests/unit/reference-lint-cli.spec.ts
 * runs the command.
 */
import {test, expect} from '@playwright/test';
import type {Surface, SurfaceTool} from '@site/packages/mcp-surface-gate/src/surface/surface';
import {lintSurface, scoreSurface, RULES} from '@site/packages/mcp-surface-gate/src/lint/lint';
import {whereOf} from '@site/packages/mcp-surface-gate/src/lint/finding';
import {qualityChanges} from '@site/packages/mcp-surface-gate/src/docsQuality';

/** A tool no rule trips: the pattern every case below changes in one way. */
const GOOD: SurfaceTool = {
  name: 'get_filing',
  title: 'Get a filing',
  description: 'Fetch one filing from the register by its transaction id: its type, date and the documents it holds.',
  inputSchema: {
    type: 'object',
    properties: {transaction_id: {type: 'string', pattern: '^[A-Za-z0-9]+$', description: 'Transaction id of the filing.'}},
    required: ['transaction_id'],
  },
  outputSchema: {type: 'object', properties: {type: {type: 'string'}}},
  annotations: {readOnlyHint: true, openWorldHint: true},
};

const surface = (tools: Partial<SurfaceTool>[], rest: Partial<Surface> = {}): Surface => ({
  server: {serverInfo: {name: 'lint', version: '1.0.0'}, protocolVersion: '2025-11-25', capabilities: {tools: {}}},
  tools: tools.map((t) => ({...structuredClone(GOOD), ...t}) as SurfaceTool),
  prompts: [],
  resources: [],
  resourceTemplates: [],
  ...rest,
});
/** The findings of a surface as `where rule`. */
const found = (s: Surface) => lintSurface(s).map((f) => `${whereOf(f)} ${f.rule}`);
/** GOOD's input schema with one parameter. */
const withParam = (name: string, schema: Record<string, unknown>, required = false) => ({
  inputSchema: {type: 'object', properties: {[name]: schema}, ...(required ? {required: [name]} : {})} as SurfaceTool['inputSchema'],
});

test('the pattern trips no rule, and every rule has an id, a why and a fix', () => {
  expect(found(surface([{}]))).toEqual([]);
  for (const [id, rule] of RULES) {
    expect(rule.id).toBe(id);
    expect(rule.why.length, id).toBeGreaterThan(30);
    expect(rule.fix.length, id).toBeGreaterThan(20);
  }
});

test.describe('descriptions', () => {
  test('description-missing: none, or only spaces', () => {
    expect(found(surface([{description: undefined}]))).toEqual(['get_filing description-missing']);
    expect(found(surface([{description: '  '}]))).toEqual(['get_filing description-missing']);
  });
  // GOOD's one parameter left undescribed: the name and the description are all an agent has
  const bare = {inputSchema: {type: 'object', properties: {transaction_id: {type: 'string', pattern: '^[A-Za-z0-9]+$'}}}} as Partial<SurfaceTool>;
  test('description-short: what adds less than two words to the name; two words pass', () => {
    expect(found(surface([{...bare, description: 'Get a filing.'}]))).toEqual(['get_filing description-short', 'get_filing.transaction_id parameter-undescribed']);
    expect(lintSurface(surface([{...bare, description: 'Fetches the filing.'}]))[0].values).toEqual({description: 'Fetches the filing.', beyondName: ['fetches'], sharedWords: []});
    expect(found(surface([{...bare, description: 'Get a filing by transaction id.'}]))).toEqual(['get_filing.transaction_id parameter-undescribed']);
  });
  test('description-short: not where the name says what it does and every parameter says what it takes', () => {
    // playwright-mcp's browser_navigate, kubernetes' kubectl_scale: "Navigate to a URL", "Scale a Kubernetes deployment"
    const navigate = {name: 'browser_navigate', description: 'Navigate to a URL', ...withParam('url', {type: 'string', description: 'The URL to navigate to'}, true)};
    expect(found(surface([navigate]))).toEqual([]);
    expect(found(surface([{name: 'kubectl_scale', description: 'Scale a Kubernetes deployment', ...withParam('replicas', {type: 'integer', description: 'Number of replicas'}, true)}]))).toEqual([]);
    // a parameter with no description, or a name with no verb, still needs the words
    expect(found(surface([{...navigate, ...withParam('url', {type: 'string'}, true)}]))).toEqual(['browser_navigate description-short', 'browser_navigate.url parameter-undescribed']);
    expect(found(surface([{...navigate, name: 'simple_prompt', description: 'A simple prompt'}]))).toEqual(['simple_prompt description-short']);
  });
  test('description-short: words most of the server\'s descriptions share do not count', () => {
    const tools = ['get_filing', 'list_filings', 'get_officer', 'list_officers'].map((name) => ({...bare, name, description: `Acme API | ${name.replace('_', ' ')} Error Responses: 400`}));
    expect(found(surface(tools)).filter((f) => !f.endsWith('parameter-undescribed'))).toEqual(tools.map((t) => `${t.name} description-short`));
  });
  test('description-long: over 2,048 characters, where Claude Code cuts a description', () => {
    const at = (n: number) => `${GOOD.description} ${'More detail. '.repeat(200)}`.slice(0, n);
    expect(found(surface([{description: at(2049)}]))).toEqual(['get_filing description-long']);
    expect(found(surface([{description: at(2048)}]))).toEqual([]);
  });
  test('description-leak: a TODO, an unfilled template, a placeholder; a quoted TODO being searched for is no leak', () => {
    expect(found(surface([{description: `${GOOD.description} TODO: say what it returns.`}]))).toEqual(['get_filing description-leak']);
    expect(found(surface([{description: `${GOOD.description} Filed by {{company_name}}.`}]))).toEqual(['get_filing description-leak']);
    expect(found(surface([withParam('q', {type: 'string', description: 'FIXME'})]))).toEqual(['get_filing.q description-leak']);
    expect(found(surface([{description: `${GOOD.description} Finds "TODO items" and FIXME comments when asked.`}]))).toEqual([]);
    // a mention is no leak: a quoted "TODO" to search for, a template tool's `{{name}}`, a shell's ${HOME}
    expect(found(surface([{description: `${GOOD.description} Search for "TODO", fill \`{{name}}\` slots, expand \${HOME}.`}]))).toEqual([]);
  });
  test('prompts and resource templates are read by the same rules, and their arguments described', () => {
    const s = surface([{}], {
      prompts: [{name: 'review', title: 'Review', description: 'Review.', arguments: [{name: 'company', required: true}]}],
      resourceTemplates: [{name: 'filing', uriTemplate: 'x://filing/{id}', title: 'Filing'}],
    });
    expect(found(s)).toEqual(['review description-short', 'review.company parameter-undescribed', 'filing description-missing']);
  });
});

test.describe('parameters', () => {
  test('parameter-undescribed: no description of its own, and not one on every branch', () => {
    expect(found(surface([withParam('q', {type: 'string'})]))).toEqual(['get_filing.q parameter-undescribed']);
    expect(found(surface([withParam('q', {anyOf: [{type: 'string', description: 'A name.'}, {type: 'null'}]})]))).toEqual([]);
    expect(found(surface([withParam('q', {anyOf: [{type: 'string', description: 'A name.'}, {type: 'integer'}]})]))).toEqual(['get_filing.q parameter-undescribed']);
  });
  test('parameter-undescribed: a $ref is followed to the definition that holds the description', () => {
    const inputSchema = {type: 'object', properties: {when: {$ref: '#/$defs/period'}}, $defs: {period: {type: 'string', enum: ['current', 'prior'], description: 'Which period.'}}};
    expect(found(surface([{inputSchema} as Partial<SurfaceTool>]))).toEqual([]);
    const undescribed = {...inputSchema, $defs: {period: {type: 'string', enum: ['current', 'prior']}}};
    expect(found(surface([{inputSchema: undescribed} as Partial<SurfaceTool>]))).toEqual(['get_filing.when parameter-undescribed']);
  });
  test('parameter-undescribed: at most 32 points however many parameters lack one', () => {
    const properties = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((p) => [p, {type: 'string'}]));
    const s = surface([{inputSchema: {type: 'object', properties}}]);
    expect(found(s)).toHaveLength(6);
    expect(scoreSurface(s, lintSurface(s)).items[0].score).toBe(68);
  });
  test('enum-unexplained: coded values nothing explains, also inside items', () => {
    expect(found(surface([withParam('freshness', {type: 'string', enum: ['pd', 'pw', 'pm'], description: 'How recent.'})]))).toEqual(['get_filing.freshness enum-unexplained']);
    expect(found(surface([withParam('sort', {type: 'array', description: 'Order.', items: {type: 'string', enum: ['df', 'da']}})]))).toEqual(['get_filing.sort[] enum-unexplained']);
  });
  test('enum-unexplained: values named in a description, documented one by one, codes of a standard, or words, pass', () => {
    const cases = [
      withParam('freshness', {type: 'string', enum: ['pd', 'pw'], description: "How recent: 'pd' the last day, 'pw' the last week."}),
      withParam('freshness', {oneOf: [{const: 'pd', description: 'The last day.'}, {const: 'pw', description: 'The last week.'}], description: 'How recent.'}),
      withParam('freshness', {type: 'string', enum: ['pd', 'pw'], enumDescriptions: ['The last day.', 'The last week.'], description: 'How recent.'}),
      withParam('region', {type: 'string', enum: ['GB', 'FR', 'DE'], description: 'Where the company is.'}),
      withParam('market', {type: 'string', enum: ['GB', 'FR'], description: 'An ISO 3166 code.'}),
      withParam('period', {type: 'string', enum: ['current', 'prior', 'up_to_date'], description: 'Which period.'}),
      withParam('guide', {type: 'string', enum: ['python/django', 'python/flask', 'python/rq'], description: 'A framework.'}),
    ];
    for (const c of cases) expect(found(surface([c])), JSON.stringify(c)).toEqual([]);
  });
  test('enum-unexplained: a letter beside the word it starts (tavily-mcp 0.2.9: "d" beside "day") is explained by it', () => {
    const range = (values: string[]) => withParam('time_range', {type: 'string', enum: values, description: 'How far back.'});
    expect(found(surface([range(['day', 'week', 'month', 'year', 'd', 'w', 'm', 'y'])]))).toEqual([]);
    expect(found(surface([range(['day', 'week', 'd', 'w', 'q'])]))).toEqual(['get_filing.time_range enum-unexplained']);
  });
  test('parameter-form: a required identifier or date with no pattern, format, example or source', () => {
    expect(found(surface([withParam('channel_id', {type: 'string', description: 'The channel.'}, true)]))).toEqual(['get_filing.channel_id parameter-form']);
    expect(found(surface([withParam('sinceDate', {type: 'string', description: 'Start.'}, true)]))).toEqual(['get_filing.sinceDate parameter-form']);
    const fine = [
      withParam('channel_id', {type: 'string', pattern: '^C[A-Z0-9]+$', description: 'The channel.'}, true),
      withParam('channel_id', {type: 'string', description: 'The channel, e.g. C024BE91L.'}, true),
      withParam('channel_id', {type: 'string', description: 'The channel, as returned by list_channels.'}, true),
      withParam('channel_id', {type: 'string', description: 'The channel.'}),
      withParam('channel_id', {type: 'integer', description: 'The channel.'}, true),
      withParam('query', {type: 'string', description: 'Words to look for.'}, true),
    ];
    for (const c of fine) expect(found(surface([c])), JSON.stringify(c)).toEqual([]);
    // a description naming the tool that gives the value says where it comes from (shopify-dev-mcp's conversationId)
    const learn = {name: 'learn_api', description: 'Start a conversation about an API and return its id with a summary.'};
    const asks = {name: 'ask_api', description: 'Ask a question inside a conversation started before, with its id.', ...withParam('conversationId', {type: 'string', description: 'The id from learn_api.'}, true)};
    expect(found(surface([learn, asks]))).toEqual([]);
    expect(found(surface([learn, {...asks, ...withParam('conversationId', {type: 'string', description: 'The conversation.'}, true)}]))).toEqual(['ask_api.conversationId parameter-form']);
  });
});

test.describe('annotations', () => {
  test('annotations-missing: no hint at all (a title alone is none)', () => {
    expect(found(surface([{annotations: undefined}]))).toEqual(['get_filing annotations-missing']);
    expect(found(surface([{annotations: {title: 'Get a filing'}}]))).toEqual(['get_filing annotations-missing']);
  });
  test('annotations-incomplete: readOnlyHint left out, or destructiveHint on a tool that writes', () => {
    expect(found(surface([{annotations: {openWorldHint: true}}]))).toEqual(['get_filing annotations-incomplete']);
    expect(found(surface([{name: 'file_confirmation', annotations: {readOnlyHint: false, idempotentHint: true}}]))).toEqual(['file_confirmation annotations-incomplete']);
    // destructiveHint true says the tool is no reader; idempotentHint and openWorldHint left out are not asked for
    expect(found(surface([{name: 'file_confirmation', annotations: {destructiveHint: true}}]))).toEqual([]);
    expect(found(surface([{annotations: {readOnlyHint: true}}]))).toEqual([]);
  });
  test('annotations-contradict: a writer marked read-only, a deleter marked not destructive, both hints at once', () => {
    expect(found(surface([{name: 'delete_filing', annotations: {readOnlyHint: true}, outputSchema: undefined}]))).toEqual(['delete_filing annotations-contradict']);
    expect(found(surface([{name: 'remove_officer', annotations: {readOnlyHint: false, destructiveHint: false}}]))).toEqual(['remove_officer annotations-contradict']);
    expect(found(surface([{annotations: {readOnlyHint: true, destructiveHint: true}}]))).toEqual(['get_filing annotations-contradict']);
    expect(found(surface([{name: 'delete_filing', annotations: {readOnlyHint: false, destructiveHint: true}}]))).toEqual([]);
    // a search sent as an HTTP POST reads
    expect(found(surface([{name: 'API-post-search', annotations: {readOnlyHint: true}}]))).toEqual([]);
  });
});

test.describe('titles and output schemas', () => {
  test('title-missing: neither a title nor an annotations title', () => {
    expect(found(surface([{title: undefined}]))).toEqual(['get_filing title-missing']);
    expect(found(surface([{title: undefined, annotations: {...GOOD.annotations, title: 'Get a filing'}}]))).toEqual([]);
  });
  test('output-schema-missing: a tool named for fetching, or one that says it returns JSON', () => {
    expect(found(surface([{outputSchema: undefined}]))).toEqual(['get_filing output-schema-missing']);
    const browser = (name: string, description: string) => ({name, description, outputSchema: undefined, annotations: {readOnlyHint: false, destructiveHint: false}});
    expect(found(surface([
      browser('browser_find', 'Find text in the page snapshot and return the matching nodes with their refs.'),
      browser('browser_click', 'Click the element a ref from the page snapshot names, as a user would.'),
      browser('browser_close', 'Close the current tab; the browser stays open for the next navigation.'),
    ]))).toEqual(['browser_find output-schema-missing']);
    expect(found(surface([{name: 'run_report', outputSchema: undefined, description: 'Run the report and return the totals as JSON, one key per account.'}]))).toEqual(['run_report output-schema-missing']);
  });
  test('output-schema-missing: not on a tool that acts, nor one that returns text, content or an image', () => {
    expect(found(surface([{name: 'stop_search', outputSchema: undefined, annotations: {readOnlyHint: false, destructiveHint: false}}]))).toEqual([]);
    expect(found(surface([{outputSchema: undefined, description: 'Fetch one filing as a PDF image of each page, by its transaction id.'}]))).toEqual([]);
    expect(found(surface([{name: 'get_docs', outputSchema: undefined, description: 'Fetch the documentation of a library, by its id.'}]))).toEqual([]);
  });
  test('output-schema-missing: not on a tool that returns whatever a script or request gives, an image its name says, or one value', () => {
    const tool = (name: string, description: string) => ({name, description, outputSchema: undefined});
    expect(found(surface([tool('evaluate_script', 'Evaluate JavaScript in the page and return the result as JSON, so values must be JSON-serializable.')]))).toEqual([]);
    expect(found(surface([tool('get_page', 'Perform an HTTP GET request to the address and return what the server answers.')]))).toEqual([]);
    expect(found(surface([tool('getTinyImage', 'Returns the MCP_TINY_IMAGE for clients to show.')]))).toEqual([]);
    expect(found(surface([tool('get_connection_string', 'Return the connection address of the database branch, with its role.')]))).toEqual([]);
    expect(found(surface([tool('get_connection_details', 'Return the connection address of the database branch, with its role.')]))).toEqual(['get_connection_details output-schema-missing']);
  });
  test('output-schema-missing: the verb is read from the name alone, however many siblings share it (sentry-mcp 0.10.0: 9 of 15 names start with find)', () => {
    const finds = ['organizations', 'teams', 'projects', 'issues', 'releases'].map((what) => ({name: `find_${what}`, description: `Find ${what} in the organization you can read, by name or slug.`, outputSchema: undefined}));
    const others = [{name: 'update_issue', description: 'Change the status or the assignee of one issue, by its id.', outputSchema: undefined, annotations: {readOnlyHint: false, destructiveHint: false}}];
    expect(found(surface([...finds, ...others]))).toEqual(finds.map((t) => `${t.name} output-schema-missing`));
    expect(found(surface(finds.slice(0, 1)))).toEqual(['find_organizations output-schema-missing']);
    // a first word that is no verb is a namespace, as before: browser_find reads "find"
    expect(found(surface([{name: 'browser_find', description: 'Find text in the page snapshot and return the matching nodes.', outputSchema: undefined}]))).toEqual(['browser_find output-schema-missing']);
  });
});

test.describe('names', () => {
  test('name-invalid: outside the specification\'s rule, empty, or listed twice', () => {
    expect(found(surface([{name: 'get filing'}]))).toEqual(['get filing name-invalid']);
    expect(lintSurface(surface([{name: 'get filing'}]))[0].values).toEqual({problem: 'characters', characters: [' ']});
    expect(found(surface([{}, {}]))).toEqual(['get_filing name-invalid', 'get_filing siblings-alike', 'get_filing siblings-alike']);
  });
  test('name-portable: a dot, or more than 64 characters', () => {
    expect(found(surface([{name: 'filing.get'}]))).toEqual(['filing.get name-portable']);
    expect(found(surface([{name: `get_${'x'.repeat(61)}`}]))).toEqual([`get_${'x'.repeat(61)} name-portable`]);
    expect(found(surface([{name: `get_${'x'.repeat(60)}`}]))).toEqual([]);
  });
  test('name-style: a name in another style than most; a tie names no house style', () => {
    const said = ['Fetch one filing by its transaction id.', 'Every filing of a company, newest first.', 'One officer of a company, with the dates served.', 'Answer at once, to show the server is up.'];
    const tools = (names: string[]) => names.map((name, i) => ({name, description: said[i]}));
    expect(found(surface(tools(['get_filing', 'list_filings', 'getOfficer', 'ping'])))).toEqual(['getOfficer name-style']);
    expect(found(surface(tools(['get_filing', 'list-filings'])))).toEqual([]);
  });
});

test.describe('siblings', () => {
  const pair = (a: Partial<SurfaceTool>, b: Partial<SurfaceTool>) => found(surface([{name: 'list_directory', ...a}, {name: 'list_directory_with_sizes', ...b}]));
  const listing = 'List every file and folder in a directory, with [FILE] and [DIR] marking each entry, to explore the tree.';
  test('siblings-alike: alike names whose descriptions share most words, neither naming the other', () => {
    expect(pair({description: listing}, {description: listing.replace('in a directory', 'in a directory, in more detail')})).toEqual([
      'list_directory siblings-alike',
      'list_directory_with_sizes siblings-alike',
    ]);
  });
  test('siblings-alike: not when one names the other, when one reads and the other writes, or when the names differ', () => {
    expect(pair({description: listing}, {description: `${listing} Use it instead of list_directory when sizes matter.`})).toEqual([]);
    const block = 'Notion block, by its id, with its type, content and children, as the API returns it.';
    const writes = {readOnlyHint: false, destructiveHint: false};
    expect(found(surface([{name: 'retrieve_block', description: `Retrieve a ${block}`}, {name: 'update_block', description: `Update a ${block}`, annotations: writes}]))).toEqual([]);
    expect(found(surface([{name: 'find_teams', description: `Find teams: ${listing}`}, {name: 'find_projects', description: `Find projects: ${listing}`}]))).toEqual([]);
  });
  test('siblings-alike: not when the description says the words one name adds to the other ("in an iframe")', () => {
    // @executeautomation/playwright-mcp-server's playwright_click and playwright_iframe_click
    const click = {name: 'playwright_click', description: 'Click an element on the page, by its CSS selector.'};
    const inFrame = {name: 'playwright_iframe_click', description: 'Click an element in an iframe on the page, by its CSS selector.'};
    expect(found(surface([click, inFrame]))).toEqual([]);
    expect(found(surface([click, {...inFrame, description: 'Click an element on the page, by its CSS selector too.'}]))).toEqual(['playwright_click siblings-alike', 'playwright_iframe_click siblings-alike']);
  });
  test('siblings-alike: descriptions of exactly the same words, whatever the names', () => {
    expect(found(surface([{name: 'search_companies', description: listing}, {name: 'search_officers', description: listing}]))).toEqual([
      'search_companies siblings-alike',
      'search_officers siblings-alike',
    ]);
  });
});

test.describe('scores', () => {
  test('an item loses each rule\'s points; the server is half its average item and half its worst', () => {
    const s = surface([{}, {name: 'list_filings', title: undefined, annotations: undefined, outputSchema: undefined, description: 'Every filing of a company, newest first, with type and date.'}]);
    const scores = scoreSurface(s, lintSurface(s));
    // title-missing 5, annotations-missing 15, output-schema-missing 8
    expect(scores.items.map((i) => [i.name, i.score])).toEqual([['get_filing', 100], ['list_filings', 72]]);
    expect([scores.average, scores.worst?.name, scores.score]).toEqual([86, 'list_filings', 79]);
  });
  test('nothing to score scores 100; no item goes below 0', () => {
    const empty = surface([]);
    expect(scoreSurface(empty, []).score).toBe(100);
    const properties = Object.fromEntries(Array.from({length: 9}, (_, i) => [`p${i}_id`, {type: 'string'}]));
    const worst = surface([{name: 'bad name', title: undefined, description: 'TODO', annotations: undefined, outputSchema: undefined, inputSchema: {type: 'object', properties}}]);
    expect(scoreSurface(worst, lintSurface(worst)).items[0].score).toBe(0);
  });
});

test.describe("the gate's docs-quality hook", () => {
  test('a tool whose findings grew is a docs-only change; one that improved, or stayed, is none', () => {
    const before = surface([{}, {name: 'list_filings', description: 'Every filing of a company, newest first, with type and date.'}]);
    const after = surface([{title: undefined}, {name: 'list_filings', description: 'Every filing of a company, newest first, with type and date.', title: 'List filings'}]);
    expect(qualityChanges(before, after)).toEqual([{
      id: 'lint-findings-grew', values: {findings: ['title-missing'], score: 95, scoreBefore: 100}, class: 'docs', kind: 'tool', name: 'get_filing', field: 'lint', text: 'lint: 1 new finding (score 100 → 95): title-missing',
      before: [], after: ['title-missing'],
    }]);
    expect(qualityChanges(after, before)).toEqual([]);
    expect(qualityChanges(before, before)).toEqual([]);
  });
  test('a new tool, prompt or template with findings is reported with its score', () => {
    const after = surface([{}, {name: 'list_filings', title: undefined, description: 'Every filing of a company, newest first, with type and date.'}]);
    const [found, ...rest] = qualityChanges(surface([{}]), after);
    expect(rest).toEqual([]);
    expect([found.id, found.values, found.kind, found.name]).toEqual(['lint-findings-on-new-item', {findings: ['title-missing'], score: 95}, 'tool', 'list_filings']);
  });
});
