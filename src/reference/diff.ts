/**
 * Compares two MCP surfaces and classifies every difference as a client
 * sees it: `breaking` (a call or a reader of results that worked may fail),
 * `additive` (something new; what worked still works) or `docs` (words only).
 * Schemas are compared with every local `$ref` resolved, so moving a fragment
 * into `$defs` is no change. README.md ("Reference from the server") has the table.
 */
import type {Schema, Surface, SurfacePrompt, SurfaceResource, SurfaceTool} from './surface';
import {sameContent} from './surface';

export type ChangeClass = 'breaking' | 'additive' | 'docs';
export type ChangeKind = 'server' | 'tool' | 'prompt' | 'resource' | 'template';

export interface Change {
  class: ChangeClass;
  kind: ChangeKind;
  /** The tool, prompt, resource or template; the server's name for server facts. */
  name: string;
  /** For a tool's schema: which list the field is in, and its path (`items[].title`, as the field lists write it). */
  part?: 'parameters' | 'result';
  field?: string;
  text: string;
}

type Emit = (cls: ChangeClass, text: string, field?: string) => void;

/** Keywords that only describe. */
const DOCS_KEYWORDS = new Set(['title', 'description', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
/** Bounds: a larger lower bound or a smaller upper bound narrows what is allowed. */
const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
/** Keywords compared below; any other that differs counts as breaking, since its effect is not known here. */
const HANDLED = new Set([
  ...DOCS_KEYWORDS, ...LOWER, ...UPPER, 'type', 'enum', 'const', 'pattern', 'format', 'uniqueItems', 'default',
  'additionalProperties', 'properties', 'required', 'items', 'anyOf', 'oneOf', 'allOf', '$schema',
]);

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** A copy of the schema with every local `$ref` replaced by what it points to (a cycle keeps its `$ref`). */
export function inlineRefs(schema: Schema): Schema {
  const defs = {...(schema.definitions as object), ...schema.$defs} as Record<string, unknown>;
  const walk = (node: unknown, stack: string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, stack));
    if (!node || typeof node !== 'object') return node;
    const {$ref, $defs: _d, definitions: _e, ...rest} = node as Record<string, unknown>;
    const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, walk(v, stack)]));
    if (typeof $ref !== 'string') return out;
    const name = /^#\/(?:\$defs|definitions)\/(.+)$/.exec($ref)?.[1];
    if (!name || !(name in defs) || stack.includes(name)) return {$ref, ...out};
    return {...(walk(defs[name], [...stack, name]) as object), ...out};
  };
  return walk(schema, []) as Schema;
}

const typesOf = (s: Schema): string[] => (s.type === undefined ? [] : ([] as string[]).concat(s.type as string | string[]).sort());

function diffBounds(a: Schema, b: Schema, emit: Emit, where: string) {
  for (const key of [...LOWER, ...UPPER]) {
    const [x, y] = [a[key] as number | undefined, b[key] as number | undefined];
    if (x === y) continue;
    const lower = LOWER.includes(key);
    const narrowed = x === undefined ? true : y === undefined ? false : lower ? y > x : y < x;
    emit(narrowed ? 'breaking' : 'additive', `${where}: ${key} ${x ?? 'none'} → ${y ?? 'none'} (${narrowed ? 'narrowed' : 'widened'})`);
  }
}

/**
 * Differences between two schemas at one place. In `input` a removed or newly
 * required property breaks callers; in `output` a removed or no longer required
 * property breaks readers of results.
 */
