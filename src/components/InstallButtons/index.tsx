/**
 * The one-click part of each client tab (ClientConfigTabs, DocsMcpTabs): "Add
 * to Cursor", "Add to VS Code" / "VS Code Insiders" with their https
 * fallbacks, and for the clients without install links, where the
 * configuration goes. Every link is built by src/lib/installLinks.ts from the
 * same definition as the tabs' JSON: the product's stdio server by default, or
 * the remote server given as `server` (nothing to replace: it needs no key).
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {MCP_SERVER} from '@site/src/constants';
import {
  type AnyServer,
  CLAUDE_DESKTOP_CONFIG_PATHS,
  cursorDeeplink,
  cursorWebLink,
  type RemoteServer,
  vscodeInstallLink,
  vscodeRedirectLink,
} from '@site/src/lib/installLinks';
import styles from './styles.module.css';

type InstallClient = 'claude-desktop' | 'claude-code' | 'cursor' | 'vscode';

const placeholder = <code>{MCP_SERVER.keyPlaceholder}</code>;

interface PanelProps {
  server: AnyServer;
  /** A remote server: no key to replace or to be asked for. */
  remote: boolean;
}

function Cursor({server, remote}: PanelProps): ReactNode {
  const web = (
    <a href={cursorWebLink(server)}>
      <Translate id="site.install.cursor.web">install it from cursor.com</Translate>
    </a>
  );
  return (
    <>
      <div className={styles.buttons}>
        <a className="button button--primary" href={cursorDeeplink(server)}>
          <Translate id="site.install.cursor.button">Add to Cursor</Translate>
        </a>
      </div>
      <p className={styles.note}>
        {remote ? (
          <Translate id="site.install.cursor.remoteNote" values={{web}}>
            {'Cursor opens with the server filled in. If your browser does not open Cursor, {web}.'}
          </Translate>
        ) : (
          <Translate id="site.install.cursor.note" values={{placeholder, web}}>
            {'Cursor opens with the server filled in: replace {placeholder} with your key before you install it. If your browser does not open Cursor, {web}.'}
          </Translate>
        )}
      </p>
    </>
  );
}

function VsCode({server, remote}: PanelProps): ReactNode {
  const values = {
    stable: (
      <a href={vscodeRedirectLink(server, 'vscode')}>
        <Translate id="site.install.vscode.redirect">VS Code</Translate>
      </a>
    ),
    insiders: (
      <a href={vscodeRedirectLink(server, 'vscode-insiders')}>
        <Translate id="site.install.vscodeInsiders.redirect">VS Code Insiders</Translate>
      </a>
    ),
  };
  return (
    <>
      <div className={styles.buttons}>
        <a className="button button--primary" href={vscodeInstallLink(server, 'vscode')}>
          <Translate id="site.install.vscode.button">Add to VS Code</Translate>
        </a>
        <a className="button button--secondary" href={vscodeInstallLink(server, 'vscode-insiders')}>
          <Translate id="site.install.vscodeInsiders.button">Add to VS Code Insiders</Translate>
        </a>
      </div>
      <p className={styles.note}>
        {remote ? (
          <Translate id="site.install.vscode.remoteNote" values={values}>
            {'VS Code asks you to confirm that you trust the server when it first starts it. If your browser does not open VS Code, go through the vscode.dev redirect page: {stable} or {insiders}.'}
          </Translate>
        ) : (
          <Translate id="site.install.vscode.note" values={values}>
            {'VS Code asks for your Companies House API key when the server first starts and stores it securely, so there is nothing to replace. If your browser does not open VS Code, go through the vscode.dev redirect page: {stable} or {insiders}.'}
          </Translate>
        )}
      </p>
    </>
  );
}

function ClaudeCode({remote}: PanelProps): ReactNode {
  return (
    <p className={styles.note}>
      {remote ? (
        <Translate id="site.install.claudeCode.remoteNote">
          {'Copy the command with the button on the code block and run it in a terminal.'}
        </Translate>
      ) : (
        <Translate id="site.install.claudeCode.note" values={{placeholder}}>
          {'Copy the command with the button on the code block, replace {placeholder} with your key, and run it in a terminal.'}
        </Translate>
      )}
    </p>
  );
}

function ClaudeDesktop(): ReactNode {
  return (
    <>
      <table className={styles.paths}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="site.install.claudeDesktop.system">System</Translate>
            </th>
            <th scope="col">
              <Translate id="site.install.claudeDesktop.file">Configuration file</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {CLAUDE_DESKTOP_CONFIG_PATHS.map(({os, path}) => (
            <tr key={os}>
              <td>{os}</td>
              <td>
                <code>{path}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        <Translate id="site.install.claudeDesktop.note" values={{placeholder}}>
          {'Copy the JSON below with the button on the code block into that file, and replace {placeholder} with your key.'}
        </Translate>
      </p>
    </>
  );
}

const PANELS: Record<InstallClient, (props: PanelProps) => ReactNode> = {
  'claude-desktop': ClaudeDesktop,
  'claude-code': ClaudeCode,
  cursor: Cursor,
  vscode: VsCode,
};

export default function InstallButtons({client, server}: {client: InstallClient; server?: RemoteServer}): ReactNode {
  const Panel = PANELS[client];
  return (
    <div className={styles.install} data-install={client}>
      <Panel server={server ?? MCP_SERVER} remote={!!server} />
    </div>
  );
}
