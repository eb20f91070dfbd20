/**
 * Compares two MCP surfaces and classifies every difference as a client
 * sees it: `breaking` (a call or a reader of results that worked may fail),
 * `additive` (something new; what worked still works) or `docs` (words only).
 * Both surfaces get the defaults of defaults.ts filled in first (a field left
 * out and its default compare equal), fields of one era only (2026-07-28's
 * cache hints and `io.modelcontextprotocol/` `_meta` keys) are set aside, and
 * schemas are compared with every `$ref` inside them resolved (schemaRefs.ts,
 * schemaDiff.ts). packages/mcp-surface-gate/src/compare/README.md has the tables.
 */
import type {Schema, Surface, SurfacePrompt, SurfaceResource, SurfaceTool} from '../surface/surface';
import {sameContent} from '../surface/surface';
import {keyLeftOut, withDefaults, withSchemaDefaults} from '../surface/defaults';
import {diffSchema, type Emit} from './schemaDiff';
import {revisionsOf} from '../surface/revisions';
import {inlineRefs} from './schemaRefs';
import type {Change, ChangeClass, ChangeId, ChangeKind} from './change';
import {SAFE, worded, type Unworded} from './lines';

/** `leftOut`: which sides of a change left the field out, their default standing in (the line marks them). */
const leftOutOf = (a: object, b: object, key: string) => {
  const sides = [...(keyLeftOut(a, key) ? ['before'] : []), ...(keyLeftOut(b, key) ? ['after'] : [])];
  return sides.length ? {leftOut: sides} : {};
};
const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];
/** The value of each hint that promises the caller less. */
const RISKIER: Record<string, boolean> = {readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true};

/** A change of taskSupport is additive only when the new value allows every way of calling the old one did. */
const TASK_WIDER: Record<string, string[]> = {forbidden: ['optional'], required: ['optional'], optional: []};

function diffTool(a: SurfaceTool, b: SurfaceTool, out: Unworded[]) {
  const emit = (part?: Change['part']): Emit => (id, cls, field, before, after, values) =>
    out.push({id, class: cls, kind: 'tool', name: b.name, ...(part ? {part} : {}), ...(field ? {field} : {}), ...(before !== undefined ? {before} : {}), ...(after !== undefined ? {after} : {}), ...(values && Object.keys(values).length ? {values} : {})});
  const tool = (id: ChangeId, cls: ChangeClass, field: string | undefined, before: unknown, after: unknown, values?: Record<string, unknown>) => emit()(id, cls, field, before, after, values);
  const changed = (id: ChangeId, cls: ChangeClass, label: string, x: unknown, y: unknown, values?: Record<string, unknown>) => tool(id, cls, label, x, y, values);
  for (const key of ['title', 'description'] as const) if (a[key] !== b[key]) changed(`tool-${key}-changed`, 'docs', key, a[key], b[key]);
  const [ha, hb] = [a.annotations ?? {}, b.annotations ?? {}];
  for (const hint of HINTS) {
    if (ha[hint] === hb[hint]) continue;
    const riskier = hb[hint] === RISKIER[hint];
    tool(riskier ? 'tool-hint-promises-less' : 'tool-hint-promises-more', riskier ? 'breaking' : 'additive', `annotations.${hint}`, ha[hint], hb[hint], {hint, ...leftOutOf(ha, hb, hint)});
  }
  // the title, and any key the specification does not define (`category`): words for a reader, not a promise
  for (const key of new Set([...Object.keys(ha), ...Object.keys(hb)])) {
    if (!HINTS.includes(key) && !sameContent(ha[key], hb[key])) changed('tool-annotation-changed', 'docs', `annotations.${key}`, ha[key], hb[key], {key});
  }
  const [ea, eb] = [(a.execution ?? {}) as Record<string, unknown>, (b.execution ?? {}) as Record<string, unknown>];
  for (const key of new Set([...Object.keys(ea), ...Object.keys(eb)])) {
    if (sameContent(ea[key], eb[key])) continue;
    const wider = key === 'taskSupport' && (TASK_WIDER[String(ea[key])] ?? []).includes(String(eb[key]));
    tool(wider ? 'tool-task-support-widened' : 'tool-execution-changed', wider ? 'additive' : 'breaking', `execution.${key}`, ea[key], eb[key], {...(wider ? {} : {key}), ...leftOutOf(ea, eb, key)});
  }
  const ready = (s: Schema) => withSchemaDefaults(inlineRefs(s));
  const dialect = (x?: Schema, y?: Schema) => ({$schema: y?.$schema ?? x?.$schema});
  diffSchema(ready(a.inputSchema), ready(b.inputSchema), 'input', '', emit('parameters'), dialect(a.inputSchema, b.inputSchema));
  if (a.outputSchema && b.outputSchema) diffSchema(ready(a.outputSchema), ready(b.outputSchema), 'output', '', emit('result'), dialect(a.outputSchema, b.outputSchema));
  else if (a.outputSchema) tool('tool-output-schema-removed', 'breaking', undefined, a.outputSchema, undefined);
  else if (b.outputSchema) tool('tool-output-schema-added', 'additive', undefined, undefined, b.outputSchema);
  const skip = new Set(['name', 'title', 'description', 'annotations', 'execution', 'inputSchema', 'outputSchema']);
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (skip.has(key) || sameContent(a[key], b[key])) continue;
    changed('tool-field-changed', key === 'icons' || key === '_meta' ? 'docs' : 'breaking', key, a[key], b[key], {key});
  }
}

