import path from 'node:path';
import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './tools/find-chromium.cjs';

export const PORT = Number(process.env.TEST_PORT ?? 4173);
/** The same site built for the hosted search service (build-algolia/). */
export const HOSTED_PORT = PORT + 1;
/** Stand-in hosted-search servers (build-algolia/ is built against these; see tools/run.mjs). */
export const FAKE_HOST_PORTS = [PORT + 18, PORT + 19];
const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: '.',
  outputDir: path.resolve(__dirname, '../test-results/artifacts'),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: path.resolve(__dirname, '../test-results/results.json')}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {name: 'unit', testMatch: /unit\/.*\.spec\.ts/},
    {name: 'browser', testMatch: /browser\/.*\.spec\.ts/, use: {browserName: 'chromium', viewport: {width: 1280, height: 800}}},
  ],
  // TEST_NO_SERVER=1 runs the unit project without a built site.
  webServer: process.env.TEST_NO_SERVER
    ? undefined
    : [
        {
          command: `npx docusaurus serve --dir build --host 127.0.0.1 --port ${PORT} --no-open`,
          url: `http://127.0.0.1:${PORT}/`,
          cwd: path.resolve(__dirname, '..'),
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: `npx docusaurus serve --dir build-algolia --host 127.0.0.1 --port ${HOSTED_PORT} --no-open`,
          url: `http://127.0.0.1:${HOSTED_PORT}/`,
          cwd: path.resolve(__dirname, '..'),
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
      ],
});
