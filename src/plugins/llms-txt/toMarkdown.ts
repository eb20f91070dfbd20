/**
 * A built article (hast) to Markdown: hast-util-to-mdast, then
 * mdast-util-to-markdown with GFM (tables). hast-util-to-mdast's default
 * handlers do the work; the handlers below only teach it Docusaurus's markup:
 * - Prism code blocks (`pre.language-xxx`, one `div.token-line` per line, an
 *   optional title) → fenced code with the language and `title="…"`;
 * - tabs and the client picker → every panel in order, each after its label in bold;
 * - `pre.mermaid-source` (what the server renders before Mermaid loads) → a
 *   `mermaid` fence;
 * - admonitions → a blockquote opening with the title in bold;
 * - `<details>` → the summary in bold, then the content; the Try it panel's
 *   shell (`data-try-it`, src/components/TryIt), whose content is controls,
 *   → what `tryIt` writes for its tool instead;
 * - a list of schema fields (src/components/SchemaFields) → one table of
 *   every field, nested ones by their dotted path;
 * - a table of named row groups (the SIC list) → one table, each row with its
 *   group's name in a last column;
 * - links → absolute URLs, to a page's Markdown twin where it has one, and
 *   written out as they are: mdast-util-to-markdown escapes every `&` before a
 *   letter (`?a=1\&b=2`), which is valid Markdown but breaks the URL for a
 *   reader who copies it, so `plainUrls` puts the `&` back where no character
 *   reference could form.
 */
import {defaultHandlers, toMdast, type Options as ToMdastOptions} from 'hast-util-to-mdast';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';
import type {Element, ElementContent, Root} from 'hast';
import type {BlockContent, Code, Link, Paragraph, PhrasingContent, RootContent, Table, TableCell} from 'mdast';

type Handlers = NonNullable<ToMdastOptions['handlers']>;
type State = Parameters<NonNullable<Handlers[string]>>[0];

interface LinkContext {
  /** Absolute URL of the page being converted; relative links resolve against it. */
  pageUrl: string;
  /** Absolute URL of the Markdown twin of a page (absolute URL, no hash), if it has one. */
  twinOf(url: string): string | undefined;
  /** What stands for a tool's Try it panel (the page's example call as text); left out without it. */
  tryIt?(tool: string): RootContent[];
}

function classes(node: Element): string[] {
  const c = node.properties.className;
  return Array.isArray(c) ? c.map(String) : [];
}
/** CSS-module classes carry a hash suffix (`codeBlockTitle_OeMC`): match the name before it. */
const hasClass = (node: Element, name: string) => classes(node).some((c) => c === name || c.startsWith(`${name}_`));

function findAll(node: Element | Root, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) out.push(child);
    else findAll(child, test, out);
  }
  return out;
}
const find = (node: Element, test: (el: Element) => boolean) => findAll(node, test)[0];

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (node.tagName === 'br') return '\n';
  return node.children.map(textOf).join('');
}

function code(pre: Element, meta: string | null): Code {
  const lang = classes(pre).find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? null;
  const lines = findAll(pre, (el) => hasClass(el, 'token-line'));
  const value = lines.length ? lines.map((l) => textOf(l).replace(/\n$/, '')).join('\n') : textOf(pre);
  return {type: 'code', lang, meta, value: value.replace(/^\n+|\s+$/g, '')};
}

const bold = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children: [{type: 'strong', children}]});

function codeBlock(node: Element): Code | undefined {
  const pre = find(node, (el) => el.tagName === 'pre');
  if (!pre) return undefined;
  const title = find(node, (el) => hasClass(el, 'codeBlockTitle'));
  return code(pre, title ? `title="${textOf(title).trim()}"` : null);
}

function tabs(state: State, node: Element): RootContent[] {
  const labels = findAll(node, (el) => el.properties.role === 'tab').map((el) => textOf(el).trim());
  const panels = findAll(node, (el) => el.properties.role === 'tabpanel');
  return panels.flatMap((panel, i) => [
    bold([{type: 'text', value: labels[i] ?? ''}]),
    ...state.toFlow(state.all(panel)),
  ]);
}

