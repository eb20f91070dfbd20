/**
 * The rules of a page's MDX, found from its source, before anything renders it:
 * - mdx-syntax: the page does not parse (an unclosed tag, a `{` or `<` in prose), at the
 *   parser's line and column;
 * - mdx-undefined: an expression (`{company_number}`, an attribute's `{…}`) names something
 *   the page neither imports nor defines, which would stop the page as it renders; reported at
 *   the line and column of its `{`;
 * - mdx-component: a component the page neither imports nor gets from the theme or a remark
 *   plugin, or whose props name what the data does not have.
 */
import type {Root} from 'mdast';
import type {Node as EsNode, Pattern, Program} from 'estree';
import {createVisitors} from 'estree-util-scope';
import {visit as visitEstree} from 'estree-util-visit';
import {visit} from 'unist-util-visit';
import type {Problem} from '../problem';
import type {SourcePage} from '../site/pages';
import {componentIds, REMARK_COMPONENTS, THEME_COMPONENTS} from '../site/components';

/** What an expression may name without the page defining it: ECMAScript's globals, and what MDX and Docusaurus's loader put in scope. */
const PROVIDED = new Set([
  ...['Array', 'BigInt', 'Boolean', 'Date', 'Error', 'Intl', 'JSON', 'Map', 'Math', 'Number', 'Object', 'Promise', 'RegExp', 'Set', 'String', 'Symbol', 'globalThis'],
  ...['Infinity', 'NaN', 'undefined', 'isFinite', 'isNaN', 'parseFloat', 'parseInt', 'encodeURI', 'encodeURIComponent', 'decodeURI', 'decodeURIComponent', 'console', 'require'],
  // MDX's own, and the module's exports Docusaurus's loader adds (frontMatter, contentTitle, toc, assets)
  ...['props', 'frontMatter', 'contentTitle', 'toc', 'assets'],
]);

type MdxNode = {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: {type: string; name?: string; value?: unknown; data?: {estree?: Program}}[];
  data?: {estree?: Program};
  position?: {start: {line: number; column: number}};
};

/** The names a declaration's pattern binds (`x`, `{title: first, ...rest}`, `[a, b = 1]`). */
function patternNames(pattern: Pattern | null): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => patternNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => patternNames(e));
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    case 'RestElement':
      return patternNames(pattern.argument);
    default:
      return [];
  }
}

/** The names the page's `import` and `export` statements bind. */
function moduleNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of (node as unknown as MdxNode).data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') statement.specifiers.forEach((s) => names.add(s.local.name));
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement.type === 'VariableDeclaration' || statement.type === 'FunctionDeclaration' ? statement : null;
      if (declaration?.type === 'VariableDeclaration') declaration.declarations.forEach((d) => patternNames(d.id).forEach((n) => names.add(n)));
      else if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) names.add(declaration.id.name);
    }
  });
  return names;
}

/** Whether an identifier, where it stands, names a value (not a property key, a label or a name being declared). */
function isReference(key: string | undefined, parent: EsNode | undefined): boolean {
  if (!parent) return true;
  switch (parent.type) {
    case 'MemberExpression':
      return key === 'object' || parent.computed;
    case 'Property':
    case 'PropertyDefinition':
    case 'MethodDefinition':
      return key !== 'key' || parent.computed;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
    case 'MetaProperty':
      return false;
    default:
      return true;
  }
}

/** The names an expression uses that nothing in it, the page's module or PROVIDED defines, with their places. */
function freeNames(program: Program, defined: Set<string>): {name: string; line?: number; column?: number}[] {
  // first pass: what each scope defines once it is read whole (a function may be called before its declaration)
  const scopes = new Map<EsNode, string[]>();
  const visitors = createVisitors();
  visitEstree(program, {
    enter(node) {
      const before = visitors.scopes.length;
      visitors.enter(node);
      if (visitors.scopes.length > before) scopes.set(node, visitors.scopes.at(-1)!.defined);
    },
    leave: visitors.exit,
  });
  const stack: string[][] = [visitors.scopes[0].defined];
  const free: {name: string; line?: number; column?: number}[] = [];
  visitEstree(program, {
    enter(node, key, _index, parents) {
      const own = scopes.get(node);
      if (own) stack.push(own);
      if (node.type !== 'Identifier' || !isReference(key === null ? undefined : String(key), parents.at(-1))) return;
      if (defined.has(node.name) || PROVIDED.has(node.name) || stack.some((s) => s.includes(node.name))) return;
      free.push({name: node.name, line: node.loc?.start.line, column: node.loc ? node.loc.start.column + 1 : undefined});
    },
    leave(node) {
      if (scopes.has(node)) stack.pop();
    },
  });
  return free;
}

