/**
 * The stable id every change carries, as oasdiff names its checks (`request-parameter-enum-value-removed`):
 * kebab-case, what changed and how, never the words of a report. Ignore files match an id and a subject;
 * `--json` carries it beside the values. The package README lists every id (a test holds the two equal).
 */

/** A schema's bounds, as their keywords read in kebab-case (`maxLength` → `max-length`). */
const BOUNDS = ['minimum', 'exclusive-minimum', 'min-length', 'min-items', 'min-properties', 'maximum', 'exclusive-maximum', 'max-length', 'max-items', 'max-properties'] as const;
type Bound = (typeof BOUNDS)[number];

/** What can change in a parameter's schema (`parameter-…`) or a result field's (`result-field-…`). */
type SchemaChange =
  | 'removed' | 'became-required' | 'became-optional' | 'type-changed'
  | 'enum-added' | 'enum-removed' | 'enum-value-added' | 'enum-value-removed'
  | `${'pattern' | 'format'}-${'added' | 'removed' | 'changed'}`
  | `${Bound}-${'added' | 'removed' | 'increased' | 'decreased'}`
  | 'unique-items-added' | 'unique-items-removed' | 'additional-properties-changed' | 'items-changed' | 'keyword-changed'
  | 'variant-added' | 'variant-removed' | 'default-changed' | 'title-changed' | 'description-changed' | 'docs-keyword-changed'
  | 'safe-integer-bounds-added' | 'safe-integer-bounds-removed';
type Item = 'tool' | 'prompt' | 'resource' | 'resource-template';

export type ChangeId =
  | `${Item}-added` | `${Item}-removed` | `${Item}s-reordered`
  | `${'parameter' | 'result-field'}-${SchemaChange}` | 'required-parameter-added' | 'optional-parameter-added' | 'result-field-added'
  | 'tool-title-changed' | 'tool-description-changed' | 'tool-hint-promises-less' | 'tool-hint-promises-more' | 'tool-annotation-changed'
  | 'tool-execution-changed' | 'tool-task-support-widened' | 'tool-output-schema-added' | 'tool-output-schema-removed' | 'tool-field-changed'
  | 'prompt-title-changed' | 'prompt-description-changed' | 'prompt-argument-removed' | 'prompt-required-argument-added'
  | 'prompt-optional-argument-added' | 'prompt-argument-became-required' | 'prompt-argument-became-optional'
  | 'prompt-argument-title-changed' | 'prompt-argument-description-changed'
  | `${'resource' | 'resource-template'}-${'metadata' | 'field'}-changed`
  | 'server-info-changed' | 'protocol-revisions-dropped' | 'protocol-revisions-added' | 'capability-added' | 'capability-removed'
  | 'capability-flag-turned-on' | 'capability-flag-turned-off' | 'capability-unknown-changed' | 'instructions-changed'
  | 'lint-findings-grew' | 'lint-findings-on-new-item';

/** A bound's id: its keyword in kebab-case and which way it moved. */
export function boundId(side: 'parameter' | 'result-field', keyword: string, before: number | undefined, after: number | undefined): ChangeId {
  const bound = keyword.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) as Bound;
  const how = before === undefined ? 'added' : after === undefined ? 'removed' : after > before ? 'increased' : 'decreased';
  return `${side}-${bound}-${how}`;
}

/**
 * Every id, in families: `<bound>` stands for each of BOUNDS, `<item>` for tool, prompt, resource
 * and resource-template; `values` names what a change carries beside `before` and `after`.
 */
