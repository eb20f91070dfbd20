/**
 * MDX comments, `{/* text *\/}`, as the rules meet them: markdownlint reads them as Markdown (two
 * `*` with spaces inside are MD037's), so it is given the page with their insides masked; and a
 * comment `{/* check-allow RULE: reason *\/}` lets one line through one rule: the line it ends, or,
 * alone on its line, the next one. Rule exemption: an exemption with no reason, one that names
 * a rule the build stops on whatever it says, and one that let nothing through.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {Problem} from '../problem';
import type {SourcePage} from '../site/pages';

/** What the build stops on whatever a comment says (the page would not build or render), and this rule itself. */
const NOT_EXEMPT = ['mdx-syntax', 'mdx-undefined', 'mdx-component', 'link', 'anchor', 'image', 'front-matter', 'sidebar', 'exemption'];

const ALLOW = /^check-allow\s+([\w./-]+)\s*(?::\s*([\s\S]*))?$/;

interface Comment {
  value: string;
  start: number;
  end: number;
  line: number;
  /** The line it applies to: its own, or the next when it stands alone. */
  appliesTo: number;
}

type ExpressionNode = {type: string; data?: {estree?: {body: unknown[]; comments?: {value: string}[]}}; position?: {start: {line: number; offset?: number}; end: {line: number; offset?: number}}};

/** The page's MDX comments: expressions that hold one comment and nothing else. */
function comments(tree: Root | undefined): Comment[] {
  const out: Comment[] = [];
  if (!tree) return out;
  visit(tree, (node) => {
    const e = node as ExpressionNode;
    if (e.type !== 'mdxFlowExpression' && e.type !== 'mdxTextExpression') return;
    const estree = e.data?.estree;
    if (!estree || estree.body.length || estree.comments?.length !== 1 || !e.position) return;
    const {start, end} = e.position;
    out.push({value: estree.comments[0].value.trim(), start: start.offset ?? 0, end: end.offset ?? 0, line: start.line, appliesTo: e.type === 'mdxFlowExpression' ? end.line + 1 : start.line});
  });
  return out;
}

/** The page's text with each MDX comment's inside masked, lines and columns kept: what markdownlint reads. */
export function textForLinters(page: SourcePage): string {
  let text = page.text;
  for (const c of comments(page.tree)) text = text.slice(0, c.start + 1) + text.slice(c.start + 1, c.end - 1).replace(/[^\n]/g, 'x') + text.slice(c.end - 1);
  return text;
}

export interface Exemption {
  file: string;
  line: number;
  appliesTo: number;
  rule: string;
}

/** Whether an exemption's rule names a problem's: its id, or either half of markdownlint's (`MD033` or `no-inline-html`). */
const names = (rule: string, problem: Problem) => problem.rule === rule || problem.rule.split('/').includes(rule);

/** The exemptions a page writes, and the problems of those written wrongly. */
export function pageExemptions(page: SourcePage): {exemptions: Exemption[]; problems: Problem[]} {
  const exemptions: Exemption[] = [];
  const problems: Problem[] = [];
  for (const c of comments(page.tree)) {
    const m = ALLOW.exec(c.value);
    if (!m) continue;
    const [, rule, reason = ''] = m;
    const wrong = (message: string, fix: string) => problems.push({file: page.file, line: c.line, rule: 'exemption', message, fix});
    if (NOT_EXEMPT.includes(rule)) wrong(`check-allow ${rule}: ${rule} cannot be let through, the page would not build or render`, 'fix what it reports');
    else if (!reason.trim()) wrong(`check-allow ${rule} gives no reason`, `say why after a colon: {/* check-allow ${rule}: the reason */}`);
    else exemptions.push({file: page.file, line: c.line, appliesTo: c.appliesTo, rule});
  }
  return {exemptions, problems};
}

/**
 * The problems no exemption lets through; with `unused`, also each exemption that let nothing
 * through (a run that left out a rule's stage cannot tell, and passes false).
 */
export function applyExemptions(problems: Problem[], exemptions: Exemption[], {unused}: {unused: boolean}): Problem[] {
  const used = new Set<Exemption>();
  const kept = problems.filter((p) => {
    const by = exemptions.find((e) => e.file === p.file && e.appliesTo === p.line && names(e.rule, p));
    if (by) used.add(by);
    return !by;
  });
  if (!unused) return kept;
  const idle = exemptions.filter((e) => !used.has(e));
  return [
    ...kept,
    ...idle.map((e) => ({file: e.file, line: e.line, rule: 'exemption', message: `check-allow ${e.rule} lets nothing through: line ${e.appliesTo} has no ${e.rule} problem`, fix: 'remove the comment (or put it on the line the problem is on, or alone on the line before it)'})),
  ];
}
