/**
 * The Try it panel's words for what is wrong, through translate(): an argument's error in a
 * reader's words ("At most 100.", at the field and in the summary), and why a link's arguments
 * could not be used. The server's own words are form.ts's `invalidArguments`.
 */
import {translate} from '@docusaurus/Translate';
import type {LinkArgsError, SchemaError} from '@site/src/lib/tryIt/form';

/** usePluralForm's `selectMessage`: the form of a "one|other" message for a count. */
type SelectMessage = (count: number, message: string) => string;

/** A JSON Schema type in a reader's words. */
function typeName(type: string | undefined): string | undefined {
  switch (type) {
    case 'integer':
      return translate({id: 'site.tryIt.type.integer', message: 'a whole number'});
    case 'number':
      return translate({id: 'site.tryIt.type.number', message: 'a number'});
    case 'string':
      return translate({id: 'site.tryIt.type.string', message: 'text'});
    case 'boolean':
      return translate({id: 'site.tryIt.type.boolean', message: 'true or false'});
    case 'array':
      return translate({id: 'site.tryIt.type.array', message: 'a list'});
    case 'object':
      return translate({id: 'site.tryIt.type.object', message: 'an object'});
    default:
      return type;
  }
}

/** The wording of a schema error, before any "Item 2: " that places it in a list. */
function wording(error: SchemaError, selectMessage: SelectMessage): string {
  const p = error.params as {limit?: number; type?: string; allowedValues?: unknown[]; pattern?: string};
  const limit = p.limit ?? 0;
  switch (error.keyword) {
    case 'required':
      return translate({id: 'site.tryIt.error.required', message: 'Required.'});
    case 'maximum':
      return translate({id: 'site.tryIt.error.maximum', message: 'At most {limit}.'}, {limit});
    case 'minimum':
      return translate({id: 'site.tryIt.error.minimum', message: 'At least {limit}.'}, {limit});
    case 'maxLength':
      return selectMessage(limit, translate({id: 'site.tryIt.error.maxLength', message: 'At most {limit} character.|At most {limit} characters.'}, {limit}));
    case 'minLength':
      if (limit === 1) return translate({id: 'site.tryIt.error.empty', message: 'Cannot be empty.'});
      return selectMessage(limit, translate({id: 'site.tryIt.error.minLength', message: 'At least {limit} character.|At least {limit} characters.'}, {limit}));
    case 'type':
      return translate({id: 'site.tryIt.error.type', message: 'Must be {type}.'}, {type: typeName(p.type) ?? ''});
    case 'pattern':
      return translate({id: 'site.tryIt.error.pattern', message: 'Not in the expected form ({pattern}).'}, {pattern: p.pattern ?? ''});
    case 'enum': {
      const values = (p.allowedValues ?? []).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
      return translate({id: 'site.tryIt.error.enum', message: 'One of {values}.'}, {values});
    }
    case 'minItems':
      return selectMessage(limit, translate({id: 'site.tryIt.error.minItems', message: 'At least {limit} value.|At least {limit} values.'}, {limit}));
    case 'maxItems':
      return selectMessage(limit, translate({id: 'site.tryIt.error.maxItems', message: 'At most {limit} value.|At most {limit} values.'}, {limit}));
    case 'uniqueItems':
      return translate({id: 'site.tryIt.error.uniqueItems', message: 'Each value at most once.'});
    case 'additionalProperties':
      return translate({id: 'site.tryIt.error.additionalProperties', message: 'Not a parameter of this tool: remove it.'});
    default:
      return error.message ?? translate({id: 'site.tryIt.error.other', message: 'Not what the tool accepts.'});
  }
}

/** Keywords whose error is about the list as a whole, never one of its items. */
const WHOLE_LIST = new Set(['required', 'minItems', 'maxItems', 'uniqueItems', 'additionalProperties']);

/** A schema error in the words a reader uses, for the form; an error about a list's item says which ("Item 2: At most 100."). */
export function readerMessage(error: SchemaError, selectMessage: SelectMessage): string {
  const message = wording(error, selectMessage);
  const item = /^\/[^/]+\/(\d+)$/.exec(error.instancePath);
  if (!item || WHOLE_LIST.has(error.keyword)) return message;
  return translate({id: 'site.tryIt.error.item', message: 'Item {number}: {message}'}, {number: Number(item[1]) + 1, message});
}

/** Why the form starts empty although the link carried arguments. */
export function linkArgsMessage(error: LinkArgsError): string {
  if (error === 'notObject') return translate({id: 'site.tryIt.link.notObject', message: 'The link’s arguments are not a JSON object, so the form starts empty.'});
  return translate({id: 'site.tryIt.link.unreadable', message: 'The link’s arguments could not be read, so the form starts empty.'});
}
