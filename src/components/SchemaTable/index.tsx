import React, {useMemo, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {JSONSchema} from '@site/src/data/mcp';
import {schemaRows, type SchemaRow} from '@site/src/lib/schemaRows';
import {escapeHtml} from '@site/src/lib/html';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

interface Props {
  schema: JSONSchema;
  /** Accessible name of the table's scroll region. */
  label?: string;
  /** Column heading for the first column. */
  nameLabel?: string;
  /** Show the Required column (input schemas). */
  showRequired?: boolean;
  caption?: ReactNode;
}

/**
 * The rows as an HTML string, the same on the server and in the browser: React
 * hydrates the table body as one element instead of eight per row (the data
 * fields page has 362 rows).
 */
function rowsHtml(rows: SchemaRow[], showRequired: boolean, yes: string, no: string): string {
  return rows
    .map((row) => {
      const constraints = row.constraints.length
        ? `<span class="${styles.constraints}" data-search="skip">${escapeHtml(row.constraints.join('; '))}</span>`
        : '';
      return (
        `<tr data-depth="${row.depth}"><th scope="row" class="${styles.name}" style="padding-left:${0.75 + row.depth * 1.25}rem">` +
        `<code>${escapeHtml(row.path)}</code></th>` +
        `<td class="${styles.type}" data-search="skip"><code>${escapeHtml(row.type)}</code></td>` +
        (showRequired ? `<td data-search="skip">${row.required ? yes : no}</td>` : '') +
        // a space, invisible before the constraints block, keeps the two apart in copied text and the Markdown twin
        `<td>${escapeHtml(row.description)}${constraints && ` ${constraints}`}</td></tr>`
      );
    })
    .join('');
}

/** A table of a JSON Schema's properties, nested ones indented under their parent. */
export default function SchemaTable({schema, label, nameLabel, showRequired = true, caption}: Props): ReactNode {
  const yes = translate({id: 'site.schema.yes', message: 'yes'});
  const no = translate({id: 'site.schema.no', message: 'no'});
  const body = useMemo(() => ({__html: rowsHtml(schemaRows(schema), showRequired, escapeHtml(yes), escapeHtml(no))}), [schema, showRequired, yes, no]);
  return (
    <ScrollRegion label={label ?? translate({id: 'site.schema.region', message: 'Fields'})}>
      <table className={styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{nameLabel ?? translate({id: 'site.schema.field', message: 'Field'})}</th>
            <th scope="col">
              <Translate id="site.schema.type">Type</Translate>
            </th>
            {showRequired && (
              <th scope="col">
                <Translate id="site.schema.required">Required</Translate>
              </th>
            )}
            <th scope="col">
              <Translate id="site.schema.description">Description</Translate>
            </th>
          </tr>
        </thead>
        <tbody dangerouslySetInnerHTML={body} />
      </table>
    </ScrollRegion>
  );
}
