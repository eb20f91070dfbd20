/**
 * The Try it panel's validators: each tool's input schema compiled by Ajv into
 * plain code (Ajv's standalone output), since the site's
 * Content-Security-Policy forbids the `new Function` that compiling in the
 * browser takes. A module of its own, so what imports ./generate.ts (the
 * twins) does not load Ajv.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import {tools} from '../../data/mcp';

/** A CommonJS module exporting one validate function per tool, by name. */
export function validatorsModule(): string {
  const ajv = new Ajv2020({allErrors: true, strict: true, code: {source: true}});
  addFormats(ajv);
  for (const tool of tools) ajv.addSchema(tool.inputSchema, `tool:${tool.name}`);
  return standaloneCode(ajv, Object.fromEntries(tools.map((t) => [t.name, `tool:${t.name}`])));
}
