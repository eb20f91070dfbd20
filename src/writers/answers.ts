/**
 * The check's answers kept per file (node_modules/.cache/companylens-check/files.json), so a
 * whole check after one edit re-reads only what changed. Each answer is kept under a key: the
 * digest of what it was worked out from (the file's text, and everything beside the pages:
 * `context`, from ./cache.mjs), and the pages it read besides its own (a page's anchors depend
 * on the ids of the pages they name), each with the digest of its text then.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Problem} from './problem';
import type {Exemption} from './rules/exemptions';
import type {PageLink} from '../plugins/agent-skill/render';

interface Answer {
  problems: Problem[];
  exemptions?: Exemption[];
  /** A page's ids (../site/anchors.ts), for the pages whose links name it. */
  ids?: string[];
  /** The agent skill's render: its problems and its links to pages (./rules/skill.ts). */
  skill?: {problems: Problem[]; pageLinks: PageLink[]};
  /** The other files it read, each with the digest of its text then. */
  deps?: Record<string, string>;
}

type Store = Record<string, Record<string, Answer & {key: string}>>;

export const digest = (...parts: string[]) => {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(`${part}\0`);
  return hash.digest('hex');
};

export interface FileAnswers {
  /** The answer of `stage` for `file` under `key`, if its deps are as they were (`now` gives a file's digest today). */
  get(stage: string, file: string, key: string, now: (file: string) => string | undefined): Answer | undefined;
  set(stage: string, file: string, key: string, answer: Answer): void;
  save(): void;
}

/** The answers kept in `file` (none kept, and none read, without one). */
export function fileAnswers(file?: string): FileAnswers {
  let store: Store = {};
  try {
    if (file) store = JSON.parse(fs.readFileSync(file, 'utf8')) as Store;
  } catch {
    // none kept yet, or unreadable: every file is checked
  }
  return {
    get(stage, name, key, now) {
      const kept = store[stage]?.[name];
      if (!kept || kept.key !== key || Object.entries(kept.deps ?? {}).some(([dep, was]) => now(dep) !== was)) return undefined;
      return kept;
    },
    set(stage, name, key, answer) {
      (store[stage] ??= {})[name] = {key, ...answer};
    },
    save() {
      if (!file) return;
      try {
        fs.mkdirSync(path.dirname(file), {recursive: true});
        // whole or not at all: a check and the development server's may write at once
        fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(store));
        fs.renameSync(`${file}.${process.pid}`, file);
      } catch {
        // a read-only checkout: nothing is kept, and the next run checks again
      }
    },
  };
}
