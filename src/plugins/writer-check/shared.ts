/**
 * What the development server tells the pages about the writers' check (./index.ts sets it as
 * global data; src/theme/DocItem/Content and the crash page read it). Browser-safe: types and a
 * lookup only.
 */
import type {Problem} from '../../writers/problem';

export const WRITER_CHECK_PLUGIN = 'companylens-writer-check';

export interface WriterCheckData {
  /** Every problem the check last found, sorted. */
  problems: Problem[];
  /** Each doc's source file (`docs/x.mdx`) by its address. */
  files: Record<string, string>;
}

/** The problems of the page at `permalink`, or of the doc whose source is `source`. */
export function pageProblems(data: WriterCheckData | undefined, {permalink, source}: {permalink?: string; source?: string}): Problem[] {
  const file = source?.replace(/^@site\//, '') ?? (permalink ? data?.files[permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink] : undefined);
  return file ? (data?.problems ?? []).filter((p) => p.file === file) : [];
}
