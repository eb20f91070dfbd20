/**
 * The English line of a change, written from its id, its values and what it is about: the one place
 * the words of a change are made, read by every format (the text report, `--json`'s `message`, the
 * GitHub annotations, the Markdown comment) and by the changelog. A job reads the id and the values;
 * these words may change. A line says nothing its change does not carry (schemaDiff.ts's values say
 * which bound, narrowed or widened, which default rule applied).
 */
import type {Change, ChangeKind} from './change';
import {shapeOf, show, type DefaultRule} from './schemaDiff';
import type {Schema} from '../surface/surface';
import {sameContent} from '../surface/surface';

/** A change before its line is written. */
export type Unworded = Omit<Change, 'text'> & {text?: string};

/** Number.MAX_SAFE_INTEGER: Zod 4 writes it as the bound of every integer it turns into JSON Schema. */
export const SAFE = 9007199254740991;

const NOUN: Record<ChangeKind, string> = {server: 'server', tool: 'tool', prompt: 'prompt', resource: 'resource', template: 'resource template'};
/** A value in a line: a string in JSON quotes, anything else as JSON, none when absent. */
const quoted = (v: unknown) => (typeof v === 'string' ? show(JSON.stringify(v)) : show(v));
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const list = (vs: string[]) => `revision${vs.length > 1 ? 's' : ''} ${vs.join(', ')}`;

/** What a caller who leaves a parameter out now gets, by the default rule that applied (compare/README.md). */
const RULE: Record<DefaultRule, (c: Unworded) => string> = {
  'every-call-sent-it': () => ' (every call sent it before)',
  'every-call-must-send-it': () => ' (every call must send it now)',
  'still-no-value': () => ' (left out, it still means no value)',
  'now-a-value-unwritten-before': (c) => ` (left out, it now means ${quoted(c.after)}; what it meant before was not written)`,
  'no-longer-a-value': (c) => ` (left out, it no longer means ${quoted(c.before)})`,
  'another-value': (c) => ` (left out, it now means ${quoted(c.after)})`,
};

/** Before → after, each marked when the server left the field out and its default stands in (`values.leftOut`). */
function moved(c: Unworded, as: (v: unknown) => string = quoted): string {
  const left = (c.values?.leftOut as string[] | undefined) ?? [];
  const side = (v: unknown, which: string) => `${as(v)}${left.includes(which) ? ' (left out)' : ''}`;
  return `${side(c.before, 'before')} → ${side(c.after, 'after')}`;
}

