import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {getResourceTemplate} from '@site/src/data/mcp';
import SchemaFieldList from '@site/src/components/SchemaFields';
import {FIELD_LISTS} from '@site/src/lib/data/fieldLists';
import JsonDetails from '@site/src/components/JsonDetails';
import Code from '@site/src/components/Code';

export function ResourceTemplateCard({name}: {name: string}): ReactNode {
  const t = getResourceTemplate(name);
  return (
    <>
      <table>
        <tbody>
          <tr>
            <th scope="row">
              <Translate id="site.resource.uriTemplate">URI template</Translate>
            </th>
            <td>
              <Code>{t.uriTemplate}</Code>
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Translate id="site.resource.name">Name</Translate>
            </th>
            <td>
              <code>{t.name}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Translate id="site.resource.mimeType">MIME type</Translate>
            </th>
            <td>
              <code>{t.mimeType}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Translate id="site.resource.description">Description</Translate>
            </th>
            <td>{t.description}</td>
          </tr>
        </tbody>
      </table>
      <JsonDetails name={name} method="resources/templates/list" value={t} />
    </>
  );
}

/** The fields of one shared schema definition (schema-defs.json); anchors start with the definition's name. */
export function SchemaFields({def}: {def: string}): ReactNode {
  return <SchemaFieldList {...FIELD_LISTS.SchemaFields({def})} label={translate({id: 'site.resource.fieldsRegion', message: '{def} fields'}, {def})} />;
}
