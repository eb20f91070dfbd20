/**
 * One labelled drop-down of MCP clients (grouped, so it stays one control
 * however many there are) and, under it, the chosen client's set-up: its
 * one-click links, where its configuration lives, its command and its entry,
 * and the vendor page for the format. Everything comes from src/lib/clients/clients.ts,
 * and its words from ./words.ts.
 * Every panel is in the HTML (the others `hidden`), so search, the Markdown
 * twin and readers without JavaScript get all of them. The choice is kept
 * with `?client=` and in localStorage, shared by the pickers of a page. The
 * product's picker also offers the field for the reader's own API key
 * (src/components/ApiKeyField, loaded when opened): the commands and entries then carry it; the
 * one-click links never do, since following one hands its address to a
 * vendor's page. `after` adds to each panel (the installation page's "Add
 * the skill", ./SkillSection.tsx).
 */
import React, {type ReactNode, useEffect, useId, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {MCP_SERVER} from '@site/src/constants';
import type {ClientSetup, FileScope, McpClient} from '@site/src/lib/clients/clients';
import Code from '@site/src/components/Code';
import ApiKeyDisclosure from '@site/src/components/ApiKeyField/Lazy';
import {clientName, clientWords, linkLabel} from './words';
import styles from './styles.module.css';

/** The key Docusaurus' Tabs used for `groupId="mcp-client"`, so an earlier choice still counts. */
const STORAGE_KEY = 'docusaurus.tab.mcp-client';
const CHANGE_EVENT = 'companylens:mcp-client';

function stored(): string | null {
  try {
    return new URLSearchParams(window.location.search).get('client') ?? window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: the default stands
  }
}

function remember(id: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  const url = new URL(window.location.href);
  url.searchParams.set('client', id);
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, {detail: id}));
}