/** The line of one change. */
export function lineOf(c: Unworded): string {
  const v = (c.values ?? {}) as Record<string, unknown>;
  const noun = NOUN[c.kind];
  const id = c.id;
  if (id.endsWith('s-reordered')) return `${noun}s listed in another order: ${show((c.before as string[]).join(', '))} → ${show((c.after as string[]).join(', '))}`;
  if (/^(tool|prompt|resource|resource-template)-added$/.test(id)) return `${noun} ${c.name} added`;
  if (/^(tool|prompt|resource|resource-template)-removed$/.test(id)) return `${noun} ${c.name} removed${v.renamedTo ? ` (renamed to ${v.renamedTo}?)` : ''}`;
  switch (id) {
    case 'tool-title-changed':
    case 'tool-description-changed':
    case 'prompt-title-changed':
    case 'prompt-description-changed':
      return `${id.split('-')[1]} ${moved(c)}`;
    case 'tool-hint-promises-less':
    case 'tool-hint-promises-more':
      return `${v.hint} ${moved(c, String)}`;
    case 'tool-annotation-changed':
      return `annotations.${v.key} ${moved(c)}`;
    case 'tool-execution-changed':
    case 'tool-task-support-widened':
      return `execution.${v.key ?? 'taskSupport'} ${moved(c)}`;
    case 'tool-output-schema-removed':
      return 'output schema removed: results are no longer structured';
    case 'tool-output-schema-added':
      return 'output schema added: results are now structured';
    case 'tool-field-changed':
    case 'resource-metadata-changed':
    case 'resource-field-changed':
    case 'resource-template-metadata-changed':
    case 'resource-template-field-changed':
      return `${v.key} ${moved(c)}`;
    case 'prompt-argument-removed':
      return `argument ${v.argument} removed`;
    case 'prompt-required-argument-added':
    case 'prompt-optional-argument-added':
      return `${id.split('-')[1]} argument ${v.argument} added`;
    case 'prompt-argument-became-required':
      return `argument ${v.argument}: optional → required`;
    case 'prompt-argument-became-optional':
      return `argument ${v.argument}: required → optional`;
    case 'prompt-argument-title-changed':
    case 'prompt-argument-description-changed':
      return `argument ${v.argument}: ${id.split('-')[2]} ${moved(c)}`;
    case 'server-info-changed':
      return `serverInfo.${v.key} ${['name', 'version'].includes(v.key as string) ? `${c.before ?? 'none'} → ${c.after ?? 'none'}` : moved(c)}`;
    case 'protocol-revisions-dropped': {
      const dropped = v.revisions as string[];
      return `protocol ${list(dropped)} dropped: a client that speaks only ${dropped.join(' or ')} can no longer connect (the server now speaks ${(c.after as string[]).join(', ') || 'none this reader knows'})`;
    }
    case 'protocol-revisions-added': {
      const added = v.revisions as string[];
      return `protocol ${list(added)} added: a client that speaks only ${added.join(' or ')} can now connect`;
    }
    case 'capability-unknown-changed':
      return `capability ${v.capability} (not one the specification defines) ${moved(c)}`;
    case 'capability-removed':
      return `capability ${v.capability} removed: ${show(c.before)} → none`;
    case 'capability-added':
      return `capability ${v.capability} added: none → ${show(c.after)}`;
    case 'capability-flag-turned-on':
    case 'capability-flag-turned-off':
      return `capability ${v.capability}.${v.flag} ${moved(c, show)}`;
    case 'instructions-changed':
      return `instructions ${moved(c)}`;
    case 'parameter-safe-integer-bounds-added':
    case 'parameter-safe-integer-bounds-removed':
    case 'result-field-safe-integer-bounds-added':
    case 'result-field-safe-integer-bounds-removed': {
      const added = id.endsWith('-added');
      const fields = v.fields as string[];
      const tools = new Set((c.before as {tool: string}[]).map((f) => f.tool));
      const field = id.startsWith('parameter') ? 'integer parameter' : 'integer result field';
      return `bound ±${SAFE} (Number.MAX_SAFE_INTEGER, which Zod 4 writes on every integer) ${added ? 'added to' : 'dropped from'} ${plural(fields.length, field)} of ${plural(tools.size, 'tool')}: ${show(fields.join(', '))} (${added ? 'narrowed' : 'widened'} only past 2^53 − 1)`;
    }
    case 'lint-findings-on-new-item': {
      const findings = v.findings as string[];
      return `lint: ${plural(findings.length, 'finding')} on a new ${noun} (score ${v.score}): ${findings.join(', ')}`;
    }
    case 'lint-findings-grew': {
      const findings = v.findings as string[];
      return `lint: ${plural(findings.length, 'new finding')} (score ${v.scoreBefore} → ${v.score}): ${findings.join(', ')}`;
    }
    default:
      return schemaLine(c, v) ?? id;
  }
}

/** `additionalProperties` as a line says it: `any (left out)` when the reader filled it in. */
function says(c: Unworded, which: 'before' | 'after'): string {
  const value = c[which];
  if (value === false) return 'false (no other properties)';
  if (value === undefined) return 'none';
  if (!sameContent(value, {})) return show(value);
  return ((c.values?.leftOut as string[] | undefined) ?? []).includes(which) ? 'any (left out)' : 'any';
}