export const ID_FAMILIES = [
  {id: '<item>-added', meaning: 'a tool, prompt, resource or resource template the old surface did not have (additive)'},
  {id: '<item>-removed', values: 'renamedTo', meaning: 'one the new surface no longer has (breaking); `renamedTo` names an added one whose name differs only in case and separators (`get_tiny_image`, `get-tiny-image`, `getTinyImage`), or else one of the same shape'},
  {id: '<item>s-reordered', meaning: 'the same items listed in another order (docs only)'},
  {id: 'server-info-changed', values: 'key', meaning: "a field of `serverInfo` (name, title, version, description, websiteUrl, icons) (docs only)"},
  {id: 'protocol-revisions-dropped', values: 'revisions', meaning: 'revisions the server spoke and no longer speaks (breaking)'},
  {id: 'protocol-revisions-added', values: 'revisions', meaning: 'revisions it now speaks (additive)'},
  {id: 'capability-added', values: 'capability', meaning: 'a capability the specification defines, newly declared (additive)'},
  {id: 'capability-removed', values: 'capability', meaning: 'one no longer declared (breaking)'},
  {id: 'capability-flag-turned-on', values: 'capability, flag', meaning: 'a flag such as `tools.listChanged` now true (additive)'},
  {id: 'capability-flag-turned-off', values: 'capability, flag', meaning: 'one now false or left out (breaking)'},
  {id: 'capability-unknown-changed', values: 'capability', meaning: 'a capability or flag the specification does not define (docs only)'},
  {id: 'instructions-changed', meaning: "the server's instructions (docs only)"},
  {id: 'tool-title-changed', meaning: "a tool's title (docs only)"},
  {id: 'tool-description-changed', meaning: "a tool's description (docs only)"},
  {id: 'tool-hint-promises-less', values: 'hint', meaning: 'a hint now promises the caller less: `readOnlyHint` off, `destructiveHint` on, `idempotentHint` off, `openWorldHint` on (breaking)'},
  {id: 'tool-hint-promises-more', values: 'hint', meaning: 'the reverse (additive)'},
  {id: 'tool-annotation-changed', values: 'key', meaning: 'the annotations title, or a key the specification does not define (docs only)'},
  {id: 'tool-execution-changed', values: 'key', meaning: 'a field of `execution`, other than `taskSupport` to `"optional"` (breaking)'},
  {id: 'tool-task-support-widened', meaning: '`execution.taskSupport` to `"optional"` (additive)'},
  {id: 'tool-output-schema-added', meaning: 'results are now structured (additive)'},
  {id: 'tool-output-schema-removed', meaning: 'results are no longer structured (breaking)'},
  {id: 'tool-field-changed', values: 'key', meaning: 'another field of the tool: `icons` and `_meta` docs only, any other breaking'},
  {id: 'required-parameter-added', meaning: 'a parameter every call must now send (breaking)'},
  {id: 'optional-parameter-added', values: 'listedAsRequired', meaning: 'a parameter a call may send (additive)'},
  {id: 'result-field-added', meaning: 'a field results may now hold (additive)'},
  {id: 'parameter-removed', meaning: 'a parameter the tool no longer takes (breaking)'},
  {id: 'result-field-removed', meaning: 'a field results no longer hold (breaking)'},
  {id: 'parameter-became-required', values: 'asWritten, default', meaning: 'a parameter every call must now send (breaking)'},
  {id: 'parameter-became-optional', values: 'asWritten, default', meaning: 'one a call may now leave out (additive)'},
  {id: 'result-field-became-required', values: 'asWritten, default', meaning: 'now always present (additive)'},
  {id: 'result-field-became-optional', values: 'asWritten, default', meaning: 'no longer always present (breaking)'},
  {id: '<side>-type-changed', values: 'types', meaning: 'the type, narrowed, widened or changed (breaking when callers may break: a parameter narrowed, a result widened)'},
  {id: '<side>-enum-added', meaning: 'an enum where there was none'},
  {id: '<side>-enum-removed', meaning: 'the enum dropped'},
  {id: '<side>-enum-value-added', values: 'values', meaning: 'values added to the enum'},
  {id: '<side>-enum-value-removed', values: 'values', meaning: 'values removed from it'},
  {id: '<side>-pattern-added', meaning: 'a pattern where there was none'},
  {id: '<side>-pattern-removed', meaning: 'the pattern dropped'},
  {id: '<side>-pattern-changed', meaning: 'another pattern'},
  {id: '<side>-format-added', meaning: 'a format where there was none'},
  {id: '<side>-format-removed', meaning: 'the format dropped'},
  {id: '<side>-format-changed', meaning: 'another format'},
  {id: '<side>-<bound>-added', values: 'keyword, narrowed', meaning: 'a bound where there was none'},
  {id: '<side>-<bound>-removed', values: 'keyword, narrowed', meaning: 'the bound dropped'},
  {id: '<side>-<bound>-increased', values: 'keyword, narrowed', meaning: 'the bound raised'},
  {id: '<side>-<bound>-decreased', values: 'keyword, narrowed', meaning: 'the bound lowered'},
  {id: '<side>-unique-items-added', meaning: '`uniqueItems` turned on'},
  {id: '<side>-unique-items-removed', meaning: '`uniqueItems` turned off'},
  {id: '<side>-additional-properties-changed', values: 'leftOut', meaning: '`additionalProperties` of an object'},
  {id: '<side>-items-changed', meaning: "an array's items, where they are not one schema on both sides"},
  {id: '<side>-keyword-changed', values: 'keyword', meaning: 'another keyword (`not`, `if`, `patternProperties`, …), judged by what the schemas accept'},
  {id: '<side>-variant-added', values: 'variant', meaning: 'a branch of `anyOf`/`oneOf`'},
  {id: '<side>-variant-removed', values: 'variant', meaning: 'a branch dropped'},
  {id: '<side>-default-changed', values: 'rule', meaning: 'the default (the default rules decide the class)'},
  {id: '<side>-title-changed', meaning: 'docs only'},
  {id: '<side>-description-changed', meaning: 'docs only'},
  {id: '<side>-docs-keyword-changed', values: 'keyword', meaning: '`examples`, `$comment`, `deprecated`, `readOnly` or `writeOnly` (docs only)'},
  {id: '<side>-safe-integer-bounds-added', values: 'fields', meaning: 'the ±(2^53 − 1) bounds Zod 4 writes on every integer, added to many fields at once (one change)'},
  {id: '<side>-safe-integer-bounds-removed', values: 'fields', meaning: 'the same bounds dropped'},
  {id: 'prompt-title-changed', meaning: 'docs only'},
  {id: 'prompt-description-changed', meaning: 'docs only'},
  {id: 'prompt-argument-removed', values: 'argument', meaning: 'breaking'},
  {id: 'prompt-required-argument-added', values: 'argument', meaning: 'breaking'},
  {id: 'prompt-optional-argument-added', values: 'argument', meaning: 'additive'},
  {id: 'prompt-argument-became-required', values: 'argument', meaning: 'breaking'},
  {id: 'prompt-argument-became-optional', values: 'argument', meaning: 'additive'},
  {id: 'prompt-argument-title-changed', values: 'argument', meaning: 'docs only'},
  {id: 'prompt-argument-description-changed', values: 'argument', meaning: 'docs only'},
  {id: 'resource-metadata-changed', values: 'key', meaning: 'title, description, icons, annotations, `_meta` or size of a resource (docs only)'},
  {id: 'resource-field-changed', values: 'key', meaning: 'its URI, MIME type or another field (breaking)'},
  {id: 'resource-template-metadata-changed', values: 'key', meaning: 'as for a resource (docs only)'},
  {id: 'resource-template-field-changed', values: 'key', meaning: 'its URI template, MIME type or another field (breaking)'},
  {id: 'lint-findings-grew', values: 'findings, score, scoreBefore', meaning: 'the lint finds more on a tool, prompt or template than before, or scores it lower (docs only)'},
  {id: 'lint-findings-on-new-item', values: 'findings, score', meaning: 'a new one with lint findings (docs only)'},
] as const satisfies readonly {id: string; values?: string; meaning: string}[];

