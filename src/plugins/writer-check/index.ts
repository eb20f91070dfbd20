/**
 * The writers' check (src/writers, `npm run check`) in the build and under `npm start`, so a
 * writer meets the same rules everywhere:
 * - build: the rules that read the pages and the data run in a process of its own from the moment
 *   this plugin loads, beside the loading of the content, and are waited for once it has loaded,
 *   before anything is bundled (first, when Docusaurus would stop loading the docs: a sidebar
 *   naming no page). Any problem is printed, every one in one report, and the build stops (exit
 *   code 1) with no stack trace, before any bundler error. Spelling and markdownlint are left to
 *   `npm run check`, `npm start` and `npm test`, unless a whole check's kept answer covers them.
 * - npm start: a check process stays up with its linters loaded. It checks everything at
 *   start-up and again on each save, where the answers kept per file (src/writers/answers.ts)
 *   spare all but the saved page and the pages whose links name it; a fresh process when the
 *   data, the sidebars, the skill or the interface text change. The saved files' problems, and
 *   any new elsewhere, are warnings in the terminal; each page shows its own above its title
 *   (src/theme/DocItem/Content) or on the crash page. A page MDX cannot parse is compiled with
 *   what the parser stopped at blanked out (docusaurus.config.ts, `markdown.preprocessor`), so it
 *   shows, with its problems, instead of the bundler's error.
 */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import logger from '@docusaurus/logger';
import {Globby} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {formatProblem, formatReport, type Problem} from '../../writers/problem';
import {loadingWouldStop} from '../../writers/site/pageFiles';
import {placedDocs} from '../../writers/site/sidebars';
import {SOURCE as SKILL_SOURCE} from '../agent-skill/kept';
import {siteDocs} from '../toolbox/docs';
import {WRITER_CHECK_PLUGIN, type WriterCheckData} from './shared';

const CLI = 'src/writers/cli.mjs';
/** The rules of the linters (cspell, markdownlint), which the build leaves to npm run check and npm test. */
const LINTERS = /^(spelling|british-spelling|MD\d+\/)/;

/** Besides the pages (which the docs plugin watches): what a rule reads, so a change there checks everything again. */
const ALSO_READ = ['sidebars.ts', 'src/data/*.json', SKILL_SOURCE, 'i18n/en/**/*.json', '.markdownlint-cli2.jsonc', 'cspell.config.yaml', '.cspell/*.txt'];

/** The files ALSO_READ names, from the site folder. */
const otherSources = (siteDir: string): string[] => Globby.sync(ALSO_READ, {cwd: siteDir, dot: true});

/**
 * The build's run of the check, in a process of its own from the moment this plugin loads: the
 * rules that read the pages and the data (markdownlint and cspell are left to `npm run check`,
 * `npm start` and `npm test`), or a whole check's kept answer; its problems, or the line the check
 * stopped with.
 */
type Outcome = {problems: Problem[]; linters: boolean} | {failure: string};

function checkForBuild(siteDir: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, '--build'], {cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe']});
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', (e) => resolve({failure: `the writers' check could not start: ${e.message}`}));
    child.on('close', (code) => {
      if (code === 0 || code === 1) resolve(JSON.parse(out) as Outcome);
      else resolve({failure: err.trim().split('\n')[0] || `the writers' check stopped (exit code ${code})`});
    });
  });
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
  /** Checks everything, in a fresh process when `fresh`: the data, sidebars and settings are read as modules, once a process. */
  return ({fresh = false} = {}): Promise<Problem[]> => {
    if (fresh && child) {
      child.removeAllListeners('close');
      child.kill();
      child = undefined;
    }
    if (!child) start();
    return new Promise((resolve) => {
      waiting.push(resolve);
      child!.stdin.write('{}\n');
    });
  };
}

export default async function writerCheckPlugin(context: LoadContext): Promise<Plugin> {
  const {siteDir} = context;
  if (process.env.NODE_ENV === 'production') {
    const answer = checkForBuild(siteDir);
    const stopOnProblems = async () => {
      const outcome = await answer;
      if ('failure' in outcome) logger.error(outcome.failure);
      else if (outcome.problems.length) {
        const left = outcome.linters ? '' : ' (spelling and Markdown are npm run check\'s too)';
        logger.error(`The writers' check found what the build does not accept; npm run check shows the same${left}:\n${formatReport(outcome.problems, 'the whole site')}`);
      } else return;
      // one report, then stop: a thrown error would add the stack of Docusaurus's build around it
      process.exit(1);
    };
    // what would stop Docusaurus as it loads the docs (a sidebar naming no page, front matter it
    // cannot read) is named first, with everything else the check finds
    if (loadingWouldStop(siteDir, placedDocs(siteDir).ids)) await stopOnProblems();
    return {
      name: WRITER_CHECK_PLUGIN,
      // before anything is bundled: what would stop a page from compiling or rendering is named
      // here, with file and line, never as the bundler's error
      allContentLoaded: stopOnProblems,
    };
  }

  const check = checkServer(siteDir);
  let first = true;
  let problems: Problem[] = [];
  /** Each file's modification time when last checked, to check again only when one was saved since. */
  const checkedAt = new Map<string, number>();
  const mtime = (file: string) => (fs.existsSync(path.join(siteDir, file)) ? fs.statSync(path.join(siteDir, file)).mtimeMs : 0);
  const warn = (found: Problem[]) => found.forEach((p) => logger.warn(`${formatProblem(p)} (${LINTERS.test(p.rule) ? 'npm run check and npm test stop' : 'npm run build stops'} on it)`));
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
        // everything, as the answers kept per file make it cheap: the saved page, and each page
        // whose links name it (a renamed heading) are checked afresh; a change to anything but
        // a page (data, sidebars, skill, settings) in a fresh process, which reads them anew
        const before = new Set(problems.map(formatProblem));
        problems = await check({fresh: !saved.every((f) => pages.has(f))});
        // the saved files' problems, and any new elsewhere
        warn(problems.filter((p) => saved.includes(p.file) || !before.has(formatProblem(p))));
      }
      const data: WriterCheckData = {problems, files: Object.fromEntries(docs.map((d) => [d.permalink, d.file]))};
      actions.setGlobalData(data);
    },
  };
}
