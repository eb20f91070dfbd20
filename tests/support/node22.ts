/**
 * The test tools that need Node.js 22: tests/tools/node22, an npm project of its own that
 * `npm test` installs beside the builds. Each tool runs with that project's `node`; what it
 * starts itself (a server over stdio) gets the `node` on the PATH, as a reader's would.
 */
import fs from 'node:fs';
import path from 'node:path';
import {NODE22, NODE22_MODULES} from '../tools/node22.cjs';

export {NODE22};

const INSPECTOR_CLI = path.join(NODE22_MODULES, '@modelcontextprotocol/inspector/clients/launcher/build/index.js');

/** The MCP Inspector's command (2.x needs Node.js 22.19): `node` and its launcher, as a shell line and as an argument list. */
export const INSPECTOR = {line: `${NODE22} ${INSPECTOR_CLI}`, command: NODE22, args: [INSPECTOR_CLI]};

/** One line saying how to install the tools when one of `files` is missing, or null. */
export function node22Missing(...files: string[]): string | null {
  return [NODE22, ...files].every((f) => fs.existsSync(f)) ? null : 'tests/tools/node22 is not installed: `npm test` installs it, or run `npm install --prefix tests/tools/node22`';
}
