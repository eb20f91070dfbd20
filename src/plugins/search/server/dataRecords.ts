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
import {getResourceTemplate, getTool} from '../../../data/mcp';
import {FIELD_LISTS, type FieldList} from '../../../lib/data/fieldLists';
import {schemaRows} from '../../../lib/data/schemaRows';
import {relatedTools, toolDocsOf, toolErrors} from '../../../lib/data/dataTables';
import {sicCodes, sicSections} from '../../../lib/data/sicTables';
import {TAGLINE} from '../../../constants';

type Props = Record<string, string>;

const fieldBlocks = ({schema}: FieldList) => (schema ? schemaRows(schema).map((row) => [row.path, row.description].filter(Boolean).join(' — ')) : []);

const DATA_COMPONENTS: Record<string, (props: Props) => string[]> = {
  Tagline: () => [TAGLINE],
  ToolHeader: ({name}) => [getTool(name).description],
  ToolParameters: (props) => fieldBlocks(FIELD_LISTS.ToolParameters(props)),
  ToolResultFields: (props) => fieldBlocks(FIELD_LISTS.ToolResultFields(props)),
  ToolErrors: ({name}) => toolErrors(name).map((e) => `${e.when} — ${e.message}`),
  ToolUpstream: ({name}) => toolDocsOf(name).upstream,
  RelatedTools: ({name}) => relatedTools(name).map((t) => `${t.name}: ${t.summary}`),
  PromptArguments: (props) => fieldBlocks(FIELD_LISTS.PromptArguments(props)),
  ResourceTemplateCard: ({name}) => {
    const t = getResourceTemplate(name);
    return [t.uriTemplate, t.name, t.mimeType ?? '', t.description ?? ''];
  },
  SchemaFields: (props) => fieldBlocks(FIELD_LISTS.SchemaFields(props)),
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
