/**
 * The rows the reference components render from data (src/data), as plain
 * values. The components and the development server's search index
 * (src/plugins/search/server/dataRecords.ts) both read them from here, so
 * what the index finds under `npm start` is what the page shows. Relative
 * imports: the search plugin runs in Node, without the @site alias.
 */
import sic from '../data/sic-codes.json';
import toolDocs from '../data/tool-docs.json';
import server from '../data/server.json';
import {getPrompt, getTool, type JSONSchema} from '../data/mcp';
import type {SicCode} from './sicFilter';

export const sicCodes = sic.codes as SicCode[];

/** Every SIC section with its division range ("01–03") and how many codes the list has in it. */
export function sicSections(): {letter: string; title: string; divisions: string; count: number}[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  return Object.entries(sic.sections).map(([letter, s]) => {
    const [from, to] = s.divisions;
    return {
      letter,
      title: s.title,
      divisions: from === to ? pad(from) : `${pad(from)}–${pad(to)}`,
      count: sicCodes.filter((c) => c.section === letter).length,
    };
  });
}

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

/** A prompt's arguments as the schema they amount to: an object of strings. */
export function promptArgumentsSchema(name: string): JSONSchema {
  const args = getPrompt(name).arguments ?? [];
  return {
    type: 'object',
    properties: Object.fromEntries(args.map((a) => [a.name, {type: 'string', description: a.description}])),
    required: args.filter((a) => a.required).map((a) => a.name),
  };
}
