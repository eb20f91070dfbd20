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
 *
 * Read top-down: the panel, then its parts in the order they show. The state
 * and the call derived from it are ./useCall.ts; the snippets and copy
 * buttons ./Block.tsx; the error wording ./messages.ts.
 */
import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import facts from '@generated/companylens-try-it/default/facts.json';
import {API_KEY_ENV} from '@site/src/constants';
import {INSPECTOR_NODE, inspectorCommand, jsonRpcRequest, pythonSnippet, typescriptSnippet} from '@site/src/lib/tryIt/snippets';
import {keyOnScreen, usableKey, useApiKey} from '@site/src/lib/apiKey/apiKey';
import ApiKeyField from '@site/src/components/ApiKeyField';
import Code from '@site/src/components/Code';
import {FieldControl} from './Fields';
import {Block, CopyButton} from './Block';
import {useCall, type Call} from './useCall';
import styles from './styles.module.css';

const IS_ERROR = 'isError: true';
const TOOLS_CALL = 'tools/call';

export default function Panel({name}: {name: string}): ReactNode {
  const call = useCall(name);
  const apiKey = useApiKey();
  /** The reader's key, copied in the snippets; on screen, masked until shown. */
  const key = {copied: usableKey(apiKey.key) ? apiKey.key : undefined, shown: keyOnScreen(apiKey) || undefined};
  return (
    <div className={styles.panel}>
      <p>
        <Translate id="site.tryIt.intro" values={{name: <code>{name}</code>}}>
          {
            'Fill in the arguments of {name}. The form checks them as the server does and writes the call, ready to copy. Nothing is sent from this page: CompanyLens runs on your machine with your own key, so run the command below to call it for real.'
          }
        </Translate>
      </p>
      {call.linkError && <p className={styles.error}>{call.linkError}</p>}
      <ArgumentsForm name={name} call={call} />
      <Summary call={call} />
      <ShareLink call={call} />
      <RequestBlock name={name} call={call} />
      <UpstreamBlock call={call} />
      <ApiKeyField />
      <InspectorBlock name={name} call={call} apiKey={key} />
      <SdkBlocks name={name} call={call} apiKey={key} />
      <section className={styles.block} aria-label={translate({id: 'site.tryIt.answer.title', message: 'Answer'})}>
        <h3 className={styles.blockTitle}>{translate({id: 'site.tryIt.answer.title', message: 'Answer'})}</h3>
        <Answer call={call} />
      </section>
    </div>
  );
}

type ApiKey = {copied?: string; shown?: string};