function diffPrompt(a: SurfacePrompt, b: SurfacePrompt, out: Unworded[]) {
  const emit = (id: ChangeId, cls: ChangeClass, before?: unknown, after?: unknown, argument?: string) =>
    out.push({id, class: cls, kind: 'prompt', name: b.name, ...(before !== undefined ? {before} : {}), ...(after !== undefined ? {after} : {}), ...(argument ? {values: {argument}} : {})});
  for (const key of ['title', 'description'] as const) if (a[key] !== b[key]) emit(`prompt-${key}-changed`, 'docs', a[key], b[key]);
  const [xa, xb] = [a.arguments ?? [], b.arguments ?? []];
  for (const arg of xa) if (!xb.some((x) => x.name === arg.name)) emit('prompt-argument-removed', 'breaking', arg, undefined, arg.name);
  for (const arg of xb) {
    const old = xa.find((x) => x.name === arg.name);
    if (!old) emit(arg.required ? 'prompt-required-argument-added' : 'prompt-optional-argument-added', arg.required ? 'breaking' : 'additive', undefined, arg, arg.name);
    else {
      if (!!old.required !== !!arg.required) {
        emit(arg.required ? 'prompt-argument-became-required' : 'prompt-argument-became-optional', arg.required ? 'breaking' : 'additive', !!old.required, !!arg.required, arg.name);
      }
      for (const key of ['title', 'description'] as const) {
        if (old[key] !== arg[key]) emit(`prompt-argument-${key}-changed`, 'docs', old[key], arg[key], arg.name);
      }
    }
  }
}

function diffResource(kind: 'resource' | 'template', a: SurfaceResource, b: SurfaceResource, out: Unworded[]) {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (key === 'name' || sameContent(a[key], b[key])) continue;
    const docs = ['title', 'description', 'icons', 'annotations', '_meta', 'size'].includes(key);
    out.push({id: `${kind === 'template' ? 'resource-template' : 'resource'}-${docs ? 'metadata' : 'field'}-changed`, class: docs ? 'docs' : 'breaking', kind, name: b.name, values: {key},
      ...(a[key] !== undefined ? {before: a[key]} : {}), ...(b[key] !== undefined ? {after: b[key]} : {})});
  }
}

/** A name with case and separators folded: `get_tiny_image`, `get-tiny-image`, `getTinyImage` and `GetTinyImage` read alike. */
const folded = (name: string) => name.replace(/[-_.\s]+/g, '').toLowerCase();

/**
 * Added and removed by name. A removed item's rename is guessed by one rule: an added one whose name
 * differs only in case and separators (`simple_prompt` → `simple-prompt`, `getTinyImage` →
 * `get-tiny-image`), whatever else changed; failing that, one with the same shape (`same`).
 */
