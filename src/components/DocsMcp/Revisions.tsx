/** The MCP protocol revisions this site's MCP server speaks over a transport (docsMcpRevisions), as a list for a sentence. */
import React, {type ReactNode} from 'react';
import Code from '@site/src/components/Code';
import {docsMcpRevisions, type DocsMcpTransport} from '@site/src/lib/agents/docsMcpRevisions';

export default function DocsMcpRevisions({transport}: {transport: DocsMcpTransport}): ReactNode {
  const revisions = docsMcpRevisions(transport);
  return revisions.map((v, i) => (
    <React.Fragment key={v}>
      {i === 0 ? '' : i === revisions.length - 1 ? ' and ' : ', '}
      <Code>{v}</Code>
    </React.Fragment>
  ));
}
