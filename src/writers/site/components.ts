/**
 * What the rules know of the components a page may use without importing them, and of the
 * ids the data components put on a page: the theme's MDX components, the ones a remark plugin
 * replaces while the page compiles (each with the check of its props that plugin makes), and
 * the field lists and changelog entries whose anchors a link may name.
 */
import {requestCount} from '../../remark/requestCounts';
import {SKILL_TOKEN_SOURCES} from '../../plugins/agent-skill/remark';
import {changelog, entryId} from '../../lib/data/changelog';
import {FIELD_LISTS, fieldListIds, isFieldList} from '../../lib/data/fieldLists';
import {getPrompt, getResourceTemplate, getTool} from '../../data/mcp';

/** Components the theme provides to every page (@docusaurus/theme-classic's MDXComponents). */
export const THEME_COMPONENTS = ['Head', 'Details'];

/** Components a remark plugin replaces while the page compiles: what is wrong with their props, if anything. */
export const REMARK_COMPONENTS: Record<string, (props: Record<string, string>) => string | undefined> = {
  Requests: ({calls = ''}) => {
    const count = requestCount(calls);
    return typeof count === 'string' ? `<Requests calls="${calls}" />: ${count}` : undefined;
  },
  SkillTokens: ({of = ''}) => (SKILL_TOKEN_SOURCES.includes(of) ? undefined : `<SkillTokens of="${of}" />: of must be ${SKILL_TOKEN_SOURCES.map((s) => `"${s}"`).join(', ')}`),
};

/** The data components whose `name` names a tool, a prompt or a resource template, and how each is looked up (it throws for a name the data lacks). */
const NAMED: Record<string, (name: string) => unknown> = {
  ...Object.fromEntries(['ToolHeader', 'ToolParameters', 'ToolResultFields', 'ToolErrors', 'ToolUpstream', 'RelatedTools', 'ToolDefinition'].map((c) => [c, getTool])),
  PromptArguments: getPrompt,
  PromptDefinition: getPrompt,
  ResourceTemplateCard: getResourceTemplate,
};

/**
 * The ids a data component gives the page (its fields' anchors, the changelog's entries), or
 * the error its props would throw while the page renders (a tool, prompt or definition the data
 * does not have).
 */
export function componentIds(name: string, props: Record<string, string>): {ids: string[]} | {error: string} {
  try {
    NAMED[name]?.(props.name ?? '');
    if (isFieldList(name)) return {ids: fieldListIds(FIELD_LISTS[name](props))};
    if (name === 'Changelog') return {ids: changelog.entries.map((e) => entryId(e.version))};
    return {ids: []};
  } catch (e) {
    return {error: (e as Error).message};
  }
}
