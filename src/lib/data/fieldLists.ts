/**
 * The lists of fields the reference components render, by component and props: the schema
 * each lists and the prefix of its fields' anchors. The components, the development server's
 * search index and the writers' anchor rule (src/writers) read this one table, so an anchor a
 * page links to is known without a build. Relative imports: Node code without the @site alias
 * reads it too.
 */
import {getTool, promptArgumentsSchema, schemaDefs, type JSONSchema} from '../../data/mcp';
import {fieldId, schemaRows} from './schemaRows';

export interface FieldList {
  /** Undefined for a tool without an output schema (its result is text only). */
  schema: JSONSchema | undefined;
  idPrefix: string;
}

type Props = Record<string, string | undefined>;

export const FIELD_LISTS = {
  ToolParameters: ({name = ''}: Props): FieldList => ({schema: getTool(name).inputSchema, idPrefix: 'parameters'}),
  /** `idPrefix` where one page lists several results (the data fields page). */
  ToolResultFields: ({name = '', idPrefix}: Props): FieldList => ({schema: getTool(name).outputSchema, idPrefix: idPrefix ?? 'result'}),
  PromptArguments: ({name = ''}: Props): FieldList => ({schema: promptArgumentsSchema(name), idPrefix: `${name}-arguments`}),
  /** One shared definition of schema-defs.json; anchors start with its name. */
  SchemaFields: ({def = ''}: Props): FieldList => {
    if (!schemaDefs[def]) throw new Error(`Unknown schema definition "${def}"`);
    return {schema: {...schemaDefs[def], $defs: schemaDefs}, idPrefix: def};
  },
} satisfies Record<string, (props: Props) => FieldList>;

export type FieldListComponent = keyof typeof FIELD_LISTS;

export const isFieldList = (name: string): name is FieldListComponent => Object.hasOwn(FIELD_LISTS, name);

/** Each field's anchor, in the list's order. */
export const fieldListIds = ({schema, idPrefix}: FieldList): string[] => (schema ? schemaRows(schema).map((row) => fieldId(idPrefix, row.path)) : []);
