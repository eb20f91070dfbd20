#!/usr/bin/env node
// The `companylens-docs-mcp` command (package.json "bin", `npm run docs-mcp`):
// cli.ts through jiti, since Node 20 cannot run TypeScript itself.
require('jiti')(__filename)('./cli.ts');
