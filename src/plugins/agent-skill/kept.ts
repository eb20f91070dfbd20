/**
 * What a render of the skill is, and the renders made in this process, by their inputs. On
 * globalThis: Docusaurus loads each plugin (and the docs' remark plugins) with a module registry
 * of its own, and a build needs the skill in two of them (the installation page's
 * `<SkillTokens>`, then the post-build files). A module of its own, so the post-build step finds
 * the render without loading the renderer (./render) and its modules again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SkillFrontMatter} from './frontMatter';
import type {Problem} from './problems';

/** The skill's written part, from the site folder. */
export const SOURCE = 'src/skill/SKILL.md';

export interface SiteAddress {
  /** The site's origin (`https://docs.example.com`). */
  url: string;
  baseUrl: string;
}

/** A link from the skill to a page of the site, checked against the build. */
export interface PageLink {
  line: number;
  /** The link as written (`/reference/data-fields#company_status-values`). */
  written: string;
}

export interface RenderedSkill {
  /** Every file of the skill folder by its path in it, SKILL.md first. */
  files: Record<string, string>;
  frontMatter: SkillFrontMatter;
  /** Tokens of each file, and of the name and description an agent sees before it loads the skill. */
  tokens: Record<string, number> & {description: number};
  pageLinks: PageLink[];
  problems: Problem[];
}

const RENDERED = Symbol.for('companylens.renderedSkills');
const rendered: Map<string, Promise<RenderedSkill>> = ((globalThis as {[RENDERED]?: Map<string, Promise<RenderedSkill>>})[RENDERED] ??= new Map());

/** The source as it is now, the render kept for it and this site if any, and how to keep one. */
export function keptSkill(siteDir: string, site: SiteAddress) {
  const source = fs.readFileSync(path.join(siteDir, SOURCE), 'utf8');
  const key = JSON.stringify([siteDir, site.url, site.baseUrl, source]);
  return {source, skill: rendered.get(key), keep: (skill: Promise<RenderedSkill>) => (rendered.set(key, skill), skill)};
}
