/**
 * Tool names: within the specification's rule (surface/surface.ts,
 * `toolNameFault`: 1 to 128 of A-Z, a-z, 0-9, `_`, `-`, `.`) and listed
 * once; portable to the model APIs clients hand them to (OpenAI's function
 * names take only letters, digits, `_` and `-`, at most 64); and in the style
 * most of the server's names use.
 */
import {toolNameFault} from '../../surface/surface';
import {finding, type Finding, type FindingValues, type LintContext, type NameStyle, type Rule, type RuleFamily} from '../finding';

const RULES: Rule[] = [
  {
    id: 'name-invalid',
    why: 'a client may refuse or rename a tool whose name breaks the MCP rule or repeats another, and the agent cannot call it',
    fix: 'use 1 to 128 of A-Z, a-z, 0-9, _, - and ., once per server',
    weight: 30,
  },
  {
    id: 'name-portable',
    why: 'clients pass tool names to model APIs that take only letters, digits, _ and - up to 64 characters (OpenAI function names), and drop or rename others',
    fix: 'use only letters, digits, _ and -, at most 64 characters (a client may also add a prefix)',
    weight: 5,
  },
  {
    id: 'name-style',
    why: 'names in one style let an agent guess a sibling\'s name; a stray style reads as another server\'s tool',
    fix: 'name it in the style the other tools use',
    weight: 5,
  },
];

type Style = NameStyle | 'mixed';
/** OpenAI's function names: at most this many characters. */
const PORTABLE_LENGTH = 64;

/** The style a name is written in; undefined for one word, which fits every style. */
function styleOf(name: string): Style | undefined {
  const separators = ['_', '-', '.'].filter((s) => name.includes(s));
  if (separators.length > 1) return 'mixed';
  if (separators[0] === '_') return 'snake_case';
  if (separators[0] === '-') return 'kebab-case';
  if (separators[0] === '.') return 'dot.case';
  return /[a-z][A-Z]/.test(name) ? 'camelCase' : undefined;
}

function check({surface}: LintContext): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const tool of surface.tools) {
    const at = <K extends 'name-invalid' | 'name-portable'>(rule: K, values: FindingValues[K]) => out.push(finding(rule, {kind: 'tool', name: tool.name}, values));
    const fault = typeof tool.name === 'string' && tool.name ? toolNameFault(tool.name) : {problem: 'empty' as const};
    if (fault) at('name-invalid', fault);
    else if (seen.has(tool.name)) at('name-invalid', {problem: 'listed-twice'});
    else if (tool.name.length > PORTABLE_LENGTH) at('name-portable', {problem: 'too-long', length: tool.name.length, limit: PORTABLE_LENGTH});
    else if (tool.name.includes('.')) at('name-portable', {problem: 'characters', characters: ['.']});
    seen.add(tool.name);
  }
  // the style most names that have one use; a tie names no house style
  const styles = surface.tools.map((t) => styleOf(String(t.name ?? ''))).filter((s): s is Style => !!s && s !== 'mixed');
  const counts = new Map<Style, number>();
  for (const s of styles) counts.set(s, (counts.get(s) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (ranked.length && (ranked.length === 1 || ranked[0][1] > ranked[1][1])) {
    const [house, n] = ranked[0];
    for (const tool of surface.tools) {
      const style = styleOf(String(tool.name ?? ''));
      if (style && style !== house) out.push(finding('name-style', {kind: 'tool', name: tool.name}, {style, house: house as NameStyle, count: n, total: surface.tools.length}));
    }
  }
  return out;
}

export const names: RuleFamily = {rules: RULES, check};
