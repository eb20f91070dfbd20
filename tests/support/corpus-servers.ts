/**
 * How each server of tests/corpus/ is run for the corpus tests
 * (tests/unit/reference-corpus.spec.ts), and what reading it must give: the
 * counts of tools, prompts, resources and templates, or the line that refuses
 * it. Keys and tokens are made up: listing needs none to be real. A server that
 * would reach the network is pointed at a closed port on 127.0.0.1 instead, and
 * chrome-devtools-mcp 1.x is run with its usage statistics off.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {corpusBin} from './reference-corpus';
import type {Revisions} from '../../packages/mcp-surface-gate/src/surface/revisions';

/** The names of the ports the corpus's HTTP servers listen on, one after another from a base port. */
export const PORT_NAMES = ['everything', 'context7', 'chart', 'playwright', 'notion', 'figma', 'figma-raw', 'closed'] as const;
export const portsFrom = (base: number) => (name: string) => base + PORT_NAMES.indexOf(name as (typeof PORT_NAMES)[number]);

/** Resolves once something listens on the port on 127.0.0.1 (or rejects after 30 s). */
export async function listening(p: number): Promise<void> {
  for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(p, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      }).once('error', () => resolve(false));
    });
    if (open) return;
  }
  throw new Error(`nothing listens on ${p} after 30 s`);
}

type Target = {stdio: string} | {url: string; headers: Record<string, string>};
export interface CorpusServer {
  /**
   * Read: [tools, prompts, resources, templates], notes the read must carry, whether it opens as a
   * server of 2026-07-28 (it answers server/discover naming it), and, for those read with every
   * revision offered, the revisions found (each checked once by hand against the raw lister's
   * answer to each offer); refused: the line it must end in.
   */
  expect: {counts: [number, number, number, number]; notes?: RegExp[]; modern?: true; revisions?: Revisions} | {refused: RegExp};
  target: (ctx: {work: string; port: (name: string) => number}) => Target;
  /** For an HTTP server: the commands that serve it (each listening on the port its target names). */
  serve?: (ctx: {work: string; port: (name: string) => number}) => {command: string; port: number; env?: Record<string, string>}[];
  /** Where the independent reader reads, when not at the target. */
  rawTarget?: (ctx: {work: string; port: (name: string) => number}) => Target;
  /** For the independent reader: which transport it speaks (stdio unless said). */
  transport?: 'http' | 'sse';
  /** Read for a release pair only: once, by the reference reader (its items were checked once by hand against the raw lister). */
  pairOnly?: true;
  /**
   * The same server served over Streamable HTTP, whose read the raw lister checks: this read (over
   * stdio) must equal that one, so the server is not started once more for the raw lister.
   */
  sameAs?: string;
  /** Files the server needs before it starts (written once, in the test's work folder). */
  prepare?: (ctx: {work: string}) => void;
}

/** desktop-commander reads its settings from ~/.claude-server-commander: telemetry off, and its feature flags fetched from a closed port. */
const desktopCommander = (alias: string): Pick<CorpusServer, 'target' | 'prepare'> => ({
  target: ({work, port}) => ({stdio: `HOME=${work}/dc DC_FLAG_URL=http://127.0.0.1:${port('closed')}/flags ${corpusBin(alias)}`}),
  prepare: ({work}) => {
    fs.mkdirSync(path.join(work, 'dc/.claude-server-commander'), {recursive: true});
    fs.writeFileSync(path.join(work, 'dc/.claude-server-commander/config.json'), JSON.stringify({telemetryEnabled: false}));
  },
});

