/**
 * The Try it panel, loaded when a reader opens its shell (./index.tsx): a
 * form built from the tool's input schema, checked by the tool's schema
 * compiled at build time (src/plugins/try-it). An argument's error shows once
 * the reader has touched it (or it came with a link), or for every argument
 * once they ask for the call (copy it), in a reader's words, at the field and
 * once in the summary. Then the exact request (one line, as stdio carries it),
 * the Companies House requests it makes, the same call from both official
 * SDKs and an Inspector command that runs it (each copied only when the
 * server would run it: otherwise the copy button says why not), with the reader's key if they
 * gave one (src/lib/apiKey/apiKey.ts); and the page's recorded answer when the
 * arguments equal an example's. The arguments live in the URL (`?try=`), the
 * key never does. Nothing is sent anywhere: CompanyLens runs on the reader's
 * machine with their own key.
 */
import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import * as validators from '@generated/companylens-try-it/default/validators.js';
import facts from '@generated/companylens-try-it/default/facts.json';
import {API_KEY_ENV} from '@site/src/constants';
import {
  check,
  controlValue,
  decodeArgs,
  encodeArgs,
  fieldsOf,
  matchingExample,
  orderedArgs,
  URL_PARAMETER,
  type Args,
  type Field,
  type SchemaError,
} from '@site/src/lib/tryIt/form';
import {INSPECTOR_NODE, inspectorCommand, jsonRpcRequest, pythonSnippet, typescriptSnippet, upstreamCalls} from '@site/src/lib/tryIt/snippets';
import {keyOnScreen, usableKey, useApiKey} from '@site/src/lib/apiKey/apiKey';
import ApiKeyField from '@site/src/components/ApiKeyField';
import Code from '@site/src/components/Code';
import {FieldControl} from './Fields';
import styles from './styles.module.css';
import {jsonParts} from '@site/src/lib/text/jsonParts';

type Validate = ((args: unknown) => boolean) & {errors?: SchemaError[] | null};

const IS_ERROR = 'isError: true';
const TOOLS_CALL = 'tools/call';

function validatorOf(name: string): (args: Args) => SchemaError[] {
  const validate = (validators as unknown as Record<string, Validate>)[name];
  return (args) => (validate(args) ? [] : [...(validate.errors ?? [])]);
}

/** The arguments a link carried, read once when the panel opens. */
function argsFromUrl(): {args: Args; error?: string} {
  const value = new URLSearchParams(window.location.search).get(URL_PARAMETER);
  if (!value) return {args: {}};
  const decoded = decodeArgs(value);
  return 'args' in decoded ? {args: decoded.args} : {args: {}, error: decoded.error};
}

/** The page's address with these arguments in `?try=` (none: without it). */
function urlWith(args: Args): string {
  const url = new URL(window.location.href);
  if (Object.keys(args).length) url.searchParams.set(URL_PARAMETER, encodeArgs(args));
  else url.searchParams.delete(URL_PARAMETER);
  return url.href;
}

/** A copy button and what became of the copy; `refused`: the call is one the server would refuse, so it is not copied and says why. */
function CopyButton({text, what, label = translate({id: 'site.tryIt.copy', message: 'Copy'}), onCopy, refused = false}: {text: string; what: string; label?: string; onCopy?: () => void; refused?: boolean}): ReactNode {
  // what became of the copy of this text: a new text, or a change of refusal, starts idle
  const [last, setLast] = useState<{text: string; refused: boolean; state: 'copied' | 'failed' | 'refused'}>();
  const state = last?.text === text && last.refused === refused ? last.state : 'idle';
  const setState = (next: 'copied' | 'failed' | 'refused') => setLast({text, refused, state: next});
  const copy = () => {
    onCopy?.();
    if (refused) return setState('refused');
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) return setState('failed');
    clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <span className={styles.copy}>
      <button type="button" className="button button--sm button--secondary" onClick={copy} aria-label={`${label} ${what}`}>
        {label}
      </button>
      <span role="status" className={styles.copyStatus}>
        {state === 'copied'
          ? translate({id: 'site.tryIt.copied', message: 'Copied'})
          : state === 'failed'
            ? translate({id: 'site.tryIt.copyFailed', message: 'Could not copy: select the text instead'})
            : state === 'refused'
              ? translate({id: 'site.tryIt.copyRefused', message: 'Not copied: the server would refuse these arguments (the fields above say why)'})
              : ''}
      </span>
    </span>
  );
}

/**
 * A snippet and its copy button: `shown` on screen (the key masked, the
 * request breakable after its commas), `text` copied.
 */
