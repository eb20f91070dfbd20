/**
 * The development server's index (`npm start`, local backend): records from the Markdown and from
 * src/data, rewritten whenever a doc page's source or a src/data/*.json file is saved.
 *
 * It watches those folders itself, and starts watching before it reads them. Docusaurus attaches
 * its watchers (getPathsToWatch) only after the whole site has loaded, with the initial files
 * ignored, so a save made while the server starts would never reach the index.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import createJiti from 'jiti';
import type {SearchRecord} from 'docs-search-engine';

export interface DevDoc {
  permalink: string;
  title: string;
  /** `@site/docs/…` */
  source: string;
  lvl0: string;
}

/** How long after the last save in a burst the index is rewritten (an editor may write a file in steps). */
const SETTLE_MS = 50;

/**
 * The records module loaded afresh, with the data it reads: Node keeps modules (JSON files
 * included) once loaded, so without this a changed src/data file would need a restart.
 */
function freshRecordsModule(dataDir: string): typeof import('./records') {
  const {cache} = createRequire(__filename);
  for (const id of Object.keys(cache)) if (id.startsWith(dataDir)) delete cache[id];
  return createJiti(__filename, {requireCache: false})('./records');
}

/**
 * The watchers of the index being kept, by its file: a reload of the whole site (a config change)
 * makes the plugin again, and the old one's must stop. Kept on globalThis, as the reload may load
 * this module afresh.
 */
const scope = globalThis as {companylensSearchDevIndex?: Map<string, () => void>};
const running = (scope.companylensSearchDevIndex ??= new Map());

/**
 * `load(docs)` (on every load of the site's content) watches the docs' folders and src/data, then
 * writes `outFile`; later saves rewrite it, each logging `[search] development index: …`.
 */
export function devIndex(siteDir: string, outFile: string, serialise: (records: SearchRecord[]) => string) {
  const dataDir = path.join(siteDir, 'src/data');
  const watched = new Map<string, fs.FSWatcher>();
  let docs: DevDoc[] = [];
  let saved = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  function write(why: string) {
    const {recordsFromMarkdown} = freshRecordsModule(dataDir);
    const records = docs.flatMap((d) => {
      const file = path.join(siteDir, d.source.replace(/^@site\//, ''));
      return fs.existsSync(file) ? recordsFromMarkdown(fs.readFileSync(file, 'utf8'), d.permalink, d.lvl0, d.title) : [];
    });
    fs.mkdirSync(path.dirname(outFile), {recursive: true});
    // whole or not at all: the server may be reading the file as it changes
    fs.writeFileSync(`${outFile}.tmp`, serialise(records));
    fs.renameSync(`${outFile}.tmp`, outFile);
    console.log(`[search] development index: ${records.length} records from ${docs.length} pages${why}`);
  }

  function onSave(file: string) {
    saved.add(path.relative(siteDir, file));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...saved].join(', ');
      saved = new Set();
      try {
        write(` (${files} saved)`);
      } catch (e) {
        // a file saved half-way through an edit, say: the next save tries again
        console.error(`[search] development index not rewritten after ${files} was saved: ${String((e as Error).message).split('\n')[0]}`);
      }
    }, SETTLE_MS);
  }

  function watch(dir: string, relevant: RegExp) {
    if (watched.has(dir) || !fs.existsSync(dir)) return;
    const watcher = fs.watch(dir, (_event, name) => {
      if (name && relevant.test(name)) onSave(path.join(dir, name));
    });
    watcher.on('error', () => {
      watcher.close();
      watched.delete(dir);
    });
    watcher.unref();
    watched.set(dir, watcher);
  }
  running.get(outFile)?.();
  running.set(outFile, () => {
    clearTimeout(timer);
    for (const w of watched.values()) w.close();
  });

  return {
    load(loaded: DevDoc[]) {
      docs = loaded;
      watch(dataDir, /\.json$/);
      for (const d of docs) watch(path.dirname(path.join(siteDir, d.source.replace(/^@site\//, ''))), /\.mdx?$/);
      write('');
    },
  };
}
