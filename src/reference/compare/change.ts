/**
 * One difference between two surfaces, as diff.ts classifies it and the writers print it: a
 * changelog record (its class, what it is about, the line) with the values themselves.
 */
import type {ChangeRecord} from '../../data/changelog';

export type {ChangeClass, ChangeKind} from '../../data/changelog';

export interface Change extends ChangeRecord {
  /** The values themselves (left out when absent), for `--json`; the changelog does not keep them. */
  before?: unknown;
  after?: unknown;
}