function Block({
  title,
  text,
  shown = text,
  what,
  oneLine = false,
  wrap = oneLine,
  onCopy,
  refused,
  children,
}: {
  title: string;
  text: string;
  shown?: string;
  what: string;
  /** One line of JSON: wrapped on screen after its commas. */
  oneLine?: boolean;
  /** Wrapped on screen, so no line's end is hidden (a command). */
  wrap?: boolean;
  onCopy?: () => void;
  /** The call breaks the tool's schema: not copied (CopyButton). */
  refused?: boolean;
  children?: ReactNode;
}): ReactNode {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <div className={styles.blockHead}>
        <h3 id={id} className={styles.blockTitle}>
          {title}
        </h3>
        <CopyButton text={text} what={what} onCopy={onCopy} refused={refused} />
      </div>
      {children}
      <pre className={`${styles.code} ${wrap ? styles.wrap : ''}`} tabIndex={0} aria-label={what}>
        <code>
          {oneLine
            ? jsonParts(shown).map((part, i) => (
                <React.Fragment key={i}>
                  {i > 0 && <wbr />}
                  <span className={styles.whole}>{part}</span>
                </React.Fragment>
              ))
            : shown}
        </code>
      </pre>
    </section>
  );
}

function Answer({check: result, example, errorsShown}: {check: ReturnType<typeof check>; example?: ReturnType<typeof matchingExample>; errorsShown: boolean}): ReactNode {
  if (result.serverError && !errorsShown) {
    return (
      <p>
        <Translate id="site.tryIt.answer.fillIn">Fill in the arguments to see what the server answers.</Translate>
      </p>
    );
  }
  if (result.serverError) {
    return (
      <>
        <p>
          <Translate id="site.tryIt.answer.error" values={{isError: <code>{IS_ERROR}</code>}}>
            {'With these arguments the server does not run the tool: it answers with an error result ({isError}) that says what is wrong, as the fields above do.'}
          </Translate>
        </p>
        <details className={styles.sdk}>
          <summary>
            <Translate id="site.tryIt.answer.exactWords">The server&apos;s exact words</Translate>
          </summary>
          <p>
            <code>{result.serverError}</code>
          </p>
        </details>
      </>
    );
  }
  if (example) {
    return (
      <>
        <p>
          <Translate
            id="site.tryIt.answer.recorded"
            values={{
              label: (
                <strong>
                  <Translate id="site.tryIt.answer.recordedLabel">Recorded answer, illustrative:</Translate>
                </strong>
              ),
              id: String(example.id),
            }}>
            {
              '{label} these arguments are those of an example on this page (request id {id}), and this is its response. The companies in it are made up; run the command for a real answer.'
            }
          </Translate>
        </p>
        <pre className={`${styles.code} ${styles.answer}`} tabIndex={0} aria-label={translate({id: 'site.tryIt.answer.recordedRegion', message: 'Recorded answer'})}>
          <code>{JSON.stringify(example.response, null, 2)}</code>
        </pre>
      </>
    );
  }
  return (
    <p>
      <Translate id="site.tryIt.answer.none">There is no recorded answer for these arguments. Run the Inspector command above with your key to get the real one.</Translate>
    </p>
  );
}

