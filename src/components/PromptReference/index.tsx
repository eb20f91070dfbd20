import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {getPrompt} from '@site/src/data/mcp';
import {FIELD_LISTS} from '@site/src/lib/data/fieldLists';
import SchemaFields from '@site/src/components/SchemaFields';
import JsonDetails from '@site/src/components/JsonDetails';

const EXAMPLE = '"11223344, 10293847"';

interface Props {
  name: string;
}

export function PromptArguments({name}: Props): ReactNode {
  return (
    <>
      <SchemaFields
        {...FIELD_LISTS.PromptArguments({name})}
        nameLabel={translate({id: 'site.prompt.argument', message: 'Argument'})}
        label={translate({id: 'site.prompt.argumentsRegion', message: '{name} arguments'}, {name})}
      />
      <p>
        <Translate id="site.prompt.stringsNote" values={{example: <code>{EXAMPLE}</code>}}>
          {'Prompt arguments are always strings: pass numbers and lists as text (for example {example}).'}
        </Translate>
      </p>
    </>
  );
}

export function PromptDefinition({name}: Props): ReactNode {
  return <JsonDetails name={name} method="prompts/list" value={getPrompt(name)} />;
}
