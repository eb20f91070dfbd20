/**
 * One difference between two surfaces, as diff.ts classifies it and the writers print it: a
 * changelog record (its class, what it is about, the line) with the values themselves.
 */
import type {ChangeId} from './ids';

export type {ChangeId};

/** How a change reaches a server's users: it breaks a client, adds something, or changes only words. */
export type ChangeClass = 'breaking' | 'additive' | 'docs';
export type ChangeKind = 'server' | 'tool' | 'prompt' | 'resource' | 'template';

/** One change as a changelog records it (`sync` writes them to changelog.json). */
export interface ChangeRecord {
  class: ChangeClass;
  kind: ChangeKind;
  name: string;
  part?: 'parameters' | 'result';
  field?: string;
  text: string;
}

export interface Change extends ChangeRecord {
  /** What changed and how, stable across releases (ids.ts; the package README lists them). */
  id: ChangeId;
  /** What the id needs beside before and after (the hint, the enum values removed, the key): ids.ts names them. */
  values?: Record<string, unknown>;
  /** The values themselves (left out when absent), for `--json`; the changelog does not keep them. */
  before?: unknown;
  after?: unknown;
}
