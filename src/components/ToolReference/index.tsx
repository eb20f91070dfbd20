import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {getTool, type Tool} from '@site/src/data/mcp';
import toolDocs from '@site/src/data/tool-docs.json';
import server from '@site/src/data/server.json';
import SchemaTable from '@site/src/components/SchemaTable';
import JsonDetails from '@site/src/components/JsonDetails';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

type ToolName = keyof typeof toolDocs;
interface Props {
  name: string;
}

function docsOf(name: string) {
  const doc = toolDocs[name as ToolName];
  if (!doc) throw new Error(`No tool-docs.json entry for "${name}"`);
  return doc;
}

export function toolPath(name: string): string {
  return `/api/tools/${docsOf(name).slug}`;
}

const HINTS: {key: keyof NonNullable<Tool['annotations']>; yes: string; no: string}[] = [
  {key: 'readOnlyHint', yes: 'Read-only', no: 'Writes data'},
  {key: 'destructiveHint', yes: 'Destructive', no: 'Non-destructive'},
  {key: 'idempotentHint', yes: 'Idempotent', no: 'Not idempotent'},
  {key: 'openWorldHint', yes: 'Calls Companies House', no: 'Local only'},
];

/** Tool name, description and its annotations as badges. */
export function ToolHeader({name}: Props): ReactNode {
  const tool = getTool(name);
  return (
    <div className={styles.header}>
      <p className={styles.signature}>
        <code>{tool.name}</code>
      </p>
      <p>{tool.description}</p>
      <ul className={styles.badges} aria-label="Tool annotations" data-search="skip">
        {HINTS.map(({key, yes, no}) => {
          const value = tool.annotations?.[key];
          if (typeof value !== 'boolean') return null;
          return (
            <li key={key} className={styles.badge} title={`${key}: ${value}`}>
              {value ? yes : no}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ToolParameters({name}: Props): ReactNode {
  return <SchemaTable schema={getTool(name).inputSchema} nameLabel="Parameter" label={`${name} parameters`} />;
}

export function ToolResultFields({name}: Props): ReactNode {
  const schema = getTool(name).outputSchema;
  if (!schema) return <p>This tool returns text content only.</p>;
  return <SchemaTable schema={schema} nameLabel="Field" label={`${name} result fields`} />;
}

function fill(message: string, toolName: string): string {
  return message.replace('{tool}', toolName);
}

/** Tool-specific errors first, then the ones every tool shares. */
export function ToolErrors({name}: Props): ReactNode {
  const specific = docsOf(name).errors;
  const common = server.commonErrors.filter((e) => e.kind !== 'startup');
  const kindLabel = (e: {kind: string; code?: number}) =>
    e.kind === 'protocol' ? `JSON-RPC error ${e.code}` : e.kind === 'isError' ? 'isError result' : 'Normal result';
  return (
    <ScrollRegion label={`${name} errors`}>
      <table>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Returned as</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {[...specific, ...common].map((e) => (
            <tr key={e.when}>
              <td>{e.when}</td>
              <td>{kindLabel(e)}</td>
              <td>
                <code>{fill(e.message, name)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Companies House requests behind one call, and what that means for the rate limit. */
export function ToolUpstream({name}: Props): ReactNode {
  const upstream = docsOf(name).upstream;
  const required = upstream.filter((u) => !u.includes('(only'));
  const {requests, windowMinutes} = server.rateLimit;
  const perCall = required.length;
  return (
    <div>
      <p>One call makes these Companies House API requests:</p>
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
        At {perCall} request{perCall === 1 ? '' : 's'} per uncached call, one API key allows about{' '}
        <strong>{Math.floor(requests / perCall)} calls</strong> in each {windowMinutes}-minute window ({requests}{' '}
        requests {server.rateLimit.scope}). Responses are cached in memory for {server.cacheMinutes} minutes, so
        repeating a call for the same company inside that time costs nothing.
      </p>
    </div>
  );
}

export function RelatedTools({name}: Props): ReactNode {
  return (
    <ul>
      {docsOf(name).related.map((other) => {
        const tool = getTool(other);
        return (
          <li key={other}>
            <Link to={toolPath(other)}>
              <code>{other}</code>
            </Link>
            : {tool.description.split('. ')[0]}.
          </li>
        );
      })}
    </ul>
  );
}

export function ToolDefinition({name}: Props): ReactNode {
  return <JsonDetails summary={<>The <code>{name}</code> entry of <code>tools/list</code></>} value={getTool(name)} />;
}