/** The line of a change in a parameter's or a result field's schema (schemaDiff.ts), or undefined for another id. */
function schemaLine(c: Unworded, v: Record<string, unknown>): string | undefined {
  const input = c.part === 'parameters';
  const tag = v.inVariant ? ` (variant ${v.inVariant})` : '';
  const where = `${c.field ? `${input ? 'parameter' : 'field'} ${c.field}` : input ? 'input schema' : 'output schema'}${tag}`;
  const id = c.id.replace(/^(parameter|result-field)-/, '');
  const plainly = `${show(c.before)} → ${show(c.after)}`;
  switch (c.id) {
    case 'result-field-added':
      return `field ${c.field}${tag} added: none → ${shapeOf(c.after as Schema)}`;
    case 'required-parameter-added':
      return `required parameter ${c.field}${tag} added: none → ${shapeOf(c.after as Schema)}`;
    case 'optional-parameter-added':
      return `optional parameter ${c.field}${tag} added${v.listedAsRequired ? `, listed as required with a default ${quoted((c.after as Schema).default)} (a call may leave it out)` : ''}: none → ${shapeOf(c.after as Schema)}`;
  }
  if (id === c.id) return undefined;
  const bound = /^(min|max|exclusive)/.test(id) && typeof v.keyword === 'string';
  if (bound) return `${where}: ${v.keyword} ${c.before ?? 'none'} → ${c.after ?? 'none'} (${v.narrowed ? 'narrowed' : 'widened'})`;
  switch (id) {
    case 'removed':
      return `${where} removed: ${shapeOf(c.before as Schema)} → none`;
    case 'became-required':
    case 'became-optional': {
      const how = id === 'became-required' ? 'optional → required' : 'required → optional';
      return `${where}: ${how}${v.asWritten ? ` as written, with a default ${quoted(v.default)} (a call may leave it out either way)` : ''}`;
    }
    case 'variant-removed':
      return `${where}: variant ${v.variant} removed (${input ? 'no longer accepted' : 'no longer returned'}): ${shapeOf(c.before as Schema)} → none`;
    case 'variant-added':
      return `${where}: variant ${v.variant} added (${input ? 'now accepted' : 'results may now hold it'}): none → ${shapeOf(c.after as Schema)}`;
    case 'type-changed': {
      const [from, to] = v.types as string[][];
      return `${where}: type ${from.join(' | ') || 'any'} → ${to.join(' | ') || 'any'}`;
    }
    case 'enum-added':
    case 'enum-removed':
      return `${where}: enum ${plainly}`;
    case 'enum-value-removed':
    case 'enum-value-added': {
      const values = v.values as unknown[];
      return `${where}: enum value${values.length > 1 ? 's' : ''} ${values.map(quoted).join(', ')} ${id.slice('enum-value-'.length)}: ${plainly}`;
    }
    case 'unique-items-added':
    case 'unique-items-removed':
      return `${where}: uniqueItems ${!!c.before} → ${!!c.after}`;
    case 'additional-properties-changed':
      return `${where}: additionalProperties ${says(c, 'before')} → ${says(c, 'after')}`;
    case 'items-changed':
      return `${where}: items ${plainly}`;
    case 'keyword-changed':
      return `${where}: ${v.keyword} ${plainly}`;
    case 'default-changed':
      return `${where}: default ${quoted(c.before)} → ${quoted(c.after)}${v.rule ? RULE[v.rule as DefaultRule](c) : ''}`;
    case 'title-changed':
    case 'description-changed':
      return `${where}: ${id.split('-')[0]} ${quoted(c.before)} → ${quoted(c.after)}`;
    case 'docs-keyword-changed':
      return `${where}: ${v.keyword} ${quoted(c.before)} → ${quoted(c.after)}`;
  }
  const keyword = /^(pattern|format)-/.exec(id);
  return keyword ? `${where}: ${keyword[1]} ${plainly}` : undefined;
}

/** The change with its line. */
export const worded = (c: Unworded): Change => ({...c, text: lineOf(c)});
