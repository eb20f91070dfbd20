/**
 * Text blocks of the MDX components that render data, for the development
 * server's index (production reads the rendered HTML instead). Each entry
 * reads the same data, through the same functions, as its component
 * (src/lib/data/dataTables.ts, sicTables.ts, schemaRows.ts; src/data/mcp.ts), and gives each block as
 * recordsFromHtml reads it from the page: a table row's cells joined with
 * " — ", cells marked data-search="skip" (types, yes/no, section letters) and
 * code blocks left out. Labels and sentences the components write around the
 * data go through translate(), which does not run here, so the index under
 * `npm start` lacks them (README, "Search").
 */
import {getResourceTemplate, getTool, promptArgumentsSchema, schemaDefs, type JSONSchema} from '../../../data/mcp';
import {schemaRows} from '../../../lib/data/schemaRows';
import {relatedTools, toolDocsOf, toolErrors} from '../../../lib/data/dataTables';
import {sicCodes, sicSections} from '../../../lib/data/sicTables';
import {TAGLINE} from '../../../constants';

type Props = Record<string, string>;

const schemaBlocks = (schema: JSONSchema) => schemaRows(schema).map((row) => [row.path, row.description].filter(Boolean).join(' — '));

const DATA_COMPONENTS: Record<string, (props: Props) => string[]> = {
  Tagline: () => [TAGLINE],
  ToolHeader: ({name}) => [getTool(name).description],
  ToolParameters: ({name}) => schemaBlocks(getTool(name).inputSchema),
  ToolResultFields: ({name}) => schemaBlocks(getTool(name).outputSchema ?? {}),
  ToolErrors: ({name}) => toolErrors(name).map((e) => `${e.when} — ${e.message}`),
  ToolUpstream: ({name}) => toolDocsOf(name).upstream,
  RelatedTools: ({name}) => relatedTools(name).map((t) => `${t.name}: ${t.summary}`),
  PromptArguments: ({name}) => schemaBlocks(promptArgumentsSchema(name)),
  ResourceTemplateCard: ({name}) => {
    const t = getResourceTemplate(name);
    return [t.uriTemplate, t.name, t.mimeType ?? '', t.description ?? ''];
  },
  SchemaFields: ({def}) => schemaBlocks({...schemaDefs[def], $defs: schemaDefs}),
  SicCodeTable: () => sicCodes.map((c) => `${c.code} — ${c.description}`),
  SicSections: () => sicSections().map((s) => `${s.letter} — ${s.title} — ${s.divisions} — ${s.count}`),
};

/** The blocks of a line that is one self-closing component tag with string props (`<ToolParameters name="x" />`), else null. */
export function dataBlocks(line: string): string[] | null {
  const tag = /^<([A-Z]\w*)((?:\s+\w+="[^"]*")*)\s*\/>$/.exec(line);
  const blocks = tag && DATA_COMPONENTS[tag[1]];
  if (!blocks) return null;
  return blocks(Object.fromEntries([...tag[2].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]])));
}