/** The notes' Markdown: **bold**, `code` and [text](href), nothing else. */
export function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)]+\))/).map((part, i) => {
    if (part.startsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`')) return <Code key={i}>{part.slice(1, -1)}</Code>;
    const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
    if (link) return <Link key={i} to={link[2]}>{link[1]}</Link>;
    return part;
  });
}

/** A group of clients as the picker's list names it. */
function groupLabel(group: McpClient['group']): string {
  switch (group) {
    case 'Desktop apps':
      return translate({id: 'site.clients.group.desktop', message: 'Desktop apps'});
    case 'Editors and IDEs':
      return translate({id: 'site.clients.group.editors', message: 'Editors and IDEs'});
    case 'Command line':
      return translate({id: 'site.clients.group.commandLine', message: 'Command line'});
    case 'Any client':
      return translate({id: 'site.clients.group.any', message: 'Any client'});
  }
}

/** Which projects or machines a configuration file serves, as the files table says it. */
function scopeLabel(scope: FileScope): string {
  switch (scope) {
    case 'macOS':
      return translate({id: 'site.clients.scope.macOS', message: 'macOS'});
    case 'Windows, usually':
      return translate({id: 'site.clients.scope.windowsUsually', message: 'Windows, usually'});
    case 'All projects':
      return translate({id: 'site.clients.scope.allProjects', message: 'All projects'});
    case 'One project':
      return translate({id: 'site.clients.scope.oneProject', message: 'One project'});
    case 'One trusted project':
      return translate({id: 'site.clients.scope.oneTrustedProject', message: 'One trusted project'});
    case 'This project':
      return translate({id: 'site.clients.scope.thisProject', message: 'This project'});
    case 'Workspace':
      return translate({id: 'site.clients.scope.workspace', message: 'Workspace'});
    case 'All workspaces':
      return translate({id: 'site.clients.scope.allWorkspaces', message: 'All workspaces'});
    case 'All solutions':
      return translate({id: 'site.clients.scope.allSolutions', message: 'All solutions'});
    case 'One solution, in its folder':
      return translate({id: 'site.clients.scope.oneSolution', message: 'One solution, in its folder'});
  }
}

/** Links in a sentence: "a", "a or b", "a, b or c". */
function anyOf(items: ReactNode[]): ReactNode {
  if (items.length < 2) return items[0];
  const first = items.slice(0, -1).flatMap((item, i) => (i === 0 ? [item] : [', ', item]));
  return (
    <Translate id="site.list.or" description="The end of a list of choices in a sentence: the items before the last, or the last" values={{items: <>{first}</>, last: items.at(-1)}}>
      {'{items} or {last}'}
    </Translate>
  );
}

function Panel({client, setup, serves}: {client: McpClient; setup: ClientSetup; serves: 'product' | 'docs'}): ReactNode {
  const words = clientWords(client.id, MCP_SERVER);
  const name = words.name ?? client.label;
  const note = words[serves];
  if (note === undefined) throw new Error(`src/components/ClientPicker/words.ts: no ${serves} note for the client "${client.id}"`);
  const buttons = setup.links?.filter((l) => l.kind === 'button') ?? [];
  const fallbacks = setup.links?.filter((l) => l.kind === 'fallback') ?? [];
  return (
    <>
      {buttons.length > 0 && (
        <div className={styles.buttons}>
          {buttons.map((l, i) => (
            <a key={l.href} className={`button ${i === 0 ? 'button--primary' : 'button--secondary'}`} href={l.href}>
              {linkLabel(l.label)}
            </a>
          ))}
        </div>
      )}
      {fallbacks.length > 0 && (
        <p>
          <Translate
            id="site.clients.fallback"
            values={{
              client: name,
              links: anyOf(
                fallbacks.map((l) => (
                  <a key={l.href} href={l.href}>
                    {linkLabel(l.label)}
                  </a>
                )),
              ),
            }}>
            {'If your browser does not open {client}, use its https page instead: {links}.'}
          </Translate>
        </p>
      )}
      <p>{inline(note)}</p>
      {setup.files && (
        <table className={styles.files}>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="site.clients.where">Where</Translate>
              </th>
              <th scope="col">
                <Translate id="site.clients.file">Configuration file</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {setup.files.map(({where, path}) => (
              <tr key={path}>
                <td>{scopeLabel(where)}</td>
                <td>
                  <Code>{path}</Code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {setup.command && <CodeBlock language="bash">{setup.command}</CodeBlock>}
      {setup.config && (
        <CodeBlock language={setup.config.language} title={words.configTitle ?? setup.config.title}>
          {setup.config.text}
        </CodeBlock>
      )}
      <p className={styles.source}>
        <Translate
          id="site.clients.source"
          values={{client: name, link: <a href={client.vendor.url}>{words.vendor}</a>}}>
          {"The format, from {client}'s documentation: {link}"}
        </Translate>
        {client.linkDocs && setup.links && (
          <Translate id="site.clients.installLink" values={{link: <a href={client.linkDocs.url}>{words.linkDocs}</a>}}>
            {'; its install link: {link}'}
          </Translate>
        )}
      </p>
    </>
  );
}

export default function ClientPicker({clients, serves, setupOf, after, initial = clients[0]!.id, keyField = false, of}: {
  clients: readonly McpClient[];
  /** What the panels set up: the product (over stdio) or these docs (remote); it picks each client's note. */
  serves: 'product' | 'docs';
  setupOf: (client: McpClient) => ClientSetup;
  /** What follows a client's set-up in its panel (the installation page's "Add the skill"). */
  after?: (client: McpClient) => ReactNode;
  /** The client shown until the reader chooses one (the first by default). */
  initial?: string;
  /** Offer the field for the reader's API key, which the panels' commands and entries then carry (not their links). */
  keyField?: boolean;
  /** What is set up, when a page has more than one picker ("these docs"): each panel's region is named with it. */
  of?: string;
}): ReactNode {
  const [chosen, setChosen] = useState(initial);
  const selectId = useId();
  useEffect(() => {
    const pick = (id: string | null) => {
      if (id && clients.some((c) => c.id === id)) setChosen(id);
    };
    pick(stored());
    const onChange = (e: Event) => pick((e as CustomEvent<string>).detail);
    window.addEventListener(CHANGE_EVENT, onChange);
    return () => window.removeEventListener(CHANGE_EVENT, onChange);
  }, [clients]);
  // a link to a client's own section (the table of contents' "Cursor") shows that client here too
  const {hash} = useLocation();
  useEffect(() => {
    const target = decodeURIComponent(hash.slice(1));
    const client = clients.find((c) => c.id === target || c.label.toLowerCase().replace(/[^a-z0-9]+/g, '-') === target);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address's #hash, read after hydration (the server's HTML has none)
    if (client) setChosen(client.id);
  }, [hash, clients]);

  const groups = [...new Set(clients.map((c) => c.group))];
  return (
    <div className={styles.picker} data-client-picker>
      <div className={styles.choose}>
        <label htmlFor={selectId}>
          <Translate id="site.clients.label">Your MCP client</Translate>
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(e) => {
            setChosen(e.target.value);
            remember(e.target.value);
          }}>
          {groups.map((group) => (
            <optgroup key={group} label={groupLabel(group)}>
              {clients
                .filter((c) => c.group === group)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {clientName(c, MCP_SERVER)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      {keyField && <ApiKeyDisclosure />}
      {clients.map((client) => {
        const name = clientName(client, MCP_SERVER);
        return (
          <div key={client.id} role="region" aria-label={
              of
                ? translate({id: 'site.clients.regionOf', message: '{client} set-up for {of}'}, {client: name, of})
                : translate({id: 'site.clients.region', message: '{client} set-up'}, {client: name})
            } data-client={client.id} data-label={name} hidden={client.id !== chosen}>
            <Panel client={client} setup={setupOf(client)} serves={serves} />
            {after?.(client)}
          </div>
        );
      })}
    </div>
  );
}
