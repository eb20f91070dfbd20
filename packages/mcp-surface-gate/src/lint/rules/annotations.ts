/**
 * Tool annotations (MCP 2025-03-26 on, ToolAnnotations): the hints a client
 * reads to decide whether to ask before a call, given, and not contradicting
 * what the tool's name says it does. Each hint left out reads as its default
 * (surface/defaults.ts): not read-only, destructive, not idempotent, open world,
 * the answer that makes a client most careful. destructiveHint and
 * idempotentHint mean something only when readOnlyHint is false.
 */
import {finding, type Finding, type FindingValues, type LintContext, type Rule, type RuleFamily} from '../finding';
import {tokens, WRITE_VERBS} from './words';

const RULES: Rule[] = [
  {
    id: 'annotations-missing',
    why: 'without hints a client must treat the tool as one that may change or delete things, and asks before every call',
    fix: 'add annotations: readOnlyHint, and when it is false destructiveHint and idempotentHint; openWorldHint',
    weight: 15,
  },
  {
    id: 'annotations-incomplete',
    why: 'readOnlyHint left out reads as false and destructiveHint as true, so a client asks or warns before calls that change nothing or only add',
    fix: 'give readOnlyHint, and when it is false destructiveHint, even where the default is right',
    weight: 4,
  },
  {
    id: 'annotations-contradict',
    why: 'a client that trusts a read-only or non-destructive hint on a tool that writes or deletes runs it without asking',
    fix: 'make the hints say what the tool does: readOnlyHint false for one that changes anything, destructiveHint true for one that deletes',
    weight: 25,
  },
];

const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;
/** Words of a name that say the tool deletes or replaces. */
const DESTROYS = new Set(['delete', 'remove', 'drop', 'destroy', 'purge', 'erase', 'kill', 'uninstall', 'overwrite', 'clear', 'reset']);

function check({surface}: LintContext): Finding[] {
  const out: Finding[] = [];
  for (const tool of surface.tools) {
    const at = <K extends 'annotations-missing' | 'annotations-incomplete' | 'annotations-contradict'>(rule: K, values: FindingValues[K]) => out.push(finding(rule, {kind: 'tool', name: tool.name}, values));
    const hints = (tool.annotations ?? {}) as Record<string, unknown>;
    const given = HINTS.filter((h) => typeof hints[h] === 'boolean');
    if (!given.length) {
      at('annotations-missing', {});
      continue;
    }
    // the two hints whose default makes a client ask or warn; idempotentHint and openWorldHint left out cost a client little
    // destructiveHint true already says the tool is no reader: readOnlyHint false is the only reading
    if (typeof hints.readOnlyHint !== 'boolean' && hints.destructiveHint !== true) at('annotations-incomplete', {hint: 'readOnlyHint'});
    else if (hints.readOnlyHint === false && typeof hints.destructiveHint !== 'boolean') at('annotations-incomplete', {hint: 'destructiveHint'});
    const words = tokens(tool.name);
    const writes = words.filter((w) => WRITE_VERBS.has(w));
    const destroys = words.filter((w) => DESTROYS.has(w));
    if (hints.readOnlyHint === true && writes.length) at('annotations-contradict', {contradiction: 'read-only-name-writes', words: writes});
    else if (hints.readOnlyHint !== true && hints.destructiveHint === false && destroys.length) at('annotations-contradict', {contradiction: 'not-destructive-name-deletes', words: destroys});
    if (hints.readOnlyHint === true && hints.destructiveHint === true) at('annotations-contradict', {contradiction: 'read-only-and-destructive'});
  }
  return out;
}

export const annotations: RuleFamily = {rules: RULES, check};
