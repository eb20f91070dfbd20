/**
 * The writers' check (src/writers, `npm run check`) in the build and under `npm start`, so a
 * writer meets the same rules everywhere:
 * - build: the check runs in a process of its own, at a lower priority, from the moment this
 *   plugin loads, beside the loading and bundling of the site. The rules that read the pages are
 *   waited for once the content has loaded when their answer is already in (a kept one), else
 *   when the bundler is done, before any page is rendered or any bundler error printed
 *   (they find what would stop a page as it renders); the linters (spelling, Markdown) by the end
 *   of the post-build steps. Once a stage finds a problem, every problem is printed in one report,
 *   as soon as the linters are done, and the build stops (exit code 1), with no stack trace.
 * - npm start: a check process stays up with its linters loaded. It checks everything at
 *   start-up, then each page as it is saved (everything when the data, the sidebars, the skill
 *   or the interface text change); the problems are warnings in the terminal, and each page shows
 *   its own above its title (src/theme/DocItem/Content) or on the crash page.
 */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import logger from '@docusaurus/logger';
import {Globby} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {formatProblem, formatReport, type Problem} from '../../writers/problem';
import {SOURCE as SKILL_SOURCE} from '../agent-skill/kept';
import {siteDocs} from '../toolbox/docs';
import {WRITER_CHECK_PLUGIN, type WriterCheckData} from './shared';

const CLI = 'src/writers/cli.mjs';

/** What this plugin uses of a bundler's compiler (Rspack's and webpack's alike). */
interface BundlerCompiler {
  hooks: {done: {tapPromise: (name: string, fn: () => Promise<void>) => void}};
}
/** Besides the pages (which the docs plugin watches): what a rule reads, so a change there checks everything again. */
const ALSO_READ = ['sidebars.ts', 'src/data/*.json', SKILL_SOURCE, 'i18n/en/**/*.json', '.markdownlint-cli2.jsonc', 'cspell.config.yaml', '.cspell/*.txt'];

/** The files ALSO_READ names, from the site folder. */
const otherSources = (siteDir: string): string[] => Globby.sync(ALSO_READ, {cwd: siteDir, dot: true});

/**
 * One run of the check over everything, in a process of its own at a lower priority than the
 * bundler's: `pages` settles when the rules that read the pages and data are done (those that
 * find what would stop a page as it renders), `all` when the linters are done too; each with the
 * problems so far, or the line the check stopped with.
 */
type Outcome = {problems: Problem[]} | {failure: string};

