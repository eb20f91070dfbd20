import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {translate} from '@docusaurus/Translate';
import ScrollRegion from '@site/src/components/ScrollRegion';

/**
 * Markdown tables scroll sideways inside a focusable, labelled region, so a
 * keyboard user can scroll a table wider than a phone screen (axe:
 * scrollable-region-focusable); Infima would make the table itself an
 * unfocusable scroll box.
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollRegion label={translate({id: 'site.table.region', message: 'Table'})}>
      <table {...props} />
    </ScrollRegion>
  );
}

export default {...MDXComponents, table: Table};
