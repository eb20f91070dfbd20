/**
 * The Try it panel's state and the call it makes of it. State: the arguments (from the link at
 * first, `?try=`), the text of boxes that hold no value yet, the switch to JSON boxes, which
 * fields the reader touched and whether they asked for the call. Derived on each render, never
 * stored: the call as the server takes it (ordered, checked), arguments the tool does not have,
 * the example it equals, the Companies House requests it makes, and the errors to show.
 */
import {useEffect, useMemo, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import * as validators from '@generated/companylens-try-it/default/validators.js';
import facts from '@generated/companylens-try-it/default/facts.json';
import {check, controlValue, decodeArgs, encodeArgs, fieldsOf, matchingExample, orderedArgs, URL_PARAMETER, type Args, type Field, type SchemaError} from '@site/src/lib/tryIt/form';
import {upstreamCalls} from '@site/src/lib/tryIt/snippets';
import {linkArgsMessage, readerMessage} from './messages';

/** The arguments a link carried, read once when the panel opens, and why there are none if it carried some that cannot be used. */
function argsFromUrl(): {args: Args; error?: string} {
  const value = new URLSearchParams(window.location.search).get(URL_PARAMETER);
  if (!value) return {args: {}};
  const decoded = decodeArgs(value);
  return 'args' in decoded ? {args: decoded.args} : {args: {}, error: linkArgsMessage(decoded.error)};
}

/** The page's address with these arguments in `?try=` (none: without it). */
function urlWith(args: Args): string {
  const url = new URL(window.location.href);
  if (Object.keys(args).length) url.searchParams.set(URL_PARAMETER, encodeArgs(args));
  else url.searchParams.delete(URL_PARAMETER);
  return url.href;
}

function validatorOf(name: string): (args: Args) => SchemaError[] {
  const validate = validators[name];
  return (args) => (validate(args) ? [] : [...(validate.errors ?? [])]);
}

/** A field for an argument the tool does not have (from a link, or typed as JSON), so the reader sees and can remove it. */
const extraField = (name: string): Field => ({
  name,
  kind: 'json',
  schema: {description: translate({id: 'site.tryIt.notParameter', message: 'Not a parameter of this tool.'})},
  required: false,
  companyNumber: false,
});

/** A copy of a record with `key` set to `value`, or without it when `value` is undefined. */
function withEntry<T>(record: Record<string, T>, key: string, value: T | undefined): Record<string, T> {
  const next = {...record};
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

export function useCall(name: string) {
  const tool = facts.tools[name];
  const toolFields = useMemo(() => fieldsOf(tool.inputSchema), [tool]);
  const validate = useMemo(() => validatorOf(name), [name]);
  const {selectMessage} = usePluralForm();

  const [initial] = useState(argsFromUrl);
  const [args, setArgs] = useState<Args>(initial.args);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [json, setJson] = useState(false);
  // an argument's error shows once the reader has touched it (a link's arguments count as touched), every error once they ask for the call
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(initial.args)));
  const [asked, setAsked] = useState(false);

  // the call, as the server would take it
  const sent = orderedArgs(toolFields, args);
  const result = check(name, toolFields, sent, validate, facts.invalidArguments, (error) => readerMessage(error, selectMessage));
  const extras = Object.keys(sent).filter((k) => !toolFields.some((f) => f.name === k)).map(extraField);
  const fields = [...toolFields, ...extras];
  // the server would answer this call with an error result: it is shown, but not copied as if it would run
  const refused = Boolean(result.serverError);
  const example = refused ? undefined : matchingExample(toolFields, sent, tool.examples);
  const defaults = Object.fromEntries(toolFields.filter((f) => f.schema.default !== undefined).map((f) => [f.name, f.schema.default]));
  const companyField = toolFields.find((f) => f.companyNumber);
  const upstream = upstreamCalls(tool.upstream, {...defaults, ...sent}, {
    companyNumber: companyField && result.normalised[companyField.name],
    query: toolFields.find((f) => f.required && f.kind === 'string' && !f.companyNumber)?.name,
  });

  // the errors to show now
  const errorOf = (field: Field): string | undefined => {
    const text = texts[field.name];
    const typedNoValue = text !== undefined && field.kind !== 'integer' && sent[field.name] === undefined && text.trim() !== '';
    if (typedNoValue) return translate({id: 'site.tryIt.notJson', message: 'Not JSON yet, so it is not sent.'});
    return result.fields[field.name];
  };
  const shownError = (field: Field) => (asked || touched.has(field.name) ? errorOf(field) : undefined);
  const shownErrors = fields.flatMap((f) => {
    const message = shownError(f);
    return message ? [{field: f.name, message}] : [];
  });

  // the address carries the call
  const link = urlWith(sent);
  useEffect(() => {
    window.history.replaceState(window.history.state, '', link);
  }, [link]);

  const touch = (field: string) => setTouched((old) => (old.has(field) ? old : new Set(old).add(field)));
  const change = (field: string, value: unknown, text?: string) => {
    setArgs((old) => withEntry(old, field, value));
    setTexts((old) => withEntry(old, field, text));
  };
  const toggleJson = () => {
    setJson(!json);
    // back to the controls: a value a control cannot show stays in its JSON box; typed text that is not a value yet goes
    const showable = (field: string) => args[field] === undefined || controlValue(fields.find((f) => f.name === field)!, args[field]) !== undefined;
    if (json) setTexts((old) => Object.fromEntries(Object.entries(old).filter(([field]) => !showable(field))));
  };

  return {
    tool,
    linkError: initial.error,
    /** The tool's fields, then one per argument it does not have. */
    fields,
    isExtra: (field: Field) => extras.includes(field),
    sent,
    texts,
    json,
    result,
    refused,
    example,
    upstream,
    link,
    shownError,
    shownErrors,
    touch,
    ask: () => setAsked(true),
    change,
    toggleJson,
  };
}

export type Call = ReturnType<typeof useCall>;
