/**
 * Parameters and prompt arguments: each described, an enum's coded values
 * explained, and a required identifier or date given its form (a pattern, a
 * format, an example) or where to get it.
 */
import {finding, type Finding, type FindingValues, type LintContext, type Rule, type RuleFamily} from '../finding';
import {descriptionOf, propertiesOf, resolved, schemasIn} from './schemaWalk';
import {tokens} from './words';

const RULES: Rule[] = [
  {
    id: 'parameter-undescribed',
    why: 'an agent fills a parameter from its name alone when nothing says what it means, its unit or its default',
    fix: 'describe it: what it means, its unit or form, and what leaving it out does',
    weight: 8,
    cap: 32,
  },
  {
    id: 'enum-unexplained',
    why: 'coded values ("pd", "AR") mean nothing to an agent unless something says what each stands for',
    fix: 'say what each value means in the description, or give each a const with a description (oneOf)',
    weight: 6,
    cap: 18,
  },
  {
    id: 'parameter-form',
    why: 'an agent invents an identifier, number or date in the wrong form when neither the schema nor the description shows one',
    fix: 'give its form: a pattern or format, an example in the description ("e.g. SC123456"), or which tool returns it',
    weight: 6,
    cap: 18,
  },
];

/** Two-letter English words, which are not codes. */
const SHORT_WORDS = new Set('a i an as at be by do go he if in is it me my no of on or so to up us we ok id'.split(' '));
/** A description that names the standard its codes come from explains them all. */
const NAMES_A_STANDARD = /\b(ISO[\s-]?\d*|BCP[\s-]?47|IETF|(country|language|locale|currency|region) codes?|locales?)\b/i;
/** So does a parameter named for one (`search_lang`, `country`, `ui_locale`): every agent knows ISO 639 and 3166 codes. */
const STANDARD_NAMES = new Set(['lang', 'language', 'locale', 'country', 'currency', 'region']);

/** Whether an enum value's meaning is not plain: a part of one or two letters that is not a word (`pd`, `AR`, `zh-hant`'s `zh`). */
function coded(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return tokens(value).some((part) => /^[a-z]{1,2}$/.test(part) && !SHORT_WORDS.has(part));
}

/** Whether a coded value is the start of a word the same enum also lists (`"d"` beside `"day"`): the word explains it. */
const abbreviates = (value: unknown, values: unknown[]) =>
  values.some((w) => typeof w === 'string' && w !== value && !coded(w) && w.toLowerCase().startsWith(String(value).toLowerCase()));

/** Whether `text` names the value as a word of its own. */
const mentions = (text: string, value: string) => new RegExp(`(^|[^\\w-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(text);

/** Enum values a schema documents one by one: a branch per value with its own description or title, or a list beside the enum. */
function documentedValues(node: Record<string, unknown>, root: Record<string, unknown>): Set<unknown> {
  const out = new Set<unknown>();
  for (const key of ['oneOf', 'anyOf'] as const) {
    for (const branch of Array.isArray(node[key]) ? (node[key] as unknown[]) : []) {
      const b = resolved(branch, root);
      if ('const' in b && (b.description || b.title)) out.add(b.const);
    }
  }
  const names = node.enumDescriptions ?? node['x-enumDescriptions'] ?? node['x-enum-descriptions'] ?? node.enumNames;
  if (Array.isArray(names) && Array.isArray(node.enum)) node.enum.forEach((v, i) => names[i] && out.add(v));
  return out;
}

/** The last word of a parameter name that says its value has a form an agent cannot guess (`channel_id`, `since_date`, `commitSha`). */
const FORM_WORDS = new Set(['id', 'ids', 'uid', 'uuid', 'guid', 'number', 'num', 'no', 'date', 'datetime', 'time', 'timestamp', 'ts', 'sha', 'version']);
/** A description that shows the form or says where the value comes from. */
const SHOWS_FORM = /e\.g\.|\b(for example|for instance|such as|like|format(ted)?|pattern|YYYY|ISO|RFC|UUID)\b|`[^`]+`|"[^"]+"|'[^'\s]+'|\b(from the|returned by|given by|listed by|found (in|by|with)|as returned|obtained)\b/i;

function check({surface}: LintContext): Finding[] {
  const out: Finding[] = [];
  // a description naming another tool (by a name of two words or more) says where the value comes from ("from learn_shopify_api")
  const siblings = surface.tools.map((t) => t.name).filter((name) => tokens(name).length > 1);
  for (const tool of surface.tools) {
    const root = (tool.inputSchema ?? {}) as Record<string, unknown>;
    const at = <K extends 'parameter-undescribed' | 'enum-unexplained' | 'parameter-form'>(rule: K, path: string, values: FindingValues[K]) =>
      out.push(finding(rule, {kind: 'tool', name: tool.name, path}, values));
    for (const parameter of propertiesOf(tool.inputSchema)) {
      const own = descriptionOf(parameter.schema, root);
      if (!own) at('parameter-undescribed', parameter.path, {required: parameter.required});
      // enums anywhere inside the parameter, explained by any description on the way or the tool's
      const texts = [tool.description ?? '', own ?? ''];
      for (const {path, schema} of schemasIn(parameter, tool.inputSchema)) {
        const here = descriptionOf(schema, root) ?? '';
        texts.push(here);
        const values = Array.isArray(schema.enum) ? (schema.enum as unknown[]) : [];
        if (values.length < 2) continue;
        const words = texts.join('\n');
        if (NAMES_A_STANDARD.test(words) || tokens(path).some((w) => STANDARD_NAMES.has(w))) continue;
        // an enum of codes: at least half its values coded (one short product name among forty is not)
        if (values.filter(coded).length * 2 < values.length) continue;
        const documented = documentedValues(schema, root);
        const unexplained = values.filter((v) => coded(v) && !documented.has(v) && !mentions(words, String(v)) && !abbreviates(v, values));
        if (unexplained.length) at('enum-unexplained', path, {values: unexplained});
      }
      const s = parameter.schema;
      const types = [s.type].flat();
      const stringy = s.type === undefined || types.includes('string');
      const formed = ['pattern', 'format', 'enum', 'const', 'examples', 'example'].some((k) => k in s);
      const last = tokens(parameter.path).at(-1) ?? '';
      if (parameter.required && own && stringy && !formed && FORM_WORDS.has(last) && !SHOWS_FORM.test(own) && !siblings.some((name) => name !== tool.name && mentions(own, name))) {
        at('parameter-form', parameter.path, {description: own.trim()});
      }
    }
  }
  for (const prompt of surface.prompts) {
    for (const arg of prompt.arguments ?? []) {
      if (!arg.description?.trim()) out.push(finding('parameter-undescribed', {kind: 'prompt', name: prompt.name, path: arg.name}, {required: !!arg.required}));
    }
  }
  return out;
}

export const parameters: RuleFamily = {rules: RULES, check};
