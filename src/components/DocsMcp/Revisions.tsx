/**
 * The MCP protocol revisions this site's MCP server speaks over a transport
 * (docsMcpRevisions), as a list for a sentence ("a, b and c", worded through
 * translate()): the specification's revisions, or with `of="pre-release"` the
 * version string it also accepts that is no revision (DOCS_MCP_REVISIONS.preRelease).
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Code from '@site/src/components/Code';
import {DOCS_MCP_REVISIONS} from '@site/src/constants';
import {docsMcpRevisions, type DocsMcpTransport} from 'companylens-docs-contract';

export default function DocsMcpRevisions({transport, of = 'revisions'}: {transport: DocsMcpTransport; of?: 'revisions' | 'pre-release'}): ReactNode {
  const {preRelease} = DOCS_MCP_REVISIONS;
  if (of === 'pre-release') return <Code>{preRelease}</Code>;
  const revisions = docsMcpRevisions(transport).filter((v) => v !== preRelease);
  const last = revisions.at(-1);
  if (last === undefined) return null;
  if (revisions.length === 1) return <Code>{last}</Code>;
  const items = revisions.slice(0, -1).map((v, i) => (
    <React.Fragment key={v}>
      {i > 0 && ', '}
      <Code>{v}</Code>
    </React.Fragment>
  ));
  return (
    <Translate id="site.list.and" description="The end of a list in a sentence: the items before the last, and the last" values={{items: <>{items}</>, last: <Code>{last}</Code>}}>
      {'{items} and {last}'}
    </Translate>
  );
}
