import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';

/** A collapsible, highlighted JSON view of a definition, for copying. */
export default function JsonDetails({summary, value}: {summary: ReactNode; value: unknown}): ReactNode {
  return (
    <Details summary={<summary>{summary}</summary>}>
      <CodeBlock language="json">{JSON.stringify(value, null, 2)}</CodeBlock>
    </Details>
  );
}
