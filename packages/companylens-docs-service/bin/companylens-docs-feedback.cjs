#!/usr/bin/env node
// The `companylens-docs-feedback report|purge` command (the root's `npm run feedback:*`):
// src/feedback/cli.ts through jiti, since Node 20 cannot run TypeScript itself.
require('jiti')(__filename)('../src/feedback/cli.ts');
