import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {JSONSchema} from '@site/src/data/mcp';
import {schemaRows} from '@site/src/lib/schemaRows';
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

/** A table of a JSON Schema's properties, nested ones indented under their parent. */
export default function SchemaTable({schema, label, nameLabel, showRequired = true, caption}: Props): ReactNode {
  const rows = schemaRows(schema);
  const yes = translate({id: 'site.schema.yes', message: 'yes'});
  const no = translate({id: 'site.schema.no', message: 'no'});
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
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} data-depth={row.depth}>
              <th scope="row" className={styles.name} style={{paddingLeft: `${0.75 + row.depth * 1.25}rem`}}>
                <code>{row.path}</code>
              </th>
              <td className={styles.type} data-search="skip">
                <code>{row.type}</code>
              </td>
              {showRequired && <td data-search="skip">{row.required ? yes : no}</td>}
              <td>
                {row.description}
                {row.constraints.length > 0 && (
                  <span className={styles.constraints} data-search="skip">{row.constraints.join('; ')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
