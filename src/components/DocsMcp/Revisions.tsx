/**
 * The MCP protocol revisions this site's MCP server speaks over a transport
 * (docsMcpRevisions), as a list for a sentence: the specification's
 * revisions, or with `of="pre-release"` the version string it also accepts
 * that is no revision (DOCS_MCP_REVISIONS.preRelease).
 */
import React, {type ReactNode} from 'react';
import Code from '@site/src/components/Code';
import {DOCS_MCP_REVISIONS} from '@site/src/constants';
import {docsMcpRevisions, type DocsMcpTransport} from 'companylens-docs-contract';

export default function DocsMcpRevisions({transport, of = 'revisions'}: {transport: DocsMcpTransport; of?: 'revisions' | 'pre-release'}): ReactNode {
  const {preRelease} = DOCS_MCP_REVISIONS;
  if (of === 'pre-release') return <Code>{preRelease}</Code>;
  const revisions = docsMcpRevisions(transport).filter((v) => v !== preRelease);
  return revisions.map((v, i) => (
    <React.Fragment key={v}>
      {i === 0 ? '' : i === revisions.length - 1 ? ' and ' : ', '}
      <Code>{v}</Code>
    </React.Fragment>
  ));
}