/** The string props of a JSX element (`name="x"`). */
const stringProps = (node: MdxNode) =>
  Object.fromEntries((node.attributes ?? []).filter((a) => a.type === 'mdxJsxAttribute' && typeof a.value === 'string').map((a) => [a.name!, a.value as string]));

export function mdxProblems(page: SourcePage): Problem[] {
  const {file} = page;
  // each place the parser stopped; the rest of the page is read from the tree it read on to
  const problems: Problem[] = page.errors.map(({line, column, message, fix}) => ({
    file,
    line,
    column,
    rule: 'mdx-syntax',
    message: `the page is not valid MDX: ${message}`,
    fix: fix ?? 'in prose, escape a `{` or `<` (`\\{`, `&lt;`) or put it in backticks; close a tag MDX reads as JSX',
  }));
  if (!page.tree) return problems;
  const defined = moduleNames(page.tree);
  const at = (node: MdxNode, rule: string, message: string, fix: string) =>
    problems.push({file, line: node.position?.start.line ?? 1, column: node.position?.start.column, rule, message, fix});
  const undefinedIn = (node: MdxNode, program: Program | undefined, where: string) => {
    for (const {name} of program ? freeNames(program, defined) : []) {
      at(node, 'mdx-undefined', `${where} names \`${name}\`, which this page neither imports nor defines, so the page would stop as it renders`, `in prose, put it in backticks so it reads as code, or escape the brace (\\{${name}}); if it is code, import or define ${name}`);
    }
  };
  visit(page.tree, (node) => {
    const mdx = node as MdxNode;
    if (mdx.type === 'mdxFlowExpression' || mdx.type === 'mdxTextExpression') undefinedIn(mdx, mdx.data?.estree, `{${(mdx.value ?? '').trim().slice(0, 40)}}`);
    if (mdx.type !== 'mdxJsxFlowElement' && mdx.type !== 'mdxJsxTextElement') return;
    for (const attribute of mdx.attributes ?? []) {
      const estree = attribute.type === 'mdxJsxExpressionAttribute' ? attribute.data?.estree : (attribute.value as {data?: {estree?: Program}} | undefined)?.data?.estree;
      undefinedIn(mdx, estree, attribute.name ? `the ${attribute.name}={…} of <${mdx.name}>` : `a {…} of <${mdx.name}>`);
    }
    const name = mdx.name ?? '';
    const base = name.split('.')[0];
    if (!/^[A-Z]/.test(base)) return; // an HTML element, or a fragment
    const props = stringProps(mdx);
    // a prop written as an expression is only known as the page renders
    const computed = (mdx.attributes ?? []).some((a) => a.type === 'mdxJsxExpressionAttribute' || (a.type === 'mdxJsxAttribute' && a.value !== null && typeof a.value === 'object'));
    if (REMARK_COMPONENTS[name]) {
      const wrong = REMARK_COMPONENTS[name](props);
      if (wrong) at(mdx, 'mdx-component', wrong, 'name what src/data has');
    } else if (!defined.has(base) && !THEME_COMPONENTS.includes(base)) {
      at(mdx, 'mdx-component', `<${name}> is not imported by this page, so the page would stop as it renders`, `import it at the top (\`import {${base}} from '@site/src/components/…'\`), or check its spelling`);
    } else if (!computed) {
      const ids = componentIds(name, props);
      if ('error' in ids) at(mdx, 'mdx-component', `<${name}${Object.entries(props).map(([k, v]) => ` ${k}="${v}"`).join('')} />: ${ids.error}`, 'name what src/data has (a tool, prompt or definition by its exact name)');
    }
  });
  return problems;
}
