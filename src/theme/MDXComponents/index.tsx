import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';
import {translate} from '@docusaurus/Translate';
import ScrollRegion from '@site/src/components/ScrollRegion';

/**
 * Markdown tables scroll sideways inside a focusable, labelled region, so a
 * keyboard user can scroll a table wider than a phone screen (axe:
 * scrollable-region-focusable); Infima would make the table itself an
 * unfocusable scroll box. The region is named after the table's heading
 * (src/rehype/tableLayout.ts), so each region on a page has its own name.
 */
function Table({'data-region-label': label, ...props}: ComponentProps<'table'> & {'data-region-label'?: string}): ReactNode {
  return (
    <ScrollRegion label={label || translate({id: 'site.table.region', message: 'Table'})}>
      <table {...props} />
    </ScrollRegion>
  );
}

/**
 * Inline code to which src/rehype/inlineCode.ts gave break points after its
 * slashes (`<wbr>`) stays inline: the stock component takes any code whose
 * children are not all plain text for a code block.
 */
function Code(props: ComponentProps<'code'>): ReactNode {
  const parts = React.Children.toArray(props.children);
  const inline = parts.some((p) => React.isValidElement(p) && p.type === 'wbr') && parts.every((p) => (typeof p === 'string' && !p.includes('\n')) || (React.isValidElement(p) && p.type === 'wbr'));
  return inline ? <CodeInline {...props} /> : <MDXComponents.code {...props} />;
}

export default {...MDXComponents, table: Table, code: Code};
