/**
 * Stops the build at every placeholder `npm run reference:sync` left for a
 * writer (SYNC_TODO), all of them in one error with file and line, while the
 * plugins load their content: before any page is compiled and before another
 * check (a page in no sidebar) stops at the same skeleton. Pages are read as
 * text, so MDX, which reads `:sync)` as a text directive, cannot hide one; a
 * marker inside a code span or block is an example of it and passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SYNC_TODO} from '../../lib/text/syncMarker';

export interface Marker {
  file: string;
  line: number;
  message: string;
}

const FIX = 'replace it with the words it asks for (CONTRIBUTING.md, "Add or change a tool")';

/** The markers in one page's text: front matter keys, then the body outside code. */
export function pageMarkers(file: string, text: string): Marker[] {
  const found: Marker[] = [];
  const lines = text.split('\n');
  const frontEnd = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  let fence = '';
  lines.forEach((line, i) => {
    if (i <= frontEnd) {
      if (line.includes(SYNC_TODO)) found.push({file, line: i + 1, message: `front matter "${line.split(':')[0]}" still holds the placeholder ${SYNC_TODO}: ${FIX}`});
      return;
    }
    const opens = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = '';
      return;
    }
    if (opens) {
      fence = opens;
      return;
    }
    if (line.replace(/(`+)[^`]*?\1/g, '').includes(SYNC_TODO)) found.push({file, line: i + 1, message: `the placeholder ${SYNC_TODO} is still here: ${FIX}`});
  });
  return found;
}

/** Every marker under the docs folder and in src/data/tool-docs.json, in file and line order. */
export function syncMarkers(siteDir: string): Marker[] {
  const found: Marker[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) found.push(...pageMarkers(path.relative(siteDir, file), fs.readFileSync(file, 'utf8')));
    }
  };
  if (fs.existsSync(path.join(siteDir, 'docs'))) walk(path.join(siteDir, 'docs'));
  const docs = path.join(siteDir, 'src/data/tool-docs.json');
  if (fs.existsSync(docs)) {
    let tool = '';
    fs.readFileSync(docs, 'utf8').split('\n').forEach((line, i) => {
      tool = /^ {2}"([^"]+)":/.exec(line)?.[1] ?? tool;
      if (line.includes(SYNC_TODO)) {
        found.push({file: 'src/data/tool-docs.json', line: i + 1, message: `the entry of ${tool} still holds the placeholder ${SYNC_TODO}: fill upstream, errors and related, then delete its "todo" line`});
      }
    });
  }
  return found;
}

export default function syncMarkersPlugin(context: LoadContext): Plugin {
  return {
    name: 'companylens-sync-markers',
    async loadContent() {
      const found = syncMarkers(context.siteDir);
      if (found.length) {
        const files = new Set(found.map((m) => m.file)).size;
        throw new Error(`${found.length} placeholder${found.length > 1 ? 's' : ''} ${SYNC_TODO} left by npm run reference:sync in ${files} file${files > 1 ? 's' : ''}; a writer replaces each before the site builds:\n${found.map((m) => `  ${m.file}:${m.line}: ${m.message}`).join('\n')}`);
      }
    },
  };
}
