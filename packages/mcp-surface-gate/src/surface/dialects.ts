/**
 * The JSON Schema dialects a tool schema may name with `$schema`, each checked
 * by Ajv's class for it: draft-04 (ajv-draft-04), draft-06 and draft-07 (Ajv
 * with the draft-06 meta-schema added), 2019-09 and 2020-12. A schema naming
 * none is 2020-12, the dialect MCP schemas default to. The `$schema` URI is
 * read whichever way it is written (http or https, with or without the final
 * `#`); one naming another dialect is refused in words, not by Ajv's error.
 */
import Ajv07, {type ValidateFunction} from 'ajv';
import Ajv2019 from 'ajv/dist/2019.js';
import Ajv2020 from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';

type Dialect = 'draft-04' | 'draft-06' | 'draft-07' | '2019-09' | '2020-12';

/** Each dialect's meta-schema URI, as Ajv knows it. */
const META: Record<Dialect, string> = {
  'draft-04': 'http://json-schema.org/draft-04/schema#',
  'draft-06': 'http://json-schema.org/draft-06/schema#',
  'draft-07': 'http://json-schema.org/draft-07/schema#',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};
const DIALECTS = Object.keys(META) as Dialect[];

const bare = (uri: string) => uri.trim().replace(/^https?:\/\//, '').replace(/#?\/?$/, '').replace(/#$/, '');

/** The dialect a `$schema` value names (none: 2020-12), or the URI when it names another. */
function dialectOf(schema: {$schema?: unknown}): Dialect | {unknown: string} {
  if (schema.$schema === undefined) return '2020-12';
  const uri = String(schema.$schema);
  return DIALECTS.find((d) => bare(META[d]) === bare(uri)) ?? {unknown: uri};
}

type AnyAjv = {validateSchema(s: object): boolean | Promise<unknown>; compile(s: object): ValidateFunction; errors?: {instancePath: string; message?: string}[] | null};
const instances = new Map<Dialect, AnyAjv>();
function ajvFor(dialect: Dialect): AnyAjv {
  let ajv = instances.get(dialect);
  if (!ajv) {
    const options = {strict: false, validateSchema: true, logger: false, allErrors: false} as const;
    const made = dialect === 'draft-04' ? new AjvDraft04(options)
      : dialect === '2019-09' ? new Ajv2019(options)
      : dialect === '2020-12' ? new Ajv2020(options)
      : new Ajv07(options);
    if (dialect === 'draft-06') made.addMetaSchema(draft06);
    addFormats(made as Ajv07);
    ajv = made as unknown as AnyAjv;
    instances.set(dialect, ajv);
  }
  return ajv;
}

/** The schema with its `$schema` written as Ajv knows its dialect, and no `$id` (two tools may share one; Ajv keeps each id once). */
function forAjv(schema: object, dialect: Dialect) {
  const {$id: _id, id: _old, ...rest} = schema as Record<string, unknown>;
  return {...rest, $schema: META[dialect]};
}

/** Why the schema is not valid JSON Schema of its dialect, or null. */
export function schemaProblem(schema: object & {$schema?: unknown}): string | null {
  const dialect = dialectOf(schema);
  if (typeof dialect !== 'string') {
    return `names $schema ${JSON.stringify(dialect.unknown).slice(0, 80)}, a dialect this check cannot read (it reads JSON Schema ${DIALECTS.join(', ')})`;
  }
  const ajv = ajvFor(dialect);
  const ready = forAjv(schema, dialect);
  if (!ajv.validateSchema(ready)) {
    const [first] = ajv.errors ?? [];
    return `is not valid JSON Schema ${dialect} (${first?.instancePath || '/'} ${first?.message})`;
  }
  try {
    ajv.compile(ready);
  } catch (error) {
    return `is not valid JSON Schema ${dialect} (${(error as Error).message.split('\n')[0]})`;
  }
  return null;
}

/** A validator for the schema in its own dialect (the schema must have passed schemaProblem). */
export function validatorFor(schema: object & {$schema?: unknown}): ValidateFunction {
  const dialect = dialectOf(schema);
  const d = typeof dialect === 'string' ? dialect : '2020-12';
  return ajvFor(d).compile(forAjv(schema, d));
}