function diffSchema(a: Schema, b: Schema, dir: 'input' | 'output', path: string, emit: Emit) {
  const noun = dir === 'input' ? 'parameter' : 'field';
  const where = path ? `${noun} ${path}` : dir === 'input' ? 'input schema' : 'output schema';
  const at: Emit = (cls, text) => emit(cls, text, path || undefined);

  const [ta, tb] = [typesOf(a), typesOf(b)];
  if (ta.join() !== tb.join()) at('breaking', `${where}: type ${ta.join(' | ') || 'any'} → ${tb.join(' | ') || 'any'}`);

  if (a.enum || b.enum) {
    if (!a.enum) at('breaking', `${where}: now limited to ${show(b.enum)}`);
    else if (!b.enum) at('additive', `${where}: no longer limited to ${show(a.enum)}`);
    else {
      const gone = a.enum.filter((v) => !b.enum!.some((w) => sameContent(v, w)));
      const added = b.enum.filter((v) => !a.enum!.some((w) => sameContent(v, w)));
      if (gone.length) at('breaking', `${where}: enum value${gone.length > 1 ? 's' : ''} ${gone.map(show).join(', ')} removed`);
      if (added.length) at('additive', `${where}: enum value${added.length > 1 ? 's' : ''} ${added.map(show).join(', ')} added`);
    }
  }
  for (const key of ['const', 'pattern', 'format'] as const) {
    if (sameContent(a[key], b[key])) continue;
    const cls = b[key] === undefined ? 'additive' : 'breaking';
    at(cls, `${where}: ${key} ${a[key] === undefined ? 'none' : show(a[key])} → ${b[key] === undefined ? 'none' : show(b[key])}`);
  }
  diffBounds(a, b, at, where);
  if (!!a.uniqueItems !== !!b.uniqueItems) at(b.uniqueItems ? 'breaking' : 'additive', `${where}: uniqueItems ${!!a.uniqueItems} → ${!!b.uniqueItems}`);
  if (!sameContent(a.default, b.default)) {
    at('breaking', `${where}: default ${a.default === undefined ? 'none' : show(a.default)} → ${b.default === undefined ? 'none' : show(b.default)}`);
  }
  const closed = (s: Schema) => s.additionalProperties === false;
  if (closed(a) !== closed(b)) at(closed(b) ? 'breaking' : 'additive', `${where}: ${closed(b) ? 'no longer accepts' : 'now accepts'} properties it does not list`);
  for (const key of DOCS_KEYWORDS) {
    if (!sameContent(a[key], b[key])) at('docs', `${where}: ${key} changed`);
  }

  const [pa, pb] = [(a.properties ?? {}) as Record<string, Schema>, (b.properties ?? {}) as Record<string, Schema>];
  const [ra, rb] = [new Set(a.required ?? []), new Set(b.required ?? [])];
  const child = (name: string) => (path ? `${path}.${name}` : name);
  for (const name of Object.keys(pa)) {
    if (!(name in pb)) emit('breaking', `${noun} ${child(name)} removed`, child(name));
  }
  for (const [name, schema] of Object.entries(pb)) {
    const p = child(name);
    const type = typesOf(schema).join(' | ');
    if (!(name in pa)) {
      if (dir === 'output') emit('additive', `field ${p} added${type ? ` (${type})` : ''}`, p);
      else if (rb.has(name)) emit('breaking', `required parameter ${p} added${type ? ` (${type})` : ''}`, p);
      else emit('additive', `optional parameter ${p} added${type ? ` (${type})` : ''}`, p);
      continue;
    }
    if (ra.has(name) !== rb.has(name)) {
      const nowRequired = rb.has(name);
      const breaking = dir === 'input' ? nowRequired : !nowRequired;
      emit(breaking ? 'breaking' : 'additive', `${noun} ${p}: ${nowRequired ? 'now required' : 'now optional'}`, p);
    }
    diffSchema(pa[name], schema, dir, p, emit);
  }

  if (a.items || b.items) {
    const p = `${path}[]`;
    if (!a.items || !b.items) at(a.items ? 'additive' : 'breaking', `${where}: items schema ${a.items ? 'removed' : 'added'}`);
    else diffSchema(a.items as Schema, b.items as Schema, dir, p, (cls, text, f) => emit(cls, text, f ?? (path || undefined)));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const [xa, xb] = [(a[key] ?? []) as Schema[], (b[key] ?? []) as Schema[]];
    for (let i = 0; i < Math.max(xa.length, xb.length); i++) {
      if (!xb[i]) at('breaking', `${where}: ${key} option ${i + 1} removed`);
      else if (!xa[i]) at(key === 'allOf' ? 'breaking' : 'additive', `${where}: ${key} option ${i + 1} added`);
      else diffSchema(xa[i], xb[i], dir, path, emit);
    }
  }
  const other = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => !HANDLED.has(k)));
  for (const key of other) {
    if (!sameContent(a[key], b[key])) at('breaking', `${where}: ${key} ${show(a[key] ?? 'none')} → ${show(b[key] ?? 'none')}`);
  }
}

