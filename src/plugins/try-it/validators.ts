/**
 * The Try it panel's validators: each tool's input schema compiled by Ajv into
 * plain code (Ajv's standalone output of src/lib/data/ajv.ts's Ajv, the writers' example
 * check's), since the site's
 * Content-Security-Policy forbids the `new Function` that compiling in the
 * browser takes. A module of its own, so what imports ./generate.ts (the
 * twins) does not load Ajv.
 */
import {createAjv} from '../../lib/data/ajv';
import standaloneCode from 'ajv/dist/standalone';
import {tools} from '../../data/mcp';

/** A CommonJS module exporting one validate function per tool, by name. */
export function validatorsModule(): string {
  const ajv = createAjv({source: true});
  for (const tool of tools) ajv.addSchema(tool.inputSchema, `tool:${tool.name}`);
  return standaloneCode(ajv, Object.fromEntries(tools.map((t) => [t.name, `tool:${t.name}`])));
}