export default function Panel({name}: {name: string}): ReactNode {
  const idPrefix = `try-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const tool = facts.tools[name];
  const fields = useMemo(() => fieldsOf(tool.inputSchema), [tool]);
  const validate = useMemo(() => validatorOf(name), [name]);
  const [initial] = useState(argsFromUrl);
  const [args, setArgs] = useState<Args>(initial.args);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [json, setJson] = useState(false);
  // an argument's error shows once the reader has touched it (a link's arguments count as touched), every error once they ask for the call
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(initial.args)));
  const [asked, setAsked] = useState(false);
  const touch = (field: string) => setTouched((old) => (old.has(field) ? old : new Set(old).add(field)));
  const ask = () => setAsked(true);
  const apiKey = useApiKey();
  const {selectMessage} = usePluralForm();
  const key = usableKey(apiKey.key) ? apiKey.key : undefined;
  const keyShown = keyOnScreen(apiKey) || undefined;

  const sent = orderedArgs(fields, args);
  const result = check(name, fields, sent, validate, facts.invalidArguments);
  const extras: Field[] = Object.keys(sent)
    .filter((k) => !fields.some((f) => f.name === k))
    .map((k) => ({name: k, kind: 'json', schema: {description: translate({id: 'site.tryIt.notParameter', message: 'Not a parameter of this tool.'})}, required: false, companyNumber: false}));
  const example = result.serverError ? undefined : matchingExample(fields, sent, tool.examples);
  // the server would answer this call with an error result: it is shown, but not copied as if it would run
  const refused = Boolean(result.serverError);
  const defaults = Object.fromEntries(fields.filter((f) => f.schema.default !== undefined).map((f) => [f.name, f.schema.default]));
  const companyField = fields.find((f) => f.companyNumber);
  const upstream = upstreamCalls(tool.upstream, {...defaults, ...sent}, {
    companyNumber: companyField && result.normalised[companyField.name],
    query: fields.find((f) => f.required && f.kind === 'string' && !f.companyNumber)?.name,
  });
  const made = upstream.filter((u) => u.made).length;
  const fieldError = (field: Field) => {
    const text = texts[field.name];
    if (text !== undefined && field.kind !== 'integer' && sent[field.name] === undefined && text.trim()) return translate({id: 'site.tryIt.notJson', message: 'Not JSON yet, so it is not sent.'});
    return result.fields[field.name];
  };
  const shownErrors = [...fields, ...extras].flatMap((f) => {
    const message = fieldError(f);
    return message && (asked || touched.has(f.name)) ? [[f.name, message] as const] : [];
  });

  const link = urlWith(sent);
  useEffect(() => {
    window.history.replaceState(window.history.state, '', link);
  }, [link]);

  const change = (field: string, value: unknown, text?: string) => {
    setArgs((old) => {
      const next = {...old};
      if (value === undefined) delete next[field];
      else next[field] = value;
      return next;
    });
    setTexts((old) => {
      const next = {...old};
      if (text === undefined) delete next[field];
      else next[field] = text;
      return next;
    });
  };
  const toggleJson = (on: boolean) => {
    setJson(on);
    // back to the controls: a value a control cannot show stays in its JSON box; typed text that is not a value yet goes
    if (!on) setTexts((old) => Object.fromEntries(Object.entries(old).filter(([field]) => args[field] !== undefined && controlValue(fields.find((f) => f.name === field)!, args[field]) === undefined)));
  };

  return (
    <div className={styles.panel}>
      <p>
        <Translate id="site.tryIt.intro" values={{name: <code>{name}</code>}}>
          {
            'Fill in the arguments of {name}. The form checks them as the server does and writes the call, ready to copy. Nothing is sent from this page: CompanyLens runs on your machine with your own key, so run the command below to call it for real.'
          }
        </Translate>
      </p>
      {initial.error && <p className={styles.error}>{initial.error}</p>}
      <form className={styles.form} aria-label={translate({id: 'site.tryIt.form', message: '{name} arguments'}, {name})} noValidate onSubmit={(e) => e.preventDefault()}>
        <button type="button" className={`button button--sm button--outline button--secondary ${styles.jsonToggle}`} aria-pressed={json} onClick={() => toggleJson(!json)}>
          <Translate id="site.tryIt.asJson">Edit the arguments as JSON</Translate>
        </button>
        {[...fields, ...extras].map((field) => (
          <div key={field.name} className={styles.fieldRow} onBlur={() => touch(field.name)}>
            <FieldControl
              field={field}
              idPrefix={idPrefix}
              value={sent[field.name]}
              text={texts[field.name]}
              json={json}
              error={asked || touched.has(field.name) ? fieldError(field) : undefined}
              normalised={result.normalised[field.name]}
              onChange={(value, text) => {
                touch(field.name);
                change(field.name, value, text);
              }}
            />
            {extras.includes(field) && (
              <button type="button" className="button button--sm button--outline button--secondary" onClick={() => change(field.name, undefined)}>
                <Translate id="site.tryIt.remove" values={{name: <code>{field.name}</code>}}>
                  {'Remove {name}'}
                </Translate>
              </button>
            )}
          </div>
        ))}
      </form>
      <p role="status" aria-live="polite" className={shownErrors.length ? styles.error : styles.ok}>
        {shownErrors.length
          ? selectMessage(
              shownErrors.length,
              translate(
                {id: 'site.tryIt.attention', message: '{count} argument needs attention: {errors}|{count} arguments need attention: {errors}'},
                {count: shownErrors.length, errors: shownErrors.map(([field, message]) => `${field}: ${message}`).join(' ')},
              ),
            )
          : result.serverError
            ? ''
            : translate({id: 'site.tryIt.match', message: 'The arguments match the tool’s schema.'})}
      </p>
      <p className={styles.share}>
        <CopyButton
          text={link}
          what={translate({id: 'site.tryIt.link.what', message: 'to this call'})}
          label={translate({id: 'site.tryIt.link.copy', message: 'Copy link'})}
          onCopy={ask}
        />{' '}
        <span>
          <Translate id="site.tryIt.link.note">The address of this page now carries these arguments (never your key), so you can share or bookmark the call.</Translate>
        </span>
      </p>

      <Block
        title={translate({id: 'site.tryIt.request.title', message: 'Request'})}
        text={jsonRpcRequest(name, sent)}
        what={translate({id: 'site.tryIt.request.what', message: 'the tools/call request'})}
        oneLine
        onCopy={ask}
        refused={refused}>
        <p>
          <Translate
            id="site.tryIt.request.note"
            values={{
              method: <code>{TOOLS_CALL}</code>,
              protocol: (
                <Link to="/concepts/mcp-protocol#toolscall">
                  <Translate id="site.tryIt.request.protocol">MCP protocol</Translate>
                </Link>
              ),
            }}>
            {'The JSON-RPC {method} request a client sends over stdio, on one line ({protocol}).'}
          </Translate>
        </p>
      </Block>

      <section className={styles.block} aria-label={translate({id: 'site.tryIt.upstream.title', message: 'Companies House requests'})}>
        <div className={styles.blockHead}>
          <h3 className={styles.blockTitle}>{translate({id: 'site.tryIt.upstream.title', message: 'Companies House requests'})}</h3>
          <CopyButton
            text={upstream.filter((u) => u.made).map((u) => u.request).join('\n')}
            what={translate({id: 'site.tryIt.upstream.what', message: 'the Companies House requests'})}
            onCopy={ask}
            refused={refused}
          />
        </div>
        <ol className={styles.upstream}>
          {upstream.map((u) => (
            <li key={u.request} className={u.made ? undefined : styles.skipped}>
              <Code>{u.request}</Code>
              {u.note && ` (${u.note})`}
              {!u.made && translate({id: 'site.tryIt.upstream.notMade', message: ': not made with these arguments'})}
            </li>
          ))}
        </ol>
        <p>
          {selectMessage(
            made,
            translate(
              {
                id: 'site.tryIt.upstream.cost',
                message:
                  "Uncached, this call makes {count} request with your key, and each counts against the limit of {requests} requests per {minutes} minutes, as does each retry (up to {attempts} attempts on HTTP {statuses}). Repeating it within {cacheMinutes} minutes is answered from the server's cache and costs nothing.|Uncached, this call makes {count} requests with your key, and each counts against the limit of {requests} requests per {minutes} minutes, as does each retry (up to {attempts} attempts on HTTP {statuses}). Repeating it within {cacheMinutes} minutes is answered from the server's cache and costs nothing.",
              },
              {
                count: made,
                requests: facts.rateLimit.requests,
                minutes: facts.rateLimit.windowMinutes,
                attempts: facts.upstreamRetries.attempts,
                statuses: String(facts.upstreamRetries.statuses),
                cacheMinutes: facts.cacheMinutes,
              },
            ),
          )}
        </p>
      </section>

      <ApiKeyField />
      <Block
        title={translate({id: 'site.tryIt.inspector.title', message: 'Run it with MCP Inspector'})}
        text={inspectorCommand(name, sent, key)}
        shown={inspectorCommand(name, sent, keyShown)}
        what={translate({id: 'site.tryIt.inspector.what', message: 'the MCP Inspector command'})}
        wrap
        onCopy={ask}
        refused={refused}>
        <p>
          <Translate id="site.tryIt.inspector.note" values={{node: INSPECTOR_NODE}}>
            {"One command runs the call against CompanyLens on your machine with the Inspector's command-line mode (Node.js {node} or later)."}
          </Translate>{' '}
          {key ? (
            translate({id: 'site.tryIt.inspector.keyGiven', message: 'It carries the key you gave above.'})
          ) : (
            <Translate id="site.tryIt.inspector.keyFromShell" values={{variable: <code>{`$${API_KEY_ENV}`}</code>}}>
              {'It reads your key from {variable} in your shell, or carries the one you give above.'}
            </Translate>
          )}
        </p>
      </Block>

      <details className={styles.sdk}>
        <summary>
          <Translate id="site.tryIt.typescript.summary">The same call from the TypeScript SDK</Translate>
        </summary>
        <Block
          title="TypeScript (@modelcontextprotocol/client)"
          text={typescriptSnippet(name, sent, key)}
          shown={typescriptSnippet(name, sent, keyShown)}
          what={translate({id: 'site.tryIt.typescript.what', message: 'the TypeScript SDK call'})}
          onCopy={ask}
          refused={refused}
        />
      </details>
      <details className={styles.sdk}>
        <summary>
          <Translate id="site.tryIt.python.summary">The same call from the Python SDK</Translate>
        </summary>
        <Block
          title="Python (mcp)"
          text={pythonSnippet(name, sent, key)}
          shown={pythonSnippet(name, sent, keyShown)}
          what={translate({id: 'site.tryIt.python.what', message: 'the Python SDK call'})}
          onCopy={ask}
          refused={refused}
        />
      </details>

      <section className={styles.block} aria-label={translate({id: 'site.tryIt.answer.title', message: 'Answer'})}>
        <h3 className={styles.blockTitle}>{translate({id: 'site.tryIt.answer.title', message: 'Answer'})}</h3>
        <Answer check={result} example={example} errorsShown={shownErrors.length > 0} />
      </section>
    </div>
  );
}