/** What a hint means when it is left out (the MCP specification's defaults). */
const HINT_DEFAULTS: Record<string, boolean> = {readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true};
/** The value of each hint that promises the caller less. */
const RISKIER: Record<string, boolean> = {readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true};

function diffTool(a: SurfaceTool, b: SurfaceTool, out: Change[]) {
  const emit = (part?: Change['part']): Emit => (cls, text, field) =>
    out.push({class: cls, kind: 'tool', name: b.name, ...(part ? {part} : {}), ...(field ? {field} : {}), text});
  const tool = emit();
  for (const key of ['title', 'description'] as const) if (a[key] !== b[key]) tool('docs', `${key} changed`);
  const [ha, hb] = [a.annotations ?? {}, b.annotations ?? {}];
  for (const hint of Object.keys(HINT_DEFAULTS)) {
    const x = (ha[hint] ?? HINT_DEFAULTS[hint]) as boolean;
    const y = (hb[hint] ?? HINT_DEFAULTS[hint]) as boolean;
    if (x !== y) tool(y === RISKIER[hint] ? 'breaking' : 'additive', `${hint} ${x} → ${y}`);
  }
  if (ha.title !== hb.title) tool('docs', 'annotations.title changed');
  diffSchema(inlineRefs(a.inputSchema), inlineRefs(b.inputSchema), 'input', '', emit('parameters'));
  if (a.outputSchema && b.outputSchema) diffSchema(inlineRefs(a.outputSchema), inlineRefs(b.outputSchema), 'output', '', emit('result'));
  else if (a.outputSchema) tool('breaking', 'output schema removed: results are no longer structured');
  else if (b.outputSchema) tool('additive', 'output schema added: results are now structured');
  const skip = new Set(['name', 'title', 'description', 'annotations', 'inputSchema', 'outputSchema']);
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (skip.has(key) || sameContent(a[key], b[key])) continue;
    tool(key === 'icons' || key === '_meta' ? 'docs' : 'breaking', `${key} changed`);
  }
}

function diffPrompt(a: SurfacePrompt, b: SurfacePrompt, out: Change[]) {
  const emit = (cls: ChangeClass, text: string) => out.push({class: cls, kind: 'prompt', name: b.name, text});
  for (const key of ['title', 'description'] as const) if (a[key] !== b[key]) emit('docs', `${key} changed`);
  const [xa, xb] = [a.arguments ?? [], b.arguments ?? []];
  for (const arg of xa) if (!xb.some((x) => x.name === arg.name)) emit('breaking', `argument ${arg.name} removed`);
  for (const arg of xb) {
    const old = xa.find((x) => x.name === arg.name);
    if (!old) emit(arg.required ? 'breaking' : 'additive', `${arg.required ? 'required' : 'optional'} argument ${arg.name} added`);
    else {
      if (!!old.required !== !!arg.required) emit(arg.required ? 'breaking' : 'additive', `argument ${arg.name}: now ${arg.required ? 'required' : 'optional'}`);
      for (const key of ['title', 'description'] as const) if (old[key] !== arg[key]) emit('docs', `argument ${arg.name}: ${key} changed`);
    }
  }
}

function diffResource(kind: 'resource' | 'template', a: SurfaceResource, b: SurfaceResource, out: Change[]) {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (key === 'name' || sameContent(a[key], b[key])) continue;
    const docs = ['title', 'description', 'icons', 'annotations', '_meta', 'size'].includes(key);
    out.push({class: docs ? 'docs' : 'breaking', kind, name: b.name, text: `${key} ${docs ? 'changed' : `${show(a[key] ?? 'none')} → ${show(b[key] ?? 'none')}`}`});
  }
}