function diffNamed<T extends {name: string}>(
  kind: ChangeKind, before: T[], after: T[], out: Unworded[], each: (a: T, b: T) => void, same?: (a: T, b: T) => boolean,
) {
  const item = kind === 'template' ? 'resource-template' : (kind as 'tool' | 'prompt' | 'resource');
  const added = after.filter((b) => !before.some((a) => a.name === b.name));
  for (const a of before) {
    const b = after.find((x) => x.name === a.name);
    if (b) {
      each(a, b);
      continue;
    }
    const renamed = added.find((x) => folded(x.name) === folded(a.name)) ?? (same && added.find((x) => same(a, x)));
    out.push({id: `${item}-removed`, class: 'breaking', kind, name: a.name, ...(renamed ? {values: {renamedTo: renamed.name}} : {})});
  }
  for (const b of added) out.push({id: `${item}-added`, class: 'additive', kind, name: b.name});
  const kept = (list: T[], other: T[]) => list.filter((x) => other.some((y) => y.name === x.name)).map((x) => x.name);
  const [ka, kb] = [kept(before, after), kept(after, before)];
  if (ka.join() !== kb.join()) out.push({id: `${item}s-reordered`, class: 'docs', kind, name: '', before: ka, after: kb});
}

/**
 * The server capabilities MCP defines (ServerCapabilities, 2025-11-25 and
 * 2026-07-28), each with the flags it defines; null where what it holds is
 * open (`experimental`, `extensions`: any names; `tasks`: nested).
 */
const CAPABILITIES: Record<string, string[] | null> = {
  tools: ['listChanged'],
  prompts: ['listChanged'],
  resources: ['subscribe', 'listChanged'],
  logging: [],
  completions: [],
  tasks: null,
  experimental: null,
  extensions: null,
};
/** A capability's value as an object of flags (a value of another kind holds none). */
const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function diffServer(a: Surface['server'], b: Surface['server'], out: Unworded[]) {
  const emit = (id: ChangeId, cls: ChangeClass, before?: unknown, after?: unknown, field?: string, values?: Record<string, unknown>) =>
    out.push({id, class: cls, kind: 'server', name: b.serverInfo.name, ...(field ? {field} : {}), ...(before !== undefined ? {before} : {}), ...(after !== undefined ? {after} : {}), ...(values ? {values} : {})});
  // name, title, version, description, websiteUrl, icons, and whatever else it says about itself
  for (const key of new Set([...Object.keys(a.serverInfo), ...Object.keys(b.serverInfo)])) {
    const [x, y] = [a.serverInfo[key], b.serverInfo[key]];
    if (sameContent(x, y)) continue;
    emit('server-info-changed', 'docs', x, y, `serverInfo.${key}`, {key});
  }
  // a revision counts as dropped or added only when both sides settled it (revisions.ts)
  const [ra, rb] = [revisionsOf(a), revisionsOf(b)];
  const dropped = ra.supported.filter((v) => rb.unsupported.includes(v));
  const added = rb.supported.filter((v) => ra.unsupported.includes(v));
  if (dropped.length) emit('protocol-revisions-dropped', 'breaking', ra.supported, rb.supported, 'protocolVersions', {revisions: dropped});
  if (added.length) emit('protocol-revisions-added', 'additive', ra.supported, rb.supported, 'protocolVersions', {revisions: added});
  const [ca, cb] = [a.capabilities ?? {}, b.capabilities ?? {}];
  // a key the specification does not define is no capability a client negotiates: words, however it changed
  const undefinedKey = (name: string, x: unknown, y: unknown) =>
    emit('capability-unknown-changed', 'docs', x, y, `capabilities.${name}`, {capability: name});
  for (const cap of new Set([...Object.keys(ca), ...Object.keys(cb)])) {
    if (sameContent(ca[cap], cb[cap])) continue;
    if (!Object.hasOwn(CAPABILITIES, cap)) undefinedKey(cap, ca[cap], cb[cap]);
    else if (!(cap in cb)) emit('capability-removed', 'breaking', ca[cap], undefined, `capabilities.${cap}`, {capability: cap});
    else if (!(cap in ca)) emit('capability-added', 'additive', undefined, cb[cap], `capabilities.${cap}`, {capability: cap});
    else {
      const [fa, fb] = [asObject(ca[cap]), asObject(cb[cap])];
      const flags = CAPABILITIES[cap];
      for (const flag of new Set([...Object.keys(fa), ...Object.keys(fb)])) {
        if (sameContent(fa[flag], fb[flag])) continue;
        if (flags && !flags.includes(flag)) undefinedKey(`${cap}.${flag}`, fa[flag], fb[flag]);
        else emit(fb[flag] ? 'capability-flag-turned-on' : 'capability-flag-turned-off', fb[flag] ? 'additive' : 'breaking', fa[flag], fb[flag], `capabilities.${cap}.${flag}`, {capability: cap, flag, ...leftOutOf(fa, fb, flag)});
      }
    }
  }
  if ((a.instructions ?? '') !== (b.instructions ?? '')) emit('instructions-changed', 'docs', a.instructions, b.instructions, 'instructions');
}

