#!/usr/bin/env node
// The `companylens-docs-mcp` command (the root's `npm run docs-mcp`): src/cli.ts through jiti,
// since Node 20 cannot run TypeScript itself.
require('jiti')(__filename)('../src/cli.ts');
