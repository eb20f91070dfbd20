#!/usr/bin/env node
// The `companylens-docs-mcp` command (package.json "bin", `npm run docs-mcp`):
// cli.ts through jiti (../run-ts.cjs), since Node 20 cannot run TypeScript itself.
require('../run-ts.cjs').tsLoader(__filename)('./cli.ts');