/** The client picker (src/components/ClientPicker): every client's panel after its name (`data-label`), as for tabs. */
function clientPicker(state: State, node: Element): RootContent[] {
  const panels = findAll(node, (el) => el.properties.dataClient !== undefined);
  return panels.flatMap((panel) => [bold([{type: 'text', value: String(panel.properties.dataLabel)}]), ...state.toFlow(state.all(panel))]);
}

function admonition(state: State, node: Element): BlockContent {
  const heading = find(node, (el) => hasClass(el, 'admonitionHeading'));
  const content = find(node, (el) => hasClass(el, 'admonitionContent')) ?? node;
  const title = heading ? textOf(heading).trim() : '';
  // The heading of an untitled admonition is its type in lower case ("note"); CSS capitalises it.
  const shown = title && title === title.toLowerCase() ? title[0].toUpperCase() + title.slice(1) : title;
  const body = state.toFlow(state.all(content)) as BlockContent[];
  return {type: 'blockquote', children: shown ? [bold([{type: 'text', value: shown}]), ...body] : body};
}

/** Phrasing without the whitespace at its two ends (a table cell's content). */
function trimmed(children: PhrasingContent[]): PhrasingContent[] {
  const out = [...children];
  const edge = (i: number, trim: (value: string) => string) => {
    const c = out[i];
    if (c?.type === 'text') out[i] = {...c, value: trim(c.value)};
  };
  edge(0, (v) => v.trimStart());
  edge(out.length - 1, (v) => v.trimEnd());
  return out.filter((c) => c.type !== 'text' || c.value);
}

/**
 * A SchemaFields list: a row per field (`data-path`), nested fields after their parent. The
 * field's constraints (default, range, pattern: the `constraints` line under its description)
 * get a column of their own, "Rules" as in the agent skill's references, when any field has
 * some; both keep their inline code (a pattern reaches the reader as written).
 */
function schemaFields(state: State, node: Element): Table {
  const cell = (value: string, code = false): TableCell => ({
    type: 'tableCell',
    children: [code ? {type: 'inlineCode', value} : {type: 'text', value}],
  });
  const phrasing = (parent: Element, children: ElementContent[]): TableCell => ({
    type: 'tableCell',
    children: trimmed(state.all({...parent, children}) as PhrasingContent[]),
  });
  const isField = (el: Element) => typeof el.properties.dataPath === 'string';
  const withNested = (field: Element): Element[] => [field, ...findAll(field, isField).flatMap(withNested)];
  const fields = findAll(node, isField).flatMap(withNested).map((field) => {
    const dt = find(field, (el) => el.tagName === 'dt');
    const dd = find(field, (el) => el.tagName === 'dd');
    const type = find(dt, (el) => hasClass(el, 'type'));
    const isRules = (c: ElementContent): c is Element => c.type === 'element' && hasClass(c, 'constraints');
    const own = dd.children.filter((c) => !(c.type === 'element' && c.tagName === 'details'));
    const rules = own.filter(isRules).flatMap((c) => c.children);
    return {
      cells: [
        cell(String(field.properties.dataPath), true),
        cell(type ? textOf(type) : '', true),
        cell(find(dt, (el) => hasClass(el, 'required')) ? 'yes' : 'no'),
        phrasing(dd, own.filter((c) => !isRules(c))),
      ],
      rules: phrasing(dd, rules),
    };
  });
  const withRules = fields.some((f) => f.rules.children.length > 0);
  const header = [String(node.properties.dataNameLabel ?? 'Field'), 'Type', 'Required', 'Description', ...(withRules ? ['Rules'] : [])];
  return {
    type: 'table',
    children: [
      {type: 'tableRow', children: header.map((h) => cell(h))},
      ...fields.map((f) => ({type: 'tableRow' as const, children: withRules ? [...f.cells, f.rules] : f.cells})),
    ],
  };
}

/**
 * A table whose row groups each open with a row naming the group
 * (`th[scope=rowgroup]`, the SIC list): one Markdown table, the group's name
 * as a last column (headed by `data-group-label`) on each of its rows.
 */
