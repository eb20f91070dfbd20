import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {getPrompt} from '@site/src/data/mcp';
import JsonDetails from '@site/src/components/JsonDetails';
import ScrollRegion from '@site/src/components/ScrollRegion';

interface Props {
  name: string;
}

export function PromptArguments({name}: Props): ReactNode {
  const prompt = getPrompt(name);
  return (
    <>
      <ScrollRegion label={translate({id: 'site.prompt.argumentsRegion', message: '{name} arguments'}, {name})}>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="site.prompt.argument">Argument</Translate>
            </th>
            <th scope="col">
              <Translate id="site.schema.required">Required</Translate>
            </th>
            <th scope="col">
              <Translate id="site.schema.description">Description</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {(prompt.arguments ?? []).map((arg) => (
            <tr key={arg.name}>
              <th scope="row" style={{fontWeight: 'normal', textAlign: 'left'}}>
                <code>{arg.name}</code>
              </th>
              <td>{arg.required ? translate({id: 'site.schema.yes', message: 'yes'}) : translate({id: 'site.schema.no', message: 'no'})}</td>
              <td>{arg.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </ScrollRegion>
      <p>
        <Translate id="site.prompt.stringsNote" values={{example: <code>&quot;11223344, 10293847&quot;</code>}}>
          {'Prompt arguments are always strings: pass numbers and lists as text (for example {example}).'}
        </Translate>
      </p>
    </>
  );
}

export function PromptDefinition({name}: Props): ReactNode {
  return (
    <JsonDetails
      summary={
        <Translate id="site.prompt.definition" values={{name: <code>{name}</code>, method: <code>prompts/list</code>}}>
          {'The {name} entry of {method}'}
        </Translate>
      }
      value={getPrompt(name)}
    />
  );
}
