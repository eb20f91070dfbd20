#!/usr/bin/env node
// The `companylens-docs-feedback report|purge` command (the root's `npm run feedback:*`):
// src/feedback/cli.ts through jiti, since Node 20 cannot run TypeScript itself.
// Node 22.1+ keeps the compiled code of the SDK and the other dependencies between runs; Node 20 has no such cache.
require('node:module').enableCompileCache?.();
require('jiti')(__filename)('../src/feedback/cli.ts');
