import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {getTool, type Tool} from '@site/src/data/mcp';
import server from '@site/src/data/server.json';
import {relatedTools, toolDocsOf, toolErrors} from '@site/src/lib/dataTables';
import SchemaFields from '@site/src/components/SchemaFields';
import JsonDetails from '@site/src/components/JsonDetails';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

interface Props {
  name: string;
}

export function toolPath(name: string): string {
  return `/api/tools/${toolDocsOf(name).slug}`;
}

type Hint = keyof NonNullable<Tool['annotations']>;
function hintLabel(key: Hint, value: boolean): string {
  switch (key) {
    case 'readOnlyHint':
      return value
        ? translate({id: 'site.tool.hint.readOnly', message: 'Read-only'})
        : translate({id: 'site.tool.hint.writes', message: 'Writes data'});
    case 'destructiveHint':
      return value
        ? translate({id: 'site.tool.hint.destructive', message: 'Destructive'})
        : translate({id: 'site.tool.hint.nonDestructive', message: 'Non-destructive'});
    case 'idempotentHint':
      return value
        ? translate({id: 'site.tool.hint.idempotent', message: 'Idempotent'})
        : translate({id: 'site.tool.hint.notIdempotent', message: 'Not idempotent'});
    default:
      return value
        ? translate({id: 'site.tool.hint.openWorld', message: 'Calls Companies House'})
        : translate({id: 'site.tool.hint.local', message: 'Local only'});
  }
}
const HINTS: Hint[] = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

/** Tool name, description and its annotations as badges. */
export function ToolHeader({name}: Props): ReactNode {
  const tool = getTool(name);
  return (
    <div className={styles.header}>
      <p className={styles.signature}>
        <code>{tool.name}</code>
      </p>
      <p>{tool.description}</p>
      <ul
        className={styles.badges}
        aria-label={translate({id: 'site.tool.annotations', message: 'Tool annotations'})}
        data-search="skip">
        {HINTS.map((key) => {
          const value = tool.annotations?.[key];
          if (typeof value !== 'boolean') return null;
          return (
            <li key={key} className={styles.badge} title={`${key}: ${value}`}>
              {hintLabel(key, value)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ToolParameters({name}: Props): ReactNode {
  return (
    <SchemaFields
      schema={getTool(name).inputSchema}
      idPrefix="parameters"
      nameLabel={translate({id: 'site.schema.parameter', message: 'Parameter'})}
      label={translate({id: 'site.tool.parametersRegion', message: '{name} parameters'}, {name})}
    />
  );
}

/** The result's fields; anchors start `result-`, or `idPrefix` where one page lists several results. */
export function ToolResultFields({name, idPrefix = 'result'}: Props & {idPrefix?: string}): ReactNode {
  const schema = getTool(name).outputSchema;
  if (!schema) {
    return (
      <p>
        <Translate id="site.tool.textOnly">This tool returns text content only.</Translate>
      </p>
    );
  }
  return (
    <SchemaFields
      schema={schema}
      idPrefix={idPrefix}
      label={translate({id: 'site.tool.resultRegion', message: '{name} result fields'}, {name})}
    />
  );
}

function kindLabel(e: {kind: string; code?: number}): string {
  if (e.kind === 'protocol') return translate({id: 'site.tool.error.protocol', message: 'JSON-RPC error {code}'}, {code: e.code ?? ''});
  if (e.kind === 'isError') return translate({id: 'site.tool.error.isError', message: 'isError result'});
  return translate({id: 'site.tool.error.result', message: 'Normal result'});
}

/**
 * Tool-specific errors first, then the ones every tool shares: when, how it
 * comes back (under "When"), and the message. Two columns keep both prose
 * columns readable on a desktop; in a narrower column the rows stack
 * (data-stack, as src/rehype/tableLayout.ts marks Markdown tables).
 */
export function ToolErrors({name}: Props): ReactNode {
  const when = translate({id: 'site.tool.error.when', message: 'When'});
  const message = translate({id: 'site.tool.error.message', message: 'Message'});
  return (
    <ScrollRegion label={translate({id: 'site.tool.errorsRegion', message: '{name} errors'}, {name})}>
      <table data-stack="36">
        <thead>
          <tr>
            <th scope="col" data-prose="">
              {when}
            </th>
            <th scope="col" data-prose="">
              {message}
            </th>
          </tr>
        </thead>
        <tbody>
          {toolErrors(name).map((e) => (
            <tr key={e.when}>
              <td data-label={when}>
                {e.when} <span className={styles.errorKind}>{kindLabel(e)}</span>
              </td>
              <td data-label={message}>
                <code>{e.message}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Companies House requests behind one call, and how retries and the cache change the count. */
export function ToolUpstream({name}: Props): ReactNode {
  const upstream = toolDocsOf(name).upstream;
  return (
    <div>
      <p>
        <Translate id="site.tool.upstream.intro">One call makes these Companies House API requests:</Translate>
      </p>
      <ol>
        {upstream.map((u) => {
          const m = /^(.*) \((only .*)\)$/.exec(u);
          return (
            <li key={u}>
              <code>{m ? m[1] : u}</code>
              {m && ` (${m[2]})`}
            </li>
          );
        })}
      </ol>
      <p>
        <Translate
          id="site.tool.upstream.budget"
          values={{
            max: <strong>{upstream.length}</strong>,
            rateLimit: (
              <Link to="/getting-started/installation#companies-house-rate-limit-reached">
                <Translate id="site.tool.upstream.rateLimit">the Companies House rate limit</Translate>
              </Link>
            ),
            attempts: server.upstreamRetries.attempts,
            cacheMinutes: server.cacheMinutes,
          }}>
          {
            'An uncached call makes up to {max} of them, and each counts against {rateLimit}. So does each retry: a request that fails with HTTP 5xx is tried up to {attempts} times in all. Responses are cached in memory for {cacheMinutes} minutes, so repeating a call for the same company inside that time costs nothing.'
          }
        </Translate>
      </p>
    </div>
  );
}

export function RelatedTools({name}: Props): ReactNode {
  return (
    <ul>
      {relatedTools(name).map((other) => (
        <li key={other.name}>
          <Link to={toolPath(other.name)}>
            <code>{other.name}</code>
          </Link>
          : {other.summary}
        </li>
      ))}
    </ul>
  );
}

export function ToolDefinition({name}: Props): ReactNode {
  return <JsonDetails name={name} method="tools/list" value={getTool(name)} />;
}