function groupedTable(node: Element): Table | undefined {
  const bodies = node.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'tbody');
  const isGroupRow = (tr: Element) => !!find(tr, (el) => el.tagName === 'th' && el.properties.scope === 'rowgroup');
  if (!bodies.length || !bodies.every((b) => find(b, (el) => el.tagName === 'tr' && isGroupRow(el)))) return undefined;
  const cell = (value: string): TableCell => ({type: 'tableCell', children: [{type: 'text', value: value.trim()}]});
  const head = findAll(node, (el) => el.tagName === 'thead')[0];
  const header = head ? findAll(head, (el) => el.tagName === 'th').map((th) => textOf(th)) : [];
  const rows = bodies.flatMap((body) => {
    const trs = findAll(body, (el) => el.tagName === 'tr');
    const group = textOf(trs.find(isGroupRow)!);
    return trs
      .filter((tr) => !isGroupRow(tr))
      .map((tr) => ({type: 'tableRow' as const, children: [...findAll(tr, (el) => el.tagName === 'td').map((td) => cell(textOf(td))), cell(group)]}));
  });
  const label = String(node.properties.dataGroupLabel ?? 'Group');
  return {type: 'table', children: [{type: 'tableRow', children: [...header, label].map(cell)}, ...rows]};
}

/** What mdast-util-to-markdown writes for a link destination that holds `&`, and what to write instead. */
function escapedUrls(urls: Iterable<string>): [escaped: string, plain: string][] {
  // Only URLs a Markdown reader takes literally once unescaped: no brackets, spaces,
  // backslashes or anything that would read as a character reference (`&amp;`).
  return [...urls]
    .filter((u) => u.includes('&') && /^[^\s()<>\\]+$/.test(u) && !/&(#\d+|#x[\da-f]+|[a-z\d]+);/i.test(u))
    .map((u) => [`](${u.replace(/&(?=[#A-Za-z])/g, '\\&')})`, `](${u})`]);
}

function plainUrls(markdown: string, urls: Iterable<string>): string {
  return escapedUrls(urls).reduce((md, [escaped, plain]) => md.split(escaped).join(plain), markdown);
}

function handlers(links: LinkContext, urls: Set<string>): Handlers {
  return {
    table(state, node) {
      return groupedTable(node) ?? defaultHandlers.table(state, node);
    },
    dl(state, node) {
      return hasClass(node, 'schema-fields') ? schemaFields(state, node) : defaultHandlers.dl(state, node);
    },
    div(state, node) {
      if (hasClass(node, 'theme-code-block')) {
        const block = codeBlock(node);
        if (block) return block;
      }
      if (hasClass(node, 'tabs-container')) return tabs(state, node);
      if (node.properties.dataClientPicker !== undefined) return clientPicker(state, node);
      if (hasClass(node, 'theme-admonition')) return admonition(state, node);
      return state.toFlow(state.all(node));
    },
    pre(_state, node) {
      return hasClass(node, 'mermaid-source') ? {type: 'code', lang: 'mermaid', meta: null, value: textOf(node).trim()} : code(node, null);
    },
    details(state, node) {
      const tool = node.properties.dataTryIt;
      if (typeof tool === 'string') return links.tryIt?.(tool) ?? [];
      return defaultHandlers.details(state, node);
    },
    summary(state, node) {
      return bold(state.all(node) as PhrasingContent[]);
    },
    a(state, node) {
      const children = state.all(node) as PhrasingContent[];
      const href = node.properties.href;
      if (typeof href !== 'string') return children;
      const target = new URL(href, links.pageUrl);
      const hash = target.hash;
      target.hash = '';
      const twin = links.twinOf(target.href);
      const title = node.properties.title;
      const link: Link = {type: 'link', url: (twin ?? target.href) + hash, title: typeof title === 'string' ? title : null, children};
      urls.add(link.url);
      state.patch(node, link);
      return link;
    },
  };
}

/** Markdown of an article (chrome already removed, see article.ts). */
export function articleToMarkdown(article: Root, links: LinkContext): string {
  const urls = new Set<string>();
  const mdast = toMdast(article, {document: true, handlers: handlers(links, urls)});
  const markdown = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
  return `${plainUrls(markdown, urls).replace(/\u200b/g, '').trim()}\n`;
}