/** A family's ids, its slots filled. */
type Expand<T extends string> = T extends `${infer A}<item>${infer B}`
  ? Expand<`${A}${Item}${B}`>
  : T extends `${infer A}<side>${infer B}`
    ? Expand<`${A}${'parameter' | 'result-field'}${B}`>
    : T extends `${infer A}<bound>${infer B}`
      ? Expand<`${A}${Bound}${B}`>
      : T;
type Documented = Expand<(typeof ID_FAMILIES)[number]['id']>;
/** The compiler holds the list and the ids the code can emit equal: an id left out of either fails `tsc`. */
const sameIds: [ChangeId] extends [Documented] ? ([Documented] extends [ChangeId] ? true : false) : false = true;
void sameIds;

/** Every id ID_FAMILIES stands for, `<item>`, `<side>` and `<bound>` expanded. */
export function allIds(): ChangeId[] {
  const expand = (id: string, slot: string, values: readonly string[]) => (id.includes(slot) ? values.map((v) => id.replace(slot, v)) : [id]);
  return ID_FAMILIES.flatMap(({id}) => expand(id, '<item>', ['tool', 'prompt', 'resource', 'resource-template']))
    .flatMap((id) => expand(id, '<side>', ['parameter', 'result-field']))
    .flatMap((id) => expand(id, '<bound>', BOUNDS)) as ChangeId[];
}
