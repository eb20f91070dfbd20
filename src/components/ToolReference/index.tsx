import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {getTool, type Tool} from '@site/src/data/mcp';
import server from '@site/src/data/server.json';
import {usePluginData} from '@docusaurus/useGlobalData';
import {personalDataParameter, relatedTools, toolDocsOf, toolErrors, toolRequests, upstreamRequest} from '@site/src/lib/data/dataTables';
import {ENCODING as TOKEN_ENCODING, PLUGIN_NAME as TOKENS_PLUGIN, type ResultTokens} from '@site/src/plugins/result-tokens/shared';
import SchemaFields from '@site/src/components/SchemaFields';
import {FIELD_LISTS} from '@site/src/lib/data/fieldLists';
import ScrollRegion from '@site/src/components/ScrollRegion';
import Code from '@site/src/components/Code';
import {ToolVersions} from '@site/src/components/Changelog';
import TryIt from '@site/src/components/TryIt';
import styles from './styles.module.css';

interface Props {
  name: string;
}

function toolPath(name: string): string {
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

/** A whole number with thousands separators, as en writes it (no Intl formatter created while the page hydrates). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** The result's size in tokens: "about N", or "about N–M" over the page's examples, to the nearest ten. */
function tokenRange(counts: number[]): string {
  const about = (n: number) => thousands(Math.max(10, Math.round(n / 10) * 10));
  const [low, high] = [about(counts[0]), about(counts[counts.length - 1])];
  return low === high ? low : `${low}–${high}`;
}

/**
 * A card of what one call means for an assistant: the description the server
 * gives the model (said once, labelled as such, since the page's own opening
 * says what the tool is for), its behaviour (the tool's annotations), the Companies House
 * requests it makes, whether the result holds personal data, the server
 * versions that added and changed it (the tool changelog), and the size of
 * a result in tokens (src/plugins/result-tokens).
 */
export function ToolHeader({name}: Props): ReactNode {
  const tool = getTool(name);
  const tokens = (usePluginData(TOKENS_PLUGIN) as ResultTokens)[name] ?? [];
  const requests = toolRequests(name);
  const personal = personalDataParameter(name);
  const code = (text: string) => <code>{text}</code>;
  const retries = <Link to="#rate-limits">{translate({id: 'site.tool.summary.retries', message: 'retries count too'})}</Link>;
  const behaviour = HINTS.flatMap((key) => {
    const value = tool.annotations?.[key];
    return typeof value === 'boolean' ? [hintLabel(key, value)] : [];
  });
  return (
    <div className={styles.header}>
      <dl className={styles.summary} aria-label={translate({id: 'site.tool.summary', message: '{name} at a glance'}, {name})}>
        <div>
          <dt data-search="skip">
            <Translate id="site.tool.summary.description">What the assistant reads</Translate>
          </dt>
          <dd>{tool.description}</dd>
        </div>
        <div data-search="skip">
          <dt>
            <Translate id="site.tool.summary.behaviour">Behaviour</Translate>
          </dt>
          <dd>{behaviour.join(' · ')}</dd>
        </div>
        <div data-search="skip">
          <dt>
            <Translate id="site.tool.summary.requests">Companies House requests</Translate>
          </dt>
          <dd>
            {requests.conditions.length ? (
              <Translate
                id="site.tool.summary.requestsWith"
                values={{max: requests.max, base: requests.base, parameter: code(requests.conditions.join(', ')), retries}}>
                {'Up to {max} a call ({base} without {parameter}); {retries}'}
              </Translate>
            ) : (
              <Translate
                id="site.tool.summary.requestsUpTo"
                values={{max: requests.max, retries}}>
                {'Up to {max} a call; {retries}'}
              </Translate>
            )}
          </dd>
        </div>
        <div data-search="skip">
          <dt>
            <Translate id="site.tool.summary.personal">Personal data</Translate>
          </dt>
          <dd>
            {personal ? (
              <Translate
                id="site.tool.summary.personalYes"
                values={{
                  parameter: code(personal),
                  details: (
                    <Link to="/legal/privacy-policy#company-data-and-personal-data">
                      {translate({id: 'site.tool.summary.officerDetails', message: "officers' details"})}
                    </Link>
                  ),
                }}>
                {'With {parameter}: {details}'}
              </Translate>
            ) : (
              <Translate id="site.tool.summary.personalNo">None: company records only</Translate>
            )}
          </dd>
        </div>
        <div data-search="skip">
          <dt>
            <Translate id="site.tool.summary.versions">Versions</Translate>
          </dt>
          <dd>
            <ToolVersions name={name} />
          </dd>
        </div>
        {tokens.length > 0 && (
          <div data-search="skip">
            <dt>
              <Translate id="site.tool.summary.size">Result size</Translate>
            </dt>
            <dd>
              <Translate
                id="site.tool.summary.tokens"
                values={{range: tokenRange(tokens), count: tokens.length, encoding: code(TOKEN_ENCODING)}}>
                {'About {range} tokens (the {count} example results on this page, {encoding} encoding; other models count somewhat differently)'}
              </Translate>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** The parameters, then the Try it panel's shell (src/components/TryIt), which loads the panel when opened. */
export function ToolParameters({name}: Props): ReactNode {
  return (
    <>
      <SchemaFields
        {...FIELD_LISTS.ToolParameters({name})}
        nameLabel={translate({id: 'site.schema.parameter', message: 'Parameter'})}
        label={translate({id: 'site.tool.parametersRegion', message: '{name} parameters'}, {name})}
      />
      <TryIt name={name} />
    </>
  );
}

export {ToolResultFields} from './ToolResultFields';

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
                <Code>{e.message}</Code>
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
          const {request, note} = upstreamRequest(u);
          return (
            <li key={u}>
              <Code>{request}</Code>
              {note && ` (${note})`}
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
            cache: (
              <Link to="/getting-started/installation#companies-house-rate-limit-reached">
                <Translate id="site.tool.upstream.cache">the rate-limit section</Translate>
              </Link>
            ),
          }}>
          {
            'An uncached call makes up to {max} of them, and each counts against {rateLimit}. So does each retry: a request that fails with HTTP 5xx is tried up to {attempts} times in all. Responses are cached in memory, so repeating a call for the same company soon afterwards costs nothing; {cache} says for how long.'
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

export {ToolDefinition} from './ToolDefinition';
