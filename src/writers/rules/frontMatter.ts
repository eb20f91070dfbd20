/**
 * Rule front-matter: every page (not a partial) has a `title` and a `description`, the
 * description short enough for its line in llms.txt, and front matter YAML can read.
 */
import type {Problem} from '../problem';
import type {SourcePage} from '../site/pages';

/** Longest `description`: it is the page's line in llms.txt and its search-engine snippet. */
export const DESCRIPTION_MAX = 200;

const RULE = 'front-matter';

export function frontMatterProblems(page: SourcePage): Problem[] {
  const at = (line: number, message: string, fix: string): Problem => ({file: page.file, line, rule: RULE, message, fix});
  if (page.frontMatterError) return [at(page.frontMatterError.line, `front matter is not valid YAML: ${page.frontMatterError.message}`, 'write each key as `key: value`, and quote a value that holds a colon')];
  if (page.partial) return [];
  const start = page.yaml?.position?.start.line ?? 1;
  const keyLine = (key: string) => {
    const index = (page.yaml?.value ?? '').split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return index < 0 ? start : start + 1 + index;
  };
  const problems: Problem[] = [];
  const what = {title: 'the page title (its H1 and sidebar label)', description: 'one sentence saying what the page answers (its line in llms.txt)'};
  for (const key of ['title', 'description'] as const) {
    const value = page.frontMatter[key];
    if (typeof value !== 'string' || !value.trim()) problems.push(at(keyLine(key), `front matter has no ${key}`, `add \`${key}:\` with ${what[key]}`));
  }
  const description = page.frontMatter.description;
  if (typeof description === 'string' && description.length > DESCRIPTION_MAX) {
    problems.push(at(keyLine('description'), `front matter description is ${description.length} characters; at most ${DESCRIPTION_MAX} fit its line in llms.txt`, 'shorten it to one sentence'));
  }
  return problems;
}