function checkOnce(siteDir: string) {
  let settlePages!: (o: Outcome) => void;
  let settleAll!: (o: Outcome) => void;
  const pages = new Promise<Outcome>((resolve) => (settlePages = resolve));
  const all = new Promise<Outcome>((resolve) => (settleAll = resolve));
  const found: Problem[] = [];
  const child = spawn(process.execPath, [CLI, '--stages'], {cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe']});
  if (child.pid) os.setPriority(child.pid, 10);
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  readline.createInterface({input: child.stdout}).on('line', (line) => {
    const {stage, problems} = JSON.parse(line) as {stage: 'pages' | 'linters' | 'all'; problems: Problem[]};
    found.push(...problems);
    if (stage !== 'linters') settlePages({problems: [...found]});
    if (stage !== 'pages') settleAll({problems: [...found]});
  });
  const fail = (failure: string) => {
    settlePages({failure});
    settleAll({failure});
  };
  child.on('error', (e) => fail(`the writers' check could not start: ${e.message}`));
  child.on('close', (code) => {
    if (code !== 0 && code !== 1) fail(err.trim().split('\n')[0] || `the writers' check stopped (exit code ${code})`);
  });
  return {pages, all};
}

/** The development server's check process: one request at a time, answered in order. */
function checkServer(siteDir: string) {
  let child: ChildProcessWithoutNullStreams | undefined;
  const waiting: ((problems: Problem[]) => void)[] = [];
  const start = () => {
    child = spawn(process.execPath, [CLI, '--serve'], {cwd: siteDir});
    readline.createInterface({input: child.stdout}).on('line', (line) => {
      const answer = JSON.parse(line) as {problems: Problem[]; failure?: string};
      if (answer.failure) logger.warn(answer.failure);
      waiting.shift()?.(answer.problems);
    });
    child.stderr.on('data', (d) => logger.warn(String(d).trim()));
    child.on('close', () => {
      child = undefined;
      waiting.splice(0).forEach((answer) => answer([]));
    });
  };
  process.on('exit', () => child?.kill());
  /** Checks the pages named (all when none), in a fresh process when `fresh`: the data, sidebars and settings are read as modules, once a process. */
  return (only?: string[], {fresh = false} = {}): Promise<Problem[]> => {
    if (fresh && child) {
      child.removeAllListeners('close');
      child.kill();
      child = undefined;
    }
    if (!child) start();
    return new Promise((resolve) => {
      waiting.push(resolve);
      child!.stdin.write(`${JSON.stringify(only ? {only} : {})}\n`);
    });
  };
}

export default function writerCheckPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  if (process.env.NODE_ENV === 'production') {
    const stopOnProblems = (outcome: Outcome) => {
      if ('failure' in outcome) logger.error(outcome.failure);
      else if (outcome.problems.length) logger.error(`The writers' check found what the build does not accept (npm run check shows the same):\n${formatReport(outcome.problems, 'the whole site')}`);
      else return;
      // one report, then stop: a thrown error would add the stack of Docusaurus's build around it
      process.exit(1);
    };
    const run = checkOnce(siteDir);
    // whichever stage finds a problem first: every problem, once the linters are done too
    const stopped = run.all.then(stopOnProblems);
    const pagesChecked = run.pages.then((o) => ('failure' in o || o.problems.length ? stopped : undefined));
    let pagesKnown = false;
    void run.pages.then(() => (pagesKnown = true));
    return {
      name: WRITER_CHECK_PLUGIN,
      // an answer already in (the check keeps its last one: `npm run check` before a build) stops
      // a build with problems before it bundles anything
      allContentLoaded: () => (pagesKnown ? pagesChecked : undefined),
      // each compiler (client, server), when done, waits for the rules that find what would stop a
      // page as it renders, before its errors are printed or any page is rendered
      configureWebpack: () => ({
        plugins: [{apply: (compiler: BundlerCompiler) => compiler.hooks.done.tapPromise(WRITER_CHECK_PLUGIN, () => pagesChecked)}],
      }),
      // the linters (spelling, Markdown) may finish while the pages are rendered and written
      postBuild: () => stopped,
    };
  }

  const check = checkServer(siteDir);
  let first = true;
  let problems: Problem[] = [];
  /** Each file's modification time when last checked, to check only what was saved since. */
  const checkedAt = new Map<string, number>();
  const mtime = (file: string) => (fs.existsSync(path.join(siteDir, file)) ? fs.statSync(path.join(siteDir, file)).mtimeMs : 0);
  const warn = (found: Problem[]) => found.forEach((p) => logger.warn(`${formatProblem(p)} (npm run build stops on it)`));
  return {
    name: WRITER_CHECK_PLUGIN,
    getPathsToWatch: () => ALSO_READ.map((p) => path.join(siteDir, p)),
    async allContentLoaded({allContent, actions}) {
      const docs = siteDocs(allContent).docs.map((d) => ({permalink: d.permalink, file: d.source.replace(/^@site\//, '')}));
      const pages = new Set(docs.map((d) => d.file));
      const files = [...pages, ...otherSources(siteDir)];
      const saved = files.filter((f) => checkedAt.get(f) !== mtime(f));
      files.forEach((f) => checkedAt.set(f, mtime(f)));
      if (first) {
        first = false;
        problems = await check();
        warn(problems);
      } else if (saved.length) {
        // a page saved: that page again; anything else (data, sidebars, skill, settings): everything
        const pagesOnly = saved.every((f) => pages.has(f));
        const found = await check(pagesOnly ? saved : undefined, {fresh: !pagesOnly});
        problems = pagesOnly ? [...problems.filter((p) => !saved.includes(p.file)), ...found] : found;
        warn(found);
      }
      const data: WriterCheckData = {problems, files: Object.fromEntries(docs.map((d) => [d.permalink, d.file]))};
      actions.setGlobalData(data);
    },
  };
}
