/**
 * The agent skill's rules (skill-names, skill-plain-names, skill-limits, skill-errors,
 * skill-directives, skill-front-matter, skill-size, src/plugins/agent-skill/README.md), as the
 * skill renders from src/skill/SKILL.md and src/data; and skill-links: each link of the skill to
 * a page leads to a page of the docs and an id it has.
 */
import {renderSkill, SOURCE, type PageLink, type SiteAddress} from '../../plugins/agent-skill/render';
import type {Problem} from '../problem';
import type {SourcePage} from '../site/pages';

/** The skill's own problems and its links to pages: what its render says, which depends on the skill and the data only. */
export async function skillRender(siteDir: string, site: SiteAddress): Promise<{problems: Problem[]; pageLinks: PageLink[]}> {
  const {problems, pageLinks} = await renderSkill(siteDir, site);
  return {problems, pageLinks};
}

/** The skill's links to pages that lead to no page of the docs, or to an id the page lacks. */
export function skillLinkProblems(links: PageLink[], pages: SourcePage[], idsOf: (page: SourcePage) => Set<string>): Problem[] {
  const problems: Problem[] = [];
  for (const {line, written} of links) {
    const [permalink, anchor] = written.split('#') as [string, string | undefined];
    const page = pages.find((p) => p.permalink === (permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink));
    const problem = (message: string, fix: string) => problems.push({file: SOURCE, line, rule: 'skill-links', message, fix});
    if (!page) problem(`the link ${written} leads to no page: the docs have none at ${permalink}`, 'link an existing page by its path, as the sidebar shows it (/getting-started/installation)');
    else if (anchor && !idsOf(page).has(anchor)) problem(`the link ${written} names the anchor "${anchor}", which no heading or field on ${permalink} has`, 'open the page and copy the link of the heading you mean');
  }
  return problems;
}