const safeBound = (c: Unworded) => c.kind === 'tool' && /^(parameter|result-field)-(maximum|minimum)-/.test(c.id) && [c.before, c.after].some((v) => Math.abs(Number(v)) === SAFE) && [c.before, c.after].every((v) => v === undefined || Math.abs(Number(v)) === SAFE);

/**
 * The safe-integer bounds a change of JSON Schema generator adds to (or drops
 * from) every integer, as one line per class instead of one per parameter: a
 * real bound, but only integers past 2^53 − 1, which JSON numbers in most
 * languages cannot carry exactly, are refused or newly allowed.
 */
function foldSafeBounds(changes: Unworded[]): Unworded[] {
  const folded = changes.filter(safeBound);
  if (!folded.length) return changes;
  const lines: Unworded[] = [];
  for (const cls of ['breaking', 'additive'] as const) {
    for (const part of ['parameters', 'result'] as const) {
      const group = folded.filter((c) => c.class === cls && c.part === part);
      if (!group.length) continue;
      const added = group.some((c) => c.before === undefined);
      const fields = [...new Set(group.map((c) => `${c.name} ${c.field}`))];
      lines.push({
        id: `${part === 'parameters' ? 'parameter' : 'result-field'}-safe-integer-bounds-${added ? 'added' : 'removed'}`, values: {fields},
        class: cls, kind: 'tool', name: '', part,
        before: group.map((c) => ({tool: c.name, field: c.field, value: c.before ?? null})),
        after: group.map((c) => ({tool: c.name, field: c.field, value: c.after ?? null})),
      });
    }
  }
  return [...changes.filter((c) => !safeBound(c)), ...lines];
}

/** Result fields 2026-07-28 added (SEP-2549's cache hints, the result type): about an answer, not the surface. */
const ERA_FIELDS = ['resultType', 'ttlMs', 'cacheScope'];
/** The `_meta` prefix MCP reserves for itself; 2026-07-28 carries the revision, client and server there. */
const RESERVED_META = 'io.modelcontextprotocol/';

/** An item without what only one era sends, so a server read in either era compares equal. */
function neutral<T extends object>(item: T): T {
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(item).filter(([k]) => !ERA_FIELDS.includes(k)));
  if (out._meta && typeof out._meta === 'object') {
    const meta = Object.fromEntries(Object.entries(out._meta).filter(([k]) => !k.startsWith(RESERVED_META)));
    if (Object.keys(meta).length) out._meta = meta;
    else delete out._meta;
  }
  return out as T;
}
const eraNeutral = (s: Surface): Surface => ({
  ...s,
  tools: s.tools.map(neutral),
  prompts: s.prompts.map(neutral),
  resources: s.resources.map(neutral),
  resourceTemplates: s.resourceTemplates.map(neutral),
});

/** Every difference from `before` (the docs, or an older snapshot) to `after` (the server), in a stable order, each with its line (lines.ts). */
export function diffSurfaces(before: Surface, after: Surface): Change[] {
  const out: Unworded[] = [];
  [before, after] = [withDefaults(eraNeutral(before)), withDefaults(eraNeutral(after))];
  diffServer(before.server, after.server, out);
  const sameInput = (a: SurfaceTool, b: SurfaceTool) => sameContent(inlineRefs(a.inputSchema), inlineRefs(b.inputSchema));
  diffNamed('tool', before.tools, after.tools, out, (a, b) => diffTool(a, b, out), sameInput);
  diffNamed('prompt', before.prompts, after.prompts, out, (a, b) => diffPrompt(a, b, out),
    (a, b) => sameContent(a.arguments ?? [], b.arguments ?? []));
  diffNamed('resource', before.resources, after.resources, out, (a, b) => diffResource('resource', a, b, out));
  diffNamed('template', before.resourceTemplates, after.resourceTemplates, out, (a, b) => diffResource('template', a, b, out),
    (a, b) => a.uriTemplate === b.uriTemplate);
  return foldSafeBounds(out).map(worded);
}
