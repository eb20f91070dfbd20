/**
 * The English line of a finding, written from its rule's id and values: the one place the words of
 * a finding are made, read by every format (the text report, `--json`'s `message`, the GitHub
 * annotations), as compare/lines.ts is for a change. A job reads the id and the values; these words
 * may change. A rule with no case here fails `tsc` (the map is keyed by every id) and
 * tests/unit/reference-ids.spec.ts.
 */
import {toolNameFaultLine} from '../surface/surface';
import type {Finding, FindingValues, RuleId} from './finding';

/** A value as a finding quotes it: JSON, cut at 60 characters. */
const quote = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};
const number = (n: number) => n.toLocaleString('en-GB');

const LINES: {[K in RuleId]: (v: FindingValues[K]) => string} = {
  'description-missing': () => 'no description',
  'description-short': (v) =>
    `${quote(v.description)} adds ${v.beyondName.length ? `only "${v.beyondName[0]}"` : 'nothing'} to the name${v.sharedWords.length ? ` beside words most of the server's descriptions share (${v.sharedWords.join(', ')})` : ''}`,
  'description-long': (v) => `${number(v.length)} characters, ${number(v.length - v.limit)} past the ${number(v.limit)} a client may keep`,
  'description-leak': (v) => `holds ${quote(v.leak)}`,
  'parameter-undescribed': (v) => `no description${v.required ? ' (required)' : ''}`,
  'enum-unexplained': (v) =>
    `value${v.values.length > 1 ? 's' : ''} ${v.values.slice(0, 5).map(quote).join(', ')}${v.values.length > 5 ? ` and ${v.values.length - 5} more` : ''} not explained`,
  'parameter-form': (v) => `required, and nothing shows the form of ${quote(v.description)}`,
  'annotations-missing': () => 'no readOnlyHint, destructiveHint, idempotentHint or openWorldHint',
  'annotations-incomplete': (v) =>
    v.hint === 'readOnlyHint' ? 'readOnlyHint left out, so it reads as false: a tool that may change things' : 'destructiveHint left out, so it reads as true: a tool that may delete or overwrite',
  'annotations-contradict': (v) => {
    if (v.contradiction === 'read-only-and-destructive') return 'readOnlyHint true and destructiveHint true: a tool that changes nothing cannot destroy anything';
    return v.contradiction === 'read-only-name-writes'
      ? `readOnlyHint true on a tool whose name says it changes something (${v.words.join(', ')})`
      : `destructiveHint false on a tool whose name says it deletes (${v.words.join(', ')})`;
  },
  'title-missing': () => 'no title',
  'output-schema-missing': (v) => (v.reason === 'name-fetches' ? `no outputSchema, and its name says it fetches data ("${v.verb}")` : 'no outputSchema, and its description says it returns JSON'),
  'name-invalid': (v) => (v.problem === 'empty' ? 'it is empty' : v.problem === 'listed-twice' ? 'listed twice; names must be unique on a server' : toolNameFaultLine(v)),
  'name-portable': (v) => (v.problem === 'too-long' ? `${v.length} characters, more than ${v.limit}` : `it holds ${v.characters.map((c) => JSON.stringify(c)).join(', ')}`),
  'name-style': (v) => `${v.style === 'mixed' ? 'mixes separators' : v.style}, where ${v.count} of the ${v.total} names are ${v.house}`,
  'siblings-alike': (v) =>
    `${v.sameWords ? `its description has the same words as that of ${v.sibling}` : `reads like ${v.sibling}: ${v.sharedPercent} % of their descriptions' words are shared`}, and neither says when to use which`,
};

/** The line of one finding; its bare id for a rule this module has no words for (a test fails on that). */
export function lineOf(f: Finding): string {
  const write = LINES[f.rule] as ((v: unknown) => string) | undefined;
  return write ? write(f.values) : f.rule;
}
