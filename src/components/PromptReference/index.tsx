import React, {type ReactNode} from 'react';
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
      <ScrollRegion label={`${name} arguments`}>
      <table>
        <thead>
          <tr>
            <th scope="col">Argument</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {(prompt.arguments ?? []).map((arg) => (
            <tr key={arg.name}>
              <th scope="row" style={{fontWeight: 'normal', textAlign: 'left'}}>
                <code>{arg.name}</code>
              </th>
              <td>{arg.required ? 'yes' : 'no'}</td>
              <td>{arg.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </ScrollRegion>
      <p>
        Prompt arguments are always strings: pass numbers and lists as text (for example{' '}
        <code>&quot;11223344, 10293847&quot;</code>).
      </p>
    </>
  );
}

export function PromptDefinition({name}: Props): ReactNode {
  return <JsonDetails summary={<>The <code>{name}</code> entry of <code>prompts/list</code></>} value={getPrompt(name)} />;
}
