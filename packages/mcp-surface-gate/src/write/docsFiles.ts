/**
 * The hand-written side of the reference: a tool's page (docs/api/tools/<slug>.mdx)
 * and its src/data/tool-docs.json entry, and the pages that show a prompt or
 * resource template. Sync names everything that is new or gone in one run;
 * for a new tool it writes a skeleton page and entry holding the marker
 * `TODO(reference:sync)`, which the build refuses (src/writers/rules/syncMarkers.ts)
 * until a writer has replaced every one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SYNC_TODO} from './syncMarker';
import {slugOf, type Surface} from '../surface/surface';

const TODO = SYNC_TODO;
export type ToolDocs = Record<string, {slug: string; [key: string]: unknown}>;
export const pageOf = (slug: string) => `docs/api/tools/${slug}.mdx`;

/** The pages under `docsDir` that show a prompt or template by name (`<PromptArguments name="x" />` and the like), as file:line. */
function usesOf(docsDir: string, name: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
          if (line.includes(`name="${name}"`)) out.push(`${path.relative(path.dirname(docsDir), file)}:${i + 1}`);
        });
      }
    }
  };
  if (fs.existsSync(docsDir)) walk(docsDir);
  return out;
}

/** What stops a sync: tools, prompts and templates gone from the server that pages still document, all at once. */
export function goneProblems(data: Surface, server: Surface, docs: ToolDocs, docsDir: string): string[] {
  const problems: string[] = [];
  for (const [name, doc] of Object.entries(docs)) {
    if (!server.tools.some((t) => t.name === name)) {
      problems.push(`tool ${name} is gone from the server: remove its page ${pageOf(doc.slug)}, its sidebar entry (sidebars.ts), its entry in src/data/tool-docs.json and the links to it`);
    }
  }
  for (const [kind, before, after] of [['prompt', data.prompts, server.prompts], ['resource template', data.resourceTemplates, server.resourceTemplates]] as const) {
    for (const item of before as {name: string}[]) {
      if ((after as {name: string}[]).some((x) => x.name === item.name)) continue;
      const uses = usesOf(docsDir, item.name);
      problems.push(`${kind} ${item.name} is gone from the server: ${uses.length ? `remove it from ${uses.join(', ')}` : 'no page shows it'}${uses.length ? '' : '; sync again'}`);
    }
  }
  return problems;
}

function skeletonPage(name: string): string {
  const components = ['ToolHeader', 'ToolParameters', 'ToolResultFields', 'ToolErrors', 'ToolUpstream', 'RelatedTools', 'ToolDefinition'];
  return `---
title: ${name}
description: ${TODO} one sentence saying what ${name} answers.
---

import {${components.join(', ')}} from '@site/src/components/ToolReference';

${TODO}: what \`${name}\` does, when to use it rather than the other tools, and which tool to call next.

<ToolHeader name="${name}" />

## Parameters

<ToolParameters name="${name}" />

${TODO}: each parameter a caller has to think about: what it takes, its default, and a mistake to avoid.

## Result

<ToolResultFields name="${name}" />

${TODO}: how to read the result, and which fields are left out when empty.

## Example

${TODO}: a \`tools/call\` request and its result, as \`json\` blocks (\`npm run check\` validates them against the schemas).

## Errors

<ToolErrors name="${name}" />

## Rate limits

<ToolUpstream name="${name}" />

## Related tools

<RelatedTools name="${name}" />

## Definition

<ToolDefinition name="${name}" />
`;
}

/**
 * For each tool the server has and the docs lack: the skeleton page to write
 * (unless a page is there already) and the tool-docs.json entry to add.
 */
export function newToolDocs(server: Surface, docs: ToolDocs, root: string) {
  const pages: Record<string, string> = {};
  const entries: ToolDocs = {};
  for (const tool of server.tools) {
    if (docs[tool.name]) continue;
    const slug = slugOf(tool.name);
    entries[tool.name] = {
      slug,
      todo: `${TODO}: fill upstream (the Companies House requests one call makes), errors and related, then delete this line`,
      upstream: [],
      errors: [],
      related: [],
    };
    if (!fs.existsSync(path.join(root, pageOf(slug)))) pages[pageOf(slug)] = skeletonPage(tool.name);
  }
  return {pages, entries};
}

/** Prompts and templates the server has and the data lacks: written to the data, and each needs a page that shows it. */
export function newListed(data: Surface, server: Surface): string[] {
  const added = (kind: string, before: {name: string}[], after: {name: string}[]) =>
    after.filter((x) => !before.some((y) => y.name === x.name)).map((x) => `${kind} ${x.name}`);
  return [...added('prompt', data.prompts, server.prompts), ...added('resource template', data.resourceTemplates, server.resourceTemplates)];
}
