import React, {type ReactNode} from 'react';
import {getResourceTemplate, schemaDefs} from '@site/src/data/mcp';
import SchemaTable from '@site/src/components/SchemaTable';
import JsonDetails from '@site/src/components/JsonDetails';

export function ResourceTemplateCard({name}: {name: string}): ReactNode {
  const t = getResourceTemplate(name);
  return (
    <>
      <table>
        <tbody>
          <tr>
            <th scope="row">URI template</th>
            <td>
              <code>{t.uriTemplate}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Name</th>
            <td>
              <code>{t.name}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">MIME type</th>
            <td>
              <code>{t.mimeType}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Description</th>
            <td>{t.description}</td>
          </tr>
        </tbody>
      </table>
      <JsonDetails summary={<>The <code>{name}</code> entry of <code>resources/templates/list</code></>} value={t} />
    </>
  );
}

/** Fields table of one shared schema definition (schema-defs.json). */
export function SchemaFields({def}: {def: string}): ReactNode {
  const schema = schemaDefs[def];
  if (!schema) throw new Error(`Unknown schema definition "${def}"`);
  return <SchemaTable schema={{...schema, $defs: schemaDefs}} label={`${def} fields`} />;
}
