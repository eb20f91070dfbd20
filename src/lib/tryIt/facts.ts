/**
 * What the Try it panel knows of the server, gathered from src/data at build
 * time (src/plugins/try-it writes it beside the panel's chunk) and by the
 * tests: each tool's input schema, its Companies House requests and its
 * page's answered examples, and the server's limits and error texts.
 */
import {tools} from '../../data/mcp';
import type {JSONSchema} from '../../data/mcp';
import server from '../../data/server.json';
import {toolDocsOf, upstreamRequest} from '../data/dataTables';
import type {Example} from './form';

export interface TryItFacts {
  tools: Record<string, {inputSchema: JSONSchema; upstream: ReturnType<typeof upstreamRequest>[]; examples: Example[]}>;
  /** `Invalid arguments for {tool}: {details}`, the text of the error result for arguments that break the schema. */
  invalidArguments: string;
  rateLimit: typeof server.rateLimit;
  cacheMinutes: number;
  upstreamRetries: typeof server.upstreamRetries;
}

/** The facts, with each tool's examples from `examplesOf` (read from its page). */
export function tryItFacts(examplesOf: (tool: string) => Example[]): TryItFacts {
  return {
    tools: Object.fromEntries(
      tools.map((t) => [t.name, {inputSchema: t.inputSchema, upstream: toolDocsOf(t.name).upstream.map(upstreamRequest), examples: examplesOf(t.name)}]),
    ),
    invalidArguments: server.commonErrors.find((e) => e.message.includes('{details}'))!.message,
    rateLimit: server.rateLimit,
    cacheMinutes: server.cacheMinutes,
    upstreamRetries: server.upstreamRetries,
  };
}