/** Added and removed by name; a removed and an added tool with the same input schema are reported as a rename. */
function diffNamed<T extends {name: string}>(
  kind: ChangeKind, before: T[], after: T[], out: Change[], each: (a: T, b: T) => void, same?: (a: T, b: T) => boolean,
) {
  const noun = kind === 'template' ? 'resource template' : kind;
  const added = after.filter((b) => !before.some((a) => a.name === b.name));
  for (const a of before) {
    const b = after.find((x) => x.name === a.name);
    if (b) {
      each(a, b);
      continue;
    }
    const renamed = same && added.find((x) => same(a, x));
    out.push({class: 'breaking', kind, name: a.name, text: renamed ? `${noun} ${a.name} removed (renamed to ${renamed.name}?)` : `${noun} ${a.name} removed`});
  }
  for (const b of added) out.push({class: 'additive', kind, name: b.name, text: `${noun} ${b.name} added`});
  const kept = (list: T[], other: T[]) => list.filter((x) => other.some((y) => y.name === x.name)).map((x) => x.name).join();
  if (kept(before, after) !== kept(after, before)) out.push({class: 'docs', kind, name: '', text: `${noun}s listed in another order`});
}

function diffServer(a: Surface['server'], b: Surface['server'], out: Change[]) {
  const emit = (cls: ChangeClass, text: string) => out.push({class: cls, kind: 'server', name: b.serverInfo.name, text});
  for (const key of ['name', 'title', 'version'] as const) {
    if (a.serverInfo[key] !== b.serverInfo[key]) emit('docs', `serverInfo.${key} ${a.serverInfo[key] ?? 'none'} → ${b.serverInfo[key] ?? 'none'}`);
  }
  if (a.protocolVersion !== b.protocolVersion) {
    emit(b.protocolVersion < a.protocolVersion ? 'breaking' : 'additive', `protocol version ${a.protocolVersion} → ${b.protocolVersion}`);
  }
  const [ca, cb] = [a.capabilities ?? {}, b.capabilities ?? {}];
  for (const cap of new Set([...Object.keys(ca), ...Object.keys(cb)])) {
    if (sameContent(ca[cap], cb[cap])) continue;
    if (!(cap in cb)) emit('breaking', `capability ${cap} removed`);
    else if (!(cap in ca)) emit('additive', `capability ${cap} added`);
    else {
      const [fa, fb] = [(ca[cap] ?? {}) as Record<string, unknown>, (cb[cap] ?? {}) as Record<string, unknown>];
      for (const flag of new Set([...Object.keys(fa), ...Object.keys(fb)])) {
        if (!sameContent(fa[flag], fb[flag])) emit(fb[flag] ? 'additive' : 'breaking', `capability ${cap}.${flag} ${show(fa[flag] ?? 'none')} → ${show(fb[flag] ?? 'none')}`);
      }
    }
  }
  if ((a.instructions ?? '') !== (b.instructions ?? '')) emit('docs', 'instructions changed');
}

/** Every difference from `before` (the docs) to `after` (the server), in a stable order. */
export function diffSurfaces(before: Surface, after: Surface): Change[] {
  const out: Change[] = [];
  diffServer(before.server, after.server, out);
  const sameInput = (a: SurfaceTool, b: SurfaceTool) => sameContent(inlineRefs(a.inputSchema), inlineRefs(b.inputSchema));
  diffNamed('tool', before.tools, after.tools, out, (a, b) => diffTool(a, b, out), sameInput);
  diffNamed('prompt', before.prompts, after.prompts, out, (a, b) => diffPrompt(a, b, out),
    (a, b) => sameContent(a.arguments ?? [], b.arguments ?? []));
  diffNamed('resource', before.resources, after.resources, out, (a, b) => diffResource('resource', a, b, out));
  diffNamed('template', before.resourceTemplates, after.resourceTemplates, out, (a, b) => diffResource('template', a, b, out),
    (a, b) => a.uriTemplate === b.uriTemplate);
  return out;
}
