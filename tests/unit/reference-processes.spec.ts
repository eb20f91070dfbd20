/**
 * No process a server started outlives a reference command: every way out
 * (success, failure, timeout, Ctrl+C) ends the server's group, every process
 * below it (a grandchild in a session of its own too), and every process
 * carrying the run's tag in its environment (stdin closed, then SIGTERM, then
 * SIGKILL). Each case tags the server's command line or environment, and looks
 * for the tag in /proc afterwards.
 */
import {test, expect} from '@playwright/test';
import {corpusBin, ensureCorpusOrFail} from '../support/reference-corpus';
import {cliAsync, cliProcess, survivors} from '../support/reference-cli';
import {FIXTURE} from '../support/fixture-server';

const memory = () => corpusBin('memory-2026-8-31');
let n = 0;
const tagged = () => `reference-leak-${process.pid}-${++n}`;

test.describe('reference: nothing survives a command', () => {
  test.describe.configure({mode: 'parallel'});
  test.beforeAll(ensureCorpusOrFail);

  // [case, the --stdio command for a tag, extra arguments, the exit code, what stderr says]
  const CASES: [string, (tag: string) => string, string[], number, RegExp][] = [
    ['a check that passes, with a child of the server', (tag) => `${FIXTURE} --child ${tag}`, [], 0, /^$/],
    ['a real server with a child the shell started beside it', (tag) => `node -e "setInterval(() => {}, 60000)" ${tag} & TAG=${tag} MEMORY_FILE_PATH=/tmp/${tag}.json ${memory()}`, [], 1, /^$/],
    ['a real server with a grandchild setsid(1) moved to a session of its own', (tag) => `setsid node -e "setInterval(() => {}, 60000)" ${tag} & MEMORY_FILE_PATH=/tmp/${tag}.json ${memory()}`, [], 1, /^$/],
    ['a server whose child detached (setsid), as Puppeteer starts Chrome', (tag) => `${FIXTURE} --detached ${tag}`, [], 0, /^$/],
    ['a server whose detached child has an empty environment (found below its parent)', (tag) => `${FIXTURE} --bare ${tag}`, [], 0, /^$/],
    ['a detached child of a server that never answers', (tag) => `${FIXTURE} --variant hang --detached ${tag}`, ['--timeout', '1'], 2, /: no answer to initialize within 1 s$/],
    ['a server that never answers', (tag) => `${FIXTURE} --variant hang --child ${tag}`, ['--timeout', '1'], 2, /: no answer to initialize within 1 s$/],
    ['a server that ignores SIGTERM', (tag) => `${FIXTURE} --variant stubborn --child ${tag}`, ['--timeout', '1'], 2, /: no answer to initialize within 1 s$/],
    ['a server that exits mid-handshake, leaving its child', (tag) => `${FIXTURE} --variant exit-mid-handshake --child ${tag}`, [], 2, /: the server exited before answering initialize \(it said: fixture: crashed while answering initialize\)$/],
    ['a server whose answer cannot be documented', (tag) => `${FIXTURE} --variant bad-schema --child ${tag}`, [], 2, /: tool search_companies: inputSchema is not valid JSON Schema/],
  ];
  for (const [what, command, extra, code, said] of CASES) {
    test(what, async () => {
      const tag = tagged();
      const run = await cliAsync('check', '--stdio', command(tag), ...extra);
      expect(run.stderr.trim()).toMatch(said);
      expect(run.status).toBe(code);
      expect(survivors(tag)).toEqual([]);
    });
  }

  test('Ctrl+C while the server is starting ends its group and says so', async () => {
    const tag = tagged();
    const {child, done} = cliProcess(['check', '--stdio', `${FIXTURE} --variant hang --child ${tag}`, '--timeout', '30']);
    // wait until the server's child runs: the whole group is up
    for (const end = Date.now() + 20_000; Date.now() < end && survivors(tag).length < 2; ) await new Promise((r) => setTimeout(r, 100));
    expect(survivors(tag).length).toBeGreaterThanOrEqual(2);
    child.kill('SIGINT');
    const run = await done;
    expect(run.status).toBe(130);
    expect(run.stderr.trim()).toMatch(/^reference:check: stdio ".*": stopped by SIGINT; the server was ended and nothing was written$/);
    expect(survivors(tag)).toEqual([]);
  });
});