/** One control per argument (the tool's, then any it does not have, each with a button to remove it), and the switch to JSON boxes. */
function ArgumentsForm({name, call}: {name: string; call: Call}): ReactNode {
  const idPrefix = `try-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <form className={styles.form} aria-label={translate({id: 'site.tryIt.form', message: '{name} arguments'}, {name})} noValidate onSubmit={(e) => e.preventDefault()}>
      <button type="button" className={`button button--sm button--outline button--secondary ${styles.jsonToggle}`} aria-pressed={call.json} onClick={call.toggleJson}>
        <Translate id="site.tryIt.asJson">Edit the arguments as JSON</Translate>
      </button>
      {call.fields.map((field) => (
        <div key={field.name} className={styles.fieldRow} onBlur={() => call.touch(field.name)}>
          <FieldControl
            field={field}
            idPrefix={idPrefix}
            value={call.sent[field.name]}
            text={call.texts[field.name]}
            json={call.json}
            error={call.shownError(field)}
            normalised={call.result.normalised[field.name]}
            onChange={(value, text) => {
              call.touch(field.name);
              call.change(field.name, value, text);
            }}
          />
          {call.isExtra(field) && (
            <button type="button" className="button button--sm button--outline button--secondary" onClick={() => call.change(field.name, undefined)}>
              <Translate id="site.tryIt.remove" values={{name: <code>{field.name}</code>}}>
                {'Remove {name}'}
              </Translate>
            </button>
          )}
        </div>
      ))}
    </form>
  );
}

/** The errors shown, once more and in one place; or that the arguments match (nothing while the server would refuse a call whose errors are not shown yet). */
function Summary({call}: {call: Call}): ReactNode {
  const {selectMessage} = usePluralForm();
  const errors = call.shownErrors;
  let text = '';
  if (errors.length) {
    const message = translate(
      {id: 'site.tryIt.attention', message: '{count} argument needs attention: {errors}|{count} arguments need attention: {errors}'},
      {count: errors.length, errors: errors.map((e) => `${e.field}: ${e.message}`).join(' ')},
    );
    text = selectMessage(errors.length, message);
  } else if (!call.refused) {
    text = translate({id: 'site.tryIt.match', message: 'The arguments match the tool’s schema.'});
  }
  return (
    <p role="status" aria-live="polite" className={errors.length ? styles.error : styles.ok}>
      {text}
    </p>
  );
}

function ShareLink({call}: {call: Call}): ReactNode {
  return (
    <p className={styles.share}>
      <CopyButton
        text={call.link}
        what={translate({id: 'site.tryIt.link.what', message: 'to this call'})}
        label={translate({id: 'site.tryIt.link.copy', message: 'Copy link'})}
        onCopy={call.ask}
      />{' '}
      <span>
        <Translate id="site.tryIt.link.note">The address of this page now carries these arguments (never your key), so you can share or bookmark the call.</Translate>
      </span>
    </p>
  );
}

function RequestBlock({name, call}: {name: string; call: Call}): ReactNode {
  return (
    <Block
      title={translate({id: 'site.tryIt.request.title', message: 'Request'})}
      text={jsonRpcRequest(name, call.sent)}
      what={translate({id: 'site.tryIt.request.what', message: 'the tools/call request'})}
      oneLine
      onCopy={call.ask}
      refused={call.refused}>
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
  );
}

/** The Companies House requests the call makes (and those it would make with other arguments), and what they cost. */
function UpstreamBlock({call}: {call: Call}): ReactNode {
  const {selectMessage} = usePluralForm();
  const {upstream, refused, ask} = call;
  const made = upstream.filter((u) => u.made).length;
  return (
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
  );
}

function InspectorBlock({name, call, apiKey}: {name: string; call: Call; apiKey: ApiKey}): ReactNode {
  return (
    <Block
      title={translate({id: 'site.tryIt.inspector.title', message: 'Run it with MCP Inspector'})}
      text={inspectorCommand(name, call.sent, apiKey.copied)}
      shown={inspectorCommand(name, call.sent, apiKey.shown)}
      what={translate({id: 'site.tryIt.inspector.what', message: 'the MCP Inspector command'})}
      wrap
      onCopy={call.ask}
      refused={call.refused}>
      <p>
        <Translate id="site.tryIt.inspector.note" values={{node: INSPECTOR_NODE}}>
          {"One command runs the call against CompanyLens on your machine with the Inspector's command-line mode (Node.js {node} or later)."}
        </Translate>{' '}
        {apiKey.copied ? (
          translate({id: 'site.tryIt.inspector.keyGiven', message: 'It carries the key you gave above.'})
        ) : (
          <Translate id="site.tryIt.inspector.keyFromShell" values={{variable: <code>{`$${API_KEY_ENV}`}</code>}}>
            {'It reads your key from {variable} in your shell, or carries the one you give above.'}
          </Translate>
        )}
      </p>
    </Block>
  );
}

/** The same call from the two official SDKs, each folded away. */
function SdkBlocks({name, call, apiKey}: {name: string; call: Call; apiKey: ApiKey}): ReactNode {
  return (
    <>
      <details className={styles.sdk}>
        <summary>
          <Translate id="site.tryIt.typescript.summary">The same call from the TypeScript SDK</Translate>
        </summary>
        <Block
          title="TypeScript (@modelcontextprotocol/client)"
          text={typescriptSnippet(name, call.sent, apiKey.copied)}
          shown={typescriptSnippet(name, call.sent, apiKey.shown)}
          what={translate({id: 'site.tryIt.typescript.what', message: 'the TypeScript SDK call'})}
          onCopy={call.ask}
          refused={call.refused}
        />
      </details>
      <details className={styles.sdk}>
        <summary>
          <Translate id="site.tryIt.python.summary">The same call from the Python SDK</Translate>
        </summary>
        <Block
          title="Python (mcp)"
          text={pythonSnippet(name, call.sent, apiKey.copied)}
          shown={pythonSnippet(name, call.sent, apiKey.shown)}
          what={translate({id: 'site.tryIt.python.what', message: 'the Python SDK call'})}
          onCopy={call.ask}
          refused={call.refused}
        />
      </details>
    </>
  );
}

/** What the server answers: its refusal once errors show, or the recorded answer of an equal example, or that there is none. */
function Answer({call}: {call: Call}): ReactNode {
  const {result, example} = call;
  const errorsShown = call.shownErrors.length > 0;
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