const TEMPLATES_NOTE = /^resources\/templates\/list answered -32601 Method not found: read as no resource templates/;
/** Every older revision the SDK's clients know, and 2026-07-28 not: the servers on SDK 1.2x. */
const LEGACY_ALL: Revisions = {supported: ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'], unsupported: ['2026-07-28']};
const http = (name: string, path = '/mcp') => ({port}: {port: (n: string) => number}) => ({url: `http://127.0.0.1:${port(name)}${path}`, headers: {}});

export const CORPUS: Record<string, CorpusServer> = {
  'brave-search 2.0.62': {expect: {counts: [6, 0, 0, 0]}, target: () => ({stdio: `BRAVE_API_KEY=bsa-test-key ${corpusBin('brave-search-2-0-62')}`})},
  'brave-search 2.1.4': {expect: {counts: [8, 0, 0, 0]}, target: () => ({stdio: `BRAVE_API_KEY=bsa-test-key ${corpusBin('brave-search-2-1-4')}`})},
  'chart 0.9.10': {expect: {counts: [27, 0, 0, 0]}, sameAs: 'chart 0.9.10, Streamable HTTP', target: () => ({stdio: corpusBin('chart-0-9-10')})},
  'chart 0.9.10, Streamable HTTP': {
    expect: {counts: [27, 0, 0, 0], revisions: LEGACY_ALL}, transport: 'http', target: http('chart'),
    serve: ({port}) => [{command: corpusBin('chart-0-9-10', `--transport streamable --host 127.0.0.1 --port ${port('chart')}`), port: port('chart')}],
  },
  'chrome-devtools 0.2.6': {expect: {counts: [26, 0, 0, 0]}, target: () => ({stdio: corpusBin('chrome-devtools-0-2-6')})},
  'chrome-devtools 1.11.0': {expect: {counts: [32, 0, 0, 0]}, target: () => ({stdio: corpusBin('chrome-devtools-1-11-0', '--no-usage-statistics')})},
  'context7 1.0.33': {expect: {counts: [2, 0, 0, 0]}, target: () => ({stdio: corpusBin('context7-1-0-33')})},
  'context7 4.1.1': {expect: {counts: [2, 0, 0, 0], modern: true}, target: () => ({stdio: corpusBin('context7-4-1-1')})},
  'context7 4.1.1, Streamable HTTP': {
    expect: {counts: [2, 0, 0, 0], modern: true, revisions: {supported: ['2026-07-28', ...LEGACY_ALL.supported], unsupported: []}}, transport: 'http', target: http('context7'),
    serve: ({port}) => [{command: corpusBin('context7-4-1-1', `--transport http --port ${port('context7')}`), port: port('context7')}],
  },
  'everything 2026.1.26': {expect: {counts: [13, 4, 7, 2]}, target: () => ({stdio: corpusBin('everything-2026-1-26')})},
  'everything 2026.8.31': {expect: {counts: [13, 4, 7, 2]}, sameAs: 'everything 2026.8.31, Streamable HTTP', target: () => ({stdio: corpusBin('everything-2026-8-31')})},
  'everything 2026.8.31, Streamable HTTP': {
    expect: {counts: [13, 4, 7, 2], revisions: LEGACY_ALL}, transport: 'http', target: http('everything'),
    serve: ({port}) => [{command: corpusBin('everything-2026-8-31', 'streamableHttp'), port: port('everything'), env: {PORT: String(port('everything'))}}],
  },
  'exa 3.4.1': {expect: {counts: [2, 1, 1, 0]}, target: () => ({stdio: `EXA_API_KEY=exa-test-key ${corpusBin('exa-3-4-1')}`})},
  'figma-developer-mcp 0.1.16, HTTP+SSE': {
    expect: {counts: [2, 0, 0, 0], notes: [/^this endpoint speaks the 2024-11-05 HTTP\+SSE transport/]}, transport: 'sse', target: http('figma', '/sse'),
    // it connects its one server to each new SSE stream, taking it from the stream before: one instance for each reader
    rawTarget: http('figma-raw', '/sse'),
    serve: ({port}) => ['figma', 'figma-raw'].map((name) => ({command: corpusBin('figma-0-1-16', `--figma-api-key=figd-test-key --port=${port(name)}`), port: port(name)})),
  },
  'filesystem 2025.11.25': {expect: {counts: [14, 0, 0, 0]}, target: ({work}) => ({stdio: corpusBin('filesystem-2025-11-25', work)})},
  'filesystem 2026.8.31': {expect: {counts: [14, 0, 0, 0]}, target: ({work}) => ({stdio: corpusBin('filesystem-2026-8-31', work)})},
  'firecrawl 1.12.0': {expect: {counts: [8, 0, 0, 0]}, target: () => ({stdio: `FIRECRAWL_API_KEY=fc-test-key ${corpusBin('firecrawl-1-12-0')}`})},
  'firecrawl 3.26.0': {expect: {counts: [29, 0, 0, 0]}, target: () => ({stdio: `FIRECRAWL_API_KEY=fc-test-key ${corpusBin('firecrawl-3-26-0')}`})},
  'github 2025.4.8': {expect: {counts: [26, 0, 0, 0]}, target: () => ({stdio: `GITHUB_PERSONAL_ACCESS_TOKEN=ghp-test-token ${corpusBin('github-2025-4-8')}`})},
  'kubernetes 2.9.6': {expect: {counts: [22, 1, 5, 0], notes: [TEMPLATES_NOTE]}, target: () => ({stdio: corpusBin('kubernetes-2-9-6')})},
  'memory 2025.4.25': {expect: {counts: [9, 0, 0, 0], revisions: {supported: ['2024-11-05', '2024-10-07'], unsupported: ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26']}}, target: ({work}) => ({stdio: `MEMORY_FILE_PATH=${work}/memory.json ${corpusBin('memory-2025-4-25')}`})},
  'memory 2026.8.31': {expect: {counts: [9, 0, 1, 0], revisions: LEGACY_ALL}, target: ({work}) => ({stdio: `MEMORY_FILE_PATH=${work}/memory.json ${corpusBin('memory-2026-8-31')}`})},
  'notion 2.5.2': {expect: {counts: [24, 0, 0, 0]}, sameAs: 'notion 2.5.2, Streamable HTTP with a bearer token', target: () => ({stdio: `NOTION_TOKEN=ntn-test-token ${corpusBin('notion-2-5-2')}`})},
  'notion 2.5.2, Streamable HTTP with a bearer token': {
    expect: {counts: [24, 0, 0, 0], revisions: LEGACY_ALL}, transport: 'http',
    target: ({port}) => ({url: `http://127.0.0.1:${port('notion')}/mcp`, headers: {Authorization: 'Bearer corpus-auth-token'}}),
    serve: ({port}) => [{command: corpusBin('notion-2-5-2', `--transport http --port ${port('notion')} --auth-token corpus-auth-token`), port: port('notion'), env: {NOTION_TOKEN: 'ntn-test-token'}}],
  },
  'notion 2.5.2, Streamable HTTP without the token': {
    expect: {refused: /^the endpoint wants authorisation for initialize \(HTTP 401; it said: Unauthorized: Missing bearer token\); pass the credentials it expects with --header "Authorization: Bearer <token>"/},
    transport: 'http', target: http('notion'),
  },
  'playwright 0.0.83': {expect: {counts: [25, 0, 0, 0]}, sameAs: 'playwright 0.0.83, Streamable HTTP', target: () => ({stdio: corpusBin('playwright-0-0-83')})},
  'playwright 0.0.83, Streamable HTTP': {
    expect: {counts: [25, 0, 0, 0], revisions: LEGACY_ALL}, transport: 'http', target: http('playwright'),
    serve: ({port}) => [{command: corpusBin('playwright-0-0-83', `--host 127.0.0.1 --port ${port('playwright')} --allowed-hosts 127.0.0.1:${port('playwright')}`), port: port('playwright')}],
  },
  'postgres 0.6.2, no database': {
    expect: {refused: /^the server answered resources\/list with an error of its own: -32603 "connect ECONNREFUSED 127\.0\.0\.1:\d+"$/},
    target: ({port}) => ({stdio: corpusBin('postgres-0-6-2', `postgresql://reader:corpus-db-password@127.0.0.1:${port('closed')}/shop`)}),
  },
  'puppeteer 2025.5.12': {expect: {counts: [7, 0, 1, 0], notes: [TEMPLATES_NOTE]}, target: () => ({stdio: corpusBin('puppeteer-2025-5-12')})},
  'sequential-thinking 0.6.2': {expect: {counts: [1, 0, 0, 0]}, target: () => ({stdio: corpusBin('sequential-thinking-0-6-2')})},
  'sequential-thinking 2026.8.31, after two lines of shell output': {
    expect: {counts: [1, 0, 0, 0], notes: [/^skipped 2 lines on the server's stdout that are not JSON-RPC \(the first: "starting"\)/]},
    target: () => ({stdio: `printf 'starting\\nready\\n'; exec ${corpusBin('sequential-thinking-2026-8-31')}`}),
  },
  'slack 2025.4.25': {expect: {counts: [8, 0, 0, 0]}, target: () => ({stdio: `SLACK_BOT_TOKEN=xoxb-test-token SLACK_TEAM_ID=T0000TEST ${corpusBin('slack-2025-4-25')}`})},
  'supabase 0.13.0, offline': {
    expect: {refused: /^the server answered tools\/list with an error of its own: -32603 "fetch failed"$/},
    target: ({port}) => ({stdio: `SUPABASE_ACCESS_TOKEN=sbp-test-token SUPABASE_CONTENT_API_URL=http://127.0.0.1:${port('closed')}/graphql ${corpusBin('supabase-0-13-0', `--api-url http://127.0.0.1:${port('closed')}`)}`}),
  },
  'tavily 0.2.22': {expect: {counts: [5, 0, 0, 0]}, target: () => ({stdio: `TAVILY_API_KEY=tvly-test-key ${corpusBin('tavily-0-2-22')}`})},
  // read once each, for the release pairs below
  'desktop-commander 0.2.3': {expect: {counts: [18, 0, 0, 0], notes: [TEMPLATES_NOTE]}, pairOnly: true, ...desktopCommander('desktop-commander-0-2-3')},
  'desktop-commander 0.2.19': {expect: {counts: [25, 0, 0, 0]}, pairOnly: true, ...desktopCommander('desktop-commander-0-2-19')},
  'next-devtools 0.2.6': {expect: {counts: [5, 2, 15, 0]}, pairOnly: true, target: () => ({stdio: `NEXT_TELEMETRY_DISABLED=1 ${corpusBin('next-devtools-0-2-6')}`})},
  'next-devtools 0.4.0': {expect: {counts: [4, 0, 0, 0]}, pairOnly: true, target: () => ({stdio: `NEXT_TELEMETRY_DISABLED=1 ${corpusBin('next-devtools-0-4-0')}`})},
  'notion 2.0.0': {expect: {counts: [21, 0, 0, 0]}, pairOnly: true, target: () => ({stdio: `NOTION_TOKEN=ntn-test-token ${corpusBin('notion-2-0-0')}`})},
  'notion 2.4.1': {expect: {counts: [24, 0, 0, 0]}, pairOnly: true, target: () => ({stdio: `NOTION_TOKEN=ntn-test-token ${corpusBin('notion-2-4-1')}`})},
  'perplexity 0.9.0': {expect: {counts: [4, 0, 0, 0]}, pairOnly: true, target: () => ({stdio: `PERPLEXITY_API_KEY=pplx-test-key ${corpusBin('perplexity-0-9-0')}`})},
  'perplexity 1.2.1': {expect: {counts: [4, 0, 0, 0]}, pairOnly: true, target: () => ({stdio: `PERPLEXITY_API_KEY=pplx-test-key ${corpusBin('perplexity-1-2-1')}`})},
  'sentry 0.20.0': {expect: {counts: [14, 0, 0, 0]}, pairOnly: true, target: () => ({stdio: `SENTRY_ACCESS_TOKEN=sntrys-test-token ${corpusBin('sentry-0-20-0')}`})},
  'sentry 0.23.1': {expect: {counts: [19, 0, 0, 0]}, pairOnly: true, target: () => ({stdio: `SENTRY_ACCESS_TOKEN=sntrys-test-token ${corpusBin('sentry-0-23-1')}`})},
  'sentry 0.39.0': {expect: {counts: [9, 0, 0, 0]}, pairOnly: true, target: () => ({stdio: `SENTRY_ACCESS_TOKEN=sntrys-test-token ${corpusBin('sentry-0-39-0')}`})},
  // read once each, for the release pairs chosen for issue 65
  'exa 3.2.1': {expect: {counts: [2, 1, 1, 0]}, pairOnly: true, target: () => ({stdio: `EXA_API_KEY=exa-test-key ${corpusBin('exa-3-2-1')}`})},
  'firecrawl 2.0.2': {expect: {counts: [6, 0, 0, 0]}, pairOnly: true, target: () => ({stdio: `FIRECRAWL_API_KEY=fc-test-key ${corpusBin('firecrawl-2-0-2')}`})},
  'playwright 0.0.60': {expect: {counts: [22, 0, 0, 0]}, pairOnly: true, target: () => ({stdio: corpusBin('playwright-0-0-60')})},
  'sentry 0.10.0': {expect: {counts: [15, 2, 1, 0]}, pairOnly: true, target: () => ({stdio: `SENTRY_ACCESS_TOKEN=sntrys-test-token ${corpusBin('sentry-0-10-0')}`})},
  'sentry 0.17.0': {expect: {counts: [18, 2, 126, 2]}, pairOnly: true, target: () => ({stdio: `SENTRY_ACCESS_TOKEN=sntrys-test-token ${corpusBin('sentry-0-17-0')}`})},
  'tavily 0.2.9': {expect: {counts: [4, 0, 0, 0]}, pairOnly: true, target: () => ({stdio: `TAVILY_API_KEY=tvly-test-key ${corpusBin('tavily-0-2-9')}`})},
  'mysql 1.0.21, no database': {
    expect: {refused: /^the server exited before answering initialize \(it said: Error: connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/},
    target: ({port}) => ({stdio: `MYSQL_HOST=127.0.0.1 MYSQL_PORT=${port('closed')} MYSQL_USER=reader MYSQL_PASS=corpus-db-password MYSQL_DB=shop ${corpusBin('mysql-1-0-21')}`}),
  },
  'a Node server that crashes on start': {
    expect: {refused: /^the server exited before answering initialize \(it said: Error: Cannot find module '.*\/memory-2026-8-31\/dist\/missing\.js'\)$/},
    target: () => ({stdio: corpusBin('memory-2026-8-31').replace(/index\.js$/, 'missing.js')}),
  },
};

/** Release pairs: two servers of CORPUS, older first. */
export const PAIRS: [string, string][] = [
  ['memory 2025.4.25', 'memory 2026.8.31'],
  ['filesystem 2025.11.25', 'filesystem 2026.8.31'],
  ['brave-search 2.0.62', 'brave-search 2.1.4'],
  ['firecrawl 1.12.0', 'firecrawl 3.26.0'],
  ['chrome-devtools 0.2.6', 'chrome-devtools 1.11.0'],
  ['everything 2026.1.26', 'everything 2026.8.31'],
  ['sequential-thinking 0.6.2', 'sequential-thinking 2026.8.31, after two lines of shell output'],
  ['context7 1.0.33', 'context7 4.1.1'],
  // chosen for issue 53, on releases nobody here had read
  ['notion 2.0.0', 'notion 2.4.1'],
  ['sentry 0.20.0', 'sentry 0.23.1'],
  ['sentry 0.23.1', 'sentry 0.39.0'],
  ['perplexity 0.9.0', 'perplexity 1.2.1'],
  ['desktop-commander 0.2.3', 'desktop-commander 0.2.19'],
  ['next-devtools 0.2.6', 'next-devtools 0.4.0'],
  // chosen for issue 65, from the releases its review read
  ['sentry 0.10.0', 'sentry 0.17.0'],
  ['playwright 0.0.60', 'playwright 0.0.83'],
  ['firecrawl 2.0.2', 'firecrawl 3.26.0'],
  ['tavily 0.2.9', 'tavily 0.2.22'],
  ['exa 3.2.1', 'exa 3.4.1'],
];
