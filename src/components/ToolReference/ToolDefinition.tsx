import React, {type ReactNode} from 'react';
import {getTool} from '@site/src/data/mcp';
import JsonDetails from '@site/src/components/JsonDetails';

/**
 * A tool's entry of `tools/list`, collapsed. A module of its own: a page that shows only this
 * (the MCP protocol page) does not load the rest of the tool reference (the summary card, the
 * changelog, the field lists, the Try it panel).
 */
export function ToolDefinition({name}: {name: string}): ReactNode {
  return <JsonDetails name={name} method="tools/list" value={getTool(name)} />;
}
