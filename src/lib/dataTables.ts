/**
 * The rows the tool reference components render from data (src/data), as
 * plain values. The components and the development server's search index
 * (src/plugins/search/server/dataRecords.ts) both read them from here, so
 * what the index finds under `npm start` is what the page shows (the SIC
 * tables' rows are in sicTables.ts, a prompt's arguments in data/mcp.ts).
 * Relative imports: the search plugin runs in Node, without the @site alias.
 */
import toolDocs from '../data/tool-docs.json';
import server from '../data/server.json';
import {getTool} from '../data/mcp';

export function toolDocsOf(name: string) {
  const doc = toolDocs[name as keyof typeof toolDocs];
  if (!doc) throw new Error(`No tool-docs.json entry for "${name}"`);
  return doc;
}

/** Tool-specific errors first, then the ones every tool shares, with the tool's name in the message. */
export function toolErrors(name: string) {
  const common = server.commonErrors.filter((e) => e.kind !== 'startup');
  return [...toolDocsOf(name).errors, ...common].map((e) => ({...e, message: e.message.replace('{tool}', name)}));
}

/** The tools a tool's page points to next, each with the first sentence of its description. */
export function relatedTools(name: string): {name: string; summary: string}[] {
  return toolDocsOf(name).related.map((other) => ({name: other, summary: `${getTool(other).description.split('. ')[0]}.`}));
}

/** What one call costs in Companies House requests: at most, and without the requests a parameter adds ("(only with x)"). */
export function toolRequests(name: string): {max: number; base: number; conditions: string[]} {
  const upstream = toolDocsOf(name).upstream;
  const conditions = [...new Set(upstream.map((u) => /\(only with (\w+)\)$/.exec(u)?.[1]).filter((c): c is string => !!c))];
  return {max: upstream.length, base: upstream.filter((u) => !/\(only with \w+\)$/.test(u)).length, conditions};
}

/** The parameter that makes a tool return personal data (officers), if any. */
export function personalDataParameter(name: string): string | undefined {
  const doc = toolDocsOf(name);
  return 'personalData' in doc ? doc.personalData : undefined;
}
