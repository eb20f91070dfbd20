import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Translate from '@docusaurus/Translate';

/**
 * A collapsible, highlighted JSON view of one entry of an MCP list result
 * (`tools/list`, `prompts/list`, `resources/templates/list`), for copying.
 * A plain `<details>`, styled as every disclosure is (src/css/custom.css).
 */
export default function DefinitionDetails({name, method, value}: {name: string; method: string; value: unknown}): ReactNode {
  return (
    <details>
      <summary>
        <Translate id="site.definition.summary" values={{name: <code>{name}</code>, method: <code>{method}</code>}}>
          {'The {name} entry of {method}'}
        </Translate>
      </summary>
      <CodeBlock language="json">{JSON.stringify(value, null, 2)}</CodeBlock>
    </details>
  );
}
