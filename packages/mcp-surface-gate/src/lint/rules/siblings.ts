/**
 * Siblings an agent cannot tell apart: two tools it would weigh against each
 * other (names that share at least half their words, and not one that reads
 * while the other writes) whose descriptions share most of their words (the
 * Jaccard index of their word sets, words most of the server's descriptions
 * share set aside, is 0.7 or more), where neither description names the
 * other: naming a sibling is how a description says when to use which. Two
 * descriptions of exactly the same words are alike whatever the names.
 */
import {finding, type Finding, type LintContext, type Rule, type RuleFamily} from '../finding';
import {jaccard, READ_VERBS, singular, tokens, wordSet, WRITE_VERBS} from './words';

const RULES: Rule[] = [
  {
    id: 'siblings-alike',
    why: 'when two tools\' descriptions read alike, an agent picks between them by chance',
    fix: 'say what each does that the other does not, and name the other to say when to use which',
    weight: 15,
  },
];

/** Descriptions that share this share of their words read alike. */
const ALIKE = 0.7;
/** Names that share this share of their words are weighed against each other. */
const NAMES_ALIKE = 0.5;
/** Small words of a name that say nothing of what the tool does. */
const NAME_FILLER = new Set(['a', 'an', 'the', 'by', 'of', 'to', 'for', 'with', 'in', 'on', 'and', 'or']);

/** Whether a description names a tool: its name as a whole word. */
const names = (text: string, name: string) => new RegExp(`(^|[^\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(text);

interface Sibling {
  /** The words of its description, words most of the server's descriptions share set aside. */
  words: Set<string>;
  /** The words of its name, fillers set aside. */
  name: string[];
}

/**
 * One name is the other's with words added (`click` and `iframe_click`), and
 * the longer one's description says them where the shorter one's does not ("in
 * an iframe"): the words an agent picks by are in both the name and the
 * description.
 */
function saysQualifier(a: Sibling, b: Sibling): boolean {
  const [short, long] = a.name.length <= b.name.length ? [a, b] : [b, a];
  const added = long.name.filter((w) => !short.name.includes(w));
  return added.length > 0 && short.name.every((w) => long.name.includes(w)) && added.every((w) => long.words.has(w) && !short.words.has(w));
}

function check({surface, sharedWords}: LintContext): Finding[] {
  const out: Finding[] = [];
  const nameWords = (name: string) => tokens(name).map(singular).filter((w) => !NAME_FILLER.has(w));
  /** One name reads (get, list, …) and the other writes (create, update, …): an agent tells them apart by what it wants done. */
  const readAndWrite = (a: string[], b: string[]) =>
    (a.some((w) => READ_VERBS.has(w)) && b.some((w) => WRITE_VERBS.has(w))) || (b.some((w) => READ_VERBS.has(w)) && a.some((w) => WRITE_VERBS.has(w)));
  const tools = surface.tools.map((tool) => ({
    tool,
    words: new Set([...wordSet(tool.description ?? '')].filter((w) => !sharedWords.has(w))),
    name: nameWords(tool.name),
  }));
  for (let i = 0; i < tools.length; i++) {
    for (let j = i + 1; j < tools.length; j++) {
      const [a, b] = [tools[i], tools[j]];
      if (a.words.size < 3 || b.words.size < 3) continue;
      const shared = jaccard(a.words, b.words);
      // the same words say nothing that tells the two apart, whatever the names; else the names must be alike too
      const weighed = shared === 1 || (!readAndWrite(a.name, b.name) && jaccard(new Set(a.name), new Set(b.name)) >= NAMES_ALIKE && shared >= ALIKE);
      if (!weighed || saysQualifier(a, b)) continue;
      const [da, db] = [a.tool.description ?? '', b.tool.description ?? ''];
      if (names(da, b.tool.name) || names(db, a.tool.name)) continue;
      const alike = (sibling: string) => ({sibling, sharedPercent: Math.round(shared * 100), sameWords: shared === 1});
      out.push(finding('siblings-alike', {kind: 'tool', name: a.tool.name}, alike(b.tool.name)));
      out.push(finding('siblings-alike', {kind: 'tool', name: b.tool.name}, alike(a.tool.name)));
    }
  }
  return out;
}

export const siblings: RuleFamily = {rules: RULES, check};
