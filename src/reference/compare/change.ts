/** One difference between two surfaces, as diff.ts classifies it and the writers print it. */
export type ChangeClass = 'breaking' | 'additive' | 'docs';
export type ChangeKind = 'server' | 'tool' | 'prompt' | 'resource' | 'template';

export interface Change {
  class: ChangeClass;
  kind: ChangeKind;
  /** The tool, prompt, resource or template; the server's name for server facts. */
  name: string;
  /** For a tool's schema: which list the field is in, and its path (`items[].title`, as the field lists write it). */
  part?: 'parameters' | 'result';
  field?: string;
  /** The line the report prints, with the value before → after. */
  text: string;
  /** The values themselves (left out when absent), for `--json`; the changelog does not keep them. */
  before?: unknown;
  after?: unknown;
}
