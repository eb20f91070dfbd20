/**
 * The one-click part of each client tab (ClientConfigTabs): "Add to Cursor",
 * "Add to VS Code" / "VS Code Insiders" with their https fallbacks, and for the
 * clients without install links, where the configuration goes. Every link is
 * built by src/lib/installLinks.ts from the same definition as the tabs' JSON.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {MCP_SERVER} from '@site/src/constants';
import {
  CLAUDE_DESKTOP_CONFIG_PATHS,
  cursorDeeplink,
  cursorWebLink,
  vscodeInstallLink,
  vscodeRedirectLink,
} from '@site/src/lib/installLinks';
import styles from './styles.module.css';

type InstallClient = 'claude-desktop' | 'claude-code' | 'cursor' | 'vscode';

const placeholder = <code>{MCP_SERVER.keyPlaceholder}</code>;

function Cursor(): ReactNode {
  return (
    <>
      <div className={styles.buttons}>
        <a className="button button--primary" href={cursorDeeplink(MCP_SERVER)}>
          <Translate id="site.install.cursor.button">Add to Cursor</Translate>
        </a>
      </div>
      <p className={styles.note}>
        <Translate
          id="site.install.cursor.note"
          values={{
            placeholder,
            web: (
              <a href={cursorWebLink(MCP_SERVER)}>
                <Translate id="site.install.cursor.web">install it from cursor.com</Translate>
              </a>
            ),
          }}>
          {'Cursor opens with the server filled in: replace {placeholder} with your key before you install it. If your browser does not open Cursor, {web}.'}
        </Translate>
      </p>
    </>
  );
}

function VsCode(): ReactNode {
  return (
    <>
      <div className={styles.buttons}>
        <a className="button button--primary" href={vscodeInstallLink(MCP_SERVER, 'vscode')}>
          <Translate id="site.install.vscode.button">Add to VS Code</Translate>
        </a>
        <a className="button button--secondary" href={vscodeInstallLink(MCP_SERVER, 'vscode-insiders')}>
          <Translate id="site.install.vscodeInsiders.button">Add to VS Code Insiders</Translate>
        </a>
      </div>
      <p className={styles.note}>
        <Translate
          id="site.install.vscode.note"
          values={{
            stable: (
              <a href={vscodeRedirectLink(MCP_SERVER, 'vscode')}>
                <Translate id="site.install.vscode.redirect">VS Code</Translate>
              </a>
            ),
            insiders: (
              <a href={vscodeRedirectLink(MCP_SERVER, 'vscode-insiders')}>
                <Translate id="site.install.vscodeInsiders.redirect">VS Code Insiders</Translate>
              </a>
            ),
          }}>
          {'VS Code asks for your Companies House API key when the server first starts and stores it securely, so there is nothing to replace. If your browser does not open VS Code, go through the vscode.dev redirect page: {stable} or {insiders}.'}
        </Translate>
      </p>
    </>
  );
}

function ClaudeCode(): ReactNode {
  return (
    <p className={styles.note}>
      <Translate id="site.install.claudeCode.note" values={{placeholder}}>
        {'Copy the command with the button on the code block, replace {placeholder} with your key, and run it in a terminal.'}
      </Translate>
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

const PANELS: Record<InstallClient, () => ReactNode> = {
  'claude-desktop': ClaudeDesktop,
  'claude-code': ClaudeCode,
  cursor: Cursor,
  vscode: VsCode,
};

export default function InstallButtons({client}: {client: InstallClient}): ReactNode {
  const Panel = PANELS[client];
  return (
    <div className={styles.install} data-install={client}>
      <Panel />
    </div>
  );
}
