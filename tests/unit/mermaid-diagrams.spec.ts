// The build's check that the bundled Mermaid can draw every diagram in the docs.
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {undrawable} from '@site/src/plugins/mermaid-diagrams';
import {tempDir} from '../support/temp-dir';

function docsWith(files: Record<string, string>): string {
  const dir = tempDir('mermaid-docs-');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test("this site's docs: every diagram can be drawn", () => {
  expect(undrawable(path.resolve(__dirname, '../../docs'))).toEqual([]);
});

test('a type left out of the bundle, or math in a label, is named with its file; front matter and comments are skipped', () => {
  const dir = docsWith({
    'a.mdx': '# A\n\n```mermaid\n---\ntitle: Flow\n---\n%% a comment\nflowchart TD\n  A --> B\n```\n',
    'sub/b.md': '```mermaid\npie title Pets\n  "Dogs" : 3\n```\n\n```mermaid\nsequenceDiagram\n  A->>B: $$x^2$$\n```\n',
  });
  const problems = undrawable(dir).map((p) => p.replace(/^.*mermaid-docs-[^/]+\//, ''));
  expect(problems).toEqual(['sub/b.md: a "pie" diagram', 'sub/b.md: math in a diagram (KaTeX)']);
});
