import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import SchemaFields from '@site/src/components/SchemaFields';
import {FIELD_LISTS} from '@site/src/lib/data/fieldLists';

/**
 * A tool's result fields; anchors start `result-`, or `idPrefix` where one page lists several
 * results (the data fields page). A module of its own, as ToolDefinition.tsx is: that page loads
 * none of the rest of the tool reference.
 */
export function ToolResultFields({name, idPrefix}: {name: string; idPrefix?: string}): ReactNode {
  const list = FIELD_LISTS.ToolResultFields({name, idPrefix});
  if (!list.schema) {
    return (
      <p>
        <Translate id="site.tool.textOnly">This tool returns text content only.</Translate>
      </p>
    );
  }
  return (
    <SchemaFields
      schema={list.schema}
      idPrefix={list.idPrefix}
      label={translate({id: 'site.tool.resultRegion', message: '{name} result fields'}, {name})}
    />
  );
}
