/**
 * Where a change is written in the data folder (`src/data/tools.json:42`),
 * for the annotations `--format github` puts on a pull request's files: the
 * line of the tool, prompt or template, and inside a tool the line of the
 * field (`parameters.query`, `result.items[].title`) when the file holds it
 * there (a field of a shared `$defs` entry lives in schema-defs.json: the tool's
 * line then). Something only the server has is in no file line: the file alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Change} from '../compare/change';
import type {Locate} from './github';

const FILE: Record<Change['kind'], string> = {server: 'server.json', tool: 'tools.json', prompt: 'prompts.json', resource: 'resources.json', template: 'resources.json'};

/** Finds lines in the data folder's files; `root` is what the paths are relative to (the repository). */
export function dataLocator(dataDir: string, root: string): Locate {
  const texts = new Map<string, string[]>();
  const linesOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : []);
    return texts.get(file)!;
  };
  return (change) => {
    const file = path.join(dataDir, FILE[change.kind]);
    const lines = linesOf(file);
    const shown = path.relative(root, file);
    const key = (k: string) => new RegExp(`^\\s*${JSON.stringify(k).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`);
    let at = -1;
    let end = lines.length;
    if (change.kind !== 'server') {
      if (!change.name) return {file: shown};
      at = lines.findIndex((l) => l.trim() === `"name": ${JSON.stringify(change.name)},` || l.trim() === `"name": ${JSON.stringify(change.name)}`);
      if (at < 0) return {file: shown};
      const indent = lines[at].search(/\S/);
      const next = lines.findIndex((l, i) => i > at && l.search(/\S/) === indent && /^\s*"name": /.test(l));
      end = next < 0 ? lines.length : next;
    }
    const found = at;
    const segments = [
      ...(change.part === 'parameters' ? ['inputSchema'] : change.part === 'result' ? ['outputSchema'] : []),
      ...(change.field ?? '').replace(/\[\]/g, '').split('.').filter(Boolean),
    ];
    for (const segment of segments) {
      const i = lines.findIndex((l, n) => n > at && n < end && key(segment).test(l));
      if (i < 0) break;
      at = i;
    }
    return {file: shown, line: (at < 0 ? found : at) + 1 || 1};
  };
}
