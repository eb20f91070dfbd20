/**
 * `<SkillTokens of="SKILL.md" />` in a doc is replaced, while the page is
 * compiled, by the skill's size in tokens as ./render counts it (o200k_base,
 * as the tool cards count): `of="SKILL.md"`, `of="description"` (the name and
 * description an agent sees before it loads the skill) or `of="references"`
 * (the smallest to the largest reference file). So the installation page's
 * figures follow the skill, and no script carries them. Anything else stops
 * the build, naming file and line.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {SiteAddress} from './render';

type JsxNode = {type: string; name?: string | null; attributes?: {type: string; name?: string; value?: unknown}[]; position?: {start: {line: number}}};
const fmt = (n: number) => n.toLocaleString('en-GB');

/** What `of` may name: a file of the skill, its description, or the reference files together. */
export const SKILL_TOKEN_SOURCES = ['SKILL.md', 'description', 'references'];

const isSkillTokens = (node: JsxNode) => (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'SkillTokens';

export default function remarkSkillTokens(options: {siteDir: string} & SiteAddress) {
  return async (tree: Root, vfile: {path?: string}) => {
    let found = false;
    visit(tree, (node) => void (found ||= isSkillTokens(node as JsxNode)));
    if (!found) return;
    // the renderer loads with the first page that counts the skill's tokens, not with the site's config
    const {renderSkill} = await import('./render');
    const {tokens} = await renderSkill(options.siteDir, options);
    visit(tree, (node, index, parent) => {
      const jsx = node as JsxNode;
      if (!isSkillTokens(jsx) || !parent || index === undefined) return;
      const of = jsx.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'of')?.value;
      const refs = Object.entries(tokens).filter(([f]) => f.startsWith('references/')).map(([, n]) => n);
      const value = of === 'references' ? `${fmt(Math.min(...refs))} to ${fmt(Math.max(...refs))}` : typeof of === 'string' && SKILL_TOKEN_SOURCES.includes(of) ? fmt(tokens[of]!) : undefined;
      if (value === undefined) throw new Error(`${vfile.path ?? 'a doc'}:${jsx.position?.start.line ?? 1}: <SkillTokens of="…">: of must be ${SKILL_TOKEN_SOURCES.map((s) => `"${s}"`).join(', ')}`);
      parent.children.splice(index, 1, {type: 'text', value} as never);
    });
  };
}
