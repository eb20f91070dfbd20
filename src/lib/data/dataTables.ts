/**
 * The rows the tool reference components render from data (src/data), as
 * plain values. The components and the development server's search index
 * (src/plugins/search/server/dataRecords.ts) both read them from here, so
 * what the index finds under `npm start` is what the page shows (the SIC
 * tables' rows are in sicTables.ts, a prompt's arguments in data/mcp.ts).
 * Relative imports: the search plugin runs in Node, without the @site alias.
 */
import toolDocs from '../../data/tool-docs.json';
import server from '../../data/server.json';
import {getTool} from '../../data/mcp';

/**
 * One tool's hand-written part, typed by its shape rather than by the file's
 * current entries, so code type-checks whichever tools `npm run reference:sync`
 * has written (an entry it has just added has empty lists and a `todo`).
 */
export interface ToolDoc {
  slug: string;
  personalData?: string;
  upstream: string[];
  errors: {when: string; kind: string; message: string}[];
  related: string[];
  todo?: string;
}
export const toolDocsTable = toolDocs as Record<string, ToolDoc>;

export function toolDocsOf(name: string): ToolDoc {
  const doc = toolDocsTable[name];
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

/** One Companies House request as tool-docs.json writes it: "METHOD /path", then an optional "(note)"; the note "only with x" names the parameter that adds it. */
export function upstreamRequest(entry: string): {request: string; note?: string; onlyWith?: string} {
  const m = /^(\S+ \S+) \((.+)\)$/.exec(entry);
  if (!m) return {request: entry};
  return {request: m[1], note: m[2], onlyWith: /^only with (\w+)$/.exec(m[2])?.[1]};
}

/** What one call costs in Companies House requests: at most, and without the requests a parameter adds. */
export function toolRequests(name: string): {max: number; base: number; conditions: string[]} {
  const requests = toolDocsOf(name).upstream.map(upstreamRequest);
  const conditions = [...new Set(requests.flatMap((r) => (r.onlyWith ? [r.onlyWith] : [])))];
  return {max: requests.length, base: requests.filter((r) => !r.onlyWith).length, conditions};
}

/** The parameter that makes a tool return personal data (officers), if any. */
export function personalDataParameter(name: string): string | undefined {
  return toolDocsOf(name).personalData;
}
