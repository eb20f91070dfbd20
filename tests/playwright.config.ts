import path from 'node:path';
import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './tools/find-chromium.cjs';

export const PORT = Number(process.env.TEST_PORT ?? 4173);
/** The same site built for the hosted search service (build-algolia/). */
export const HOSTED_PORT = PORT + 1;
/** Stand-in hosted-search servers (build-algolia/ is built against these; see tools/run.mjs). */
export const FAKE_HOST_PORTS = [PORT + 18, PORT + 19];
/** The build served by nginx with deploy/nginx/ (tests/nginx): build/, build-algolia/, and build/ without brotli. */
export const NGINX_PORT = PORT + 80;
export const NGINX_HOSTED_PORT = PORT + 81;
export const NGINX_PLAIN_PORT = PORT + 82;
/**
 * The one Origin the docs MCP server behind NGINX_PLAIN_PORT accepts: a list
 * replaces the default (the site's own origin and loopback ones, which the
 * others keep), so there another loopback origin is refused.
 */
export const MCP_ALLOWED_ORIGIN = `http://127.0.0.1:${PORT}`;
const executablePath = findChromium() ?? undefined;
const WRITER_TESTS = /unit\/(writer-checks|search-dev-server|house-rules)\.spec\.ts/;
/** Tests that mostly wait on a server that never answers or will not stop (tools/run.mjs runs them beside the others). */
const WAITING_TESTS = /unit\/reference-(read|processes)\.spec\.ts/;
/** A run beside another (tools/run.mjs) keeps its results and failure artifacts apart: Playwright empties its outputDir as it starts. */
const LANE = process.env.TEST_LANE ? `-${process.env.TEST_LANE}` : '';

/** Answers once every server below does (tools/serve-all.mjs). */
const READY_PORT = PORT + 90;
const SERVERS = [
  {name: 'build/', command: `node_modules/.bin/docusaurus serve --dir build --host 127.0.0.1 --port ${PORT} --no-open`, url: `http://127.0.0.1:${PORT}/`, needs: 'build'},
  {name: 'build-algolia/', command: `node_modules/.bin/docusaurus serve --dir build-algolia --host 127.0.0.1 --port ${HOSTED_PORT} --no-open`, url: `http://127.0.0.1:${HOSTED_PORT}/`, needs: 'build-algolia'},
  // Debian's nginx with deploy/nginx/companylens.conf (npm run serve:prod). Without nginx,
  // deploy/serve.mjs exits saying how to install it, and the run fails.
  ...(
    [
      // Browser tests post feedback from 127.0.0.1 to this one: a limit the whole run stays under.
      {port: NGINX_PORT, dir: 'build', env: {FEEDBACK_RATE_LIMIT: '1000'}},
      {port: NGINX_HOSTED_PORT, dir: 'build-algolia', env: {}},
      {port: NGINX_PLAIN_PORT, dir: 'build', env: {NGINX_BROTLI: '0', DOCS_MCP_ALLOWED_ORIGINS: MCP_ALLOWED_ORIGIN}},
    ] as {port: number; dir: string; env: Record<string, string>}[]
  ).map(({port, dir, env}) => ({
    name: `nginx ${dir}/ on ${port}`,
    command: `node deploy/serve.mjs --dir ${dir}`,
    url: `http://127.0.0.1:${port}/`,
    needs: dir,
    env: {...env, PORT: String(port), HOST: '127.0.0.1', FEEDBACK_DB: path.resolve(__dirname, `../test-results/feedback-${port}.sqlite`)},
  })),
];

export default defineConfig({
  testDir: '.',
  outputDir: path.resolve(__dirname, `../test-results/artifacts${LANE}`),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: path.resolve(__dirname, `../test-results/results${LANE}.json`)}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      // Chromium refuses some ports as unsafe (6000, X11's, among them): those of this run are
      // allowed. No host but 127.0.0.1 resolves, so a request off the machine fails at once (and
      // fails its test: tests/browser/fixtures.ts)
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', `--explicitly-allowed-ports=${[PORT, HOSTED_PORT, ...FAKE_HOST_PORTS, NGINX_PORT, NGINX_HOSTED_PORT, NGINX_PLAIN_PORT].join(',')}`],
    },
  },
  projects: [
    {name: 'unit', testMatch: /unit\/.*\.spec\.ts/, testIgnore: [WRITER_TESTS, WAITING_TESTS]},
    {name: 'waiting', testMatch: WAITING_TESTS},
    // Tests beside the code they test, in src/ (the writers' rules): no build, no server.
    {name: 'src', testDir: '../src', testMatch: /\.spec\.ts$/},
    // The writer's tools run in throwaway copies of the site (builds, the development server);
    // tools/run.mjs runs this project beside the builds, before the other projects.
    {name: 'writer', testMatch: WRITER_TESTS},
    {name: 'browser', testMatch: /browser\/.*\.spec\.ts/, use: {browserName: 'chromium', viewport: {width: 1280, height: 800}}},
    {
      name: 'nginx',
      testMatch: /nginx\/.*\.spec\.ts/,
      use: {browserName: 'chromium', viewport: {width: 1280, height: 800}, baseURL: `http://127.0.0.1:${NGINX_PORT}`},
    },
  ],
  // TEST_NO_SERVER=1 runs the unit project without a built site.
  // One entry: tools/serve-all.mjs starts these side by side and answers at READY_PORT when
  // all do (Playwright would start and wait for each entry in turn).
  webServer: process.env.TEST_NO_SERVER
    ? undefined
    : {
        command: `node tests/tools/serve-all.mjs '${JSON.stringify(SERVERS)}'`,
        url: `http://127.0.0.1:${READY_PORT}/`,
        cwd: path.resolve(__dirname, '..'),
        env: {READY_URL: `http://127.0.0.1:${READY_PORT}/`},
        reuseExistingServer: !process.env.CI,
        gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
        timeout: 60_000,
      },
});
