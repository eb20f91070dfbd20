/**
 * The docs' diagrams. The theme shows each as its drawing in static/diagrams/ (./draw.ts makes
 * them; this plugin hands the theme their sizes as global data). For a diagram not drawn yet
 * (under `npm start`) the browser draws it with Mermaid, bundled with only the diagram types
 * the docs draw. Mermaid registers every
 * type it knows, each a lazily loaded chunk with its own parser and layout
 * code, so the bundler compiles and minifies all of them on every build,
 * drawn or not. Here the loaders of the other types, the cose-bilkent layout
 * (cytoscape, which only types not drawn here use) and KaTeX (math in labels)
 * resolve to empty modules. A doc that draws another type, or puts math in a
 * diagram, stops the build and says what to add to DIAGRAMS.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheConfig} from '../toolbox/bundler';
import {drawingPath} from '../../lib/text/diagramHash';

/** The first word of a diagram → the file name (before its hash) of the chunk that draws it. */
const DIAGRAMS: Record<string, string> = {
  flowchart: 'flowDiagram',
  graph: 'flowDiagram',
  sequenceDiagram: 'sequenceDiagram',
  erDiagram: 'erDiagram',
};
/** The chunks kept, by name. */
const KEPT = new Set(Object.values(DIAGRAMS));
const MERMAID_CORE = require.resolve('mermaid');
/** Layouts only the types left out use. */
const LEFT_OUT_LAYOUTS = /^cose-bilkent-\w+\.mjs$/;

/** Every diagram type's loader (`import("./chunks/mermaid.core/<type>-<hash>.mjs")` in Mermaid's entry). */
function diagramLoaders(): string[] {
  const imports = fs.readFileSync(MERMAID_CORE, 'utf8').matchAll(/import\("\.\/(chunks\/mermaid\.core\/[\w-]+\.mjs)"\)/g);
  const loaders = [...new Set([...imports].map((m) => m[1]))];
  for (const name of KEPT) {
    if (loaders.filter((l) => path.basename(l).startsWith(`${name}-`)).length !== 1) {
      throw new Error(`mermaid-diagrams: Mermaid's entry (${MERMAID_CORE}) has no single loader for ${name}; its layout has changed, so update this plugin`);
    }
  }
  return loaders;
}

/** Empty modules in place of the loaders of types no doc draws, of cose-bilkent and of KaTeX. */
function leftOut(): Record<string, false> {
  const dir = path.dirname(MERMAID_CORE);
  const loaders = diagramLoaders().filter((l) => !KEPT.has(path.basename(l).replace(/-\w+\.mjs$/, '')));
  const layouts = fs.readdirSync(path.join(dir, 'chunks/mermaid.core')).filter((f) => LEFT_OUT_LAYOUTS.test(f)).map((f) => `chunks/mermaid.core/${f}`);
  return Object.fromEntries([...[...loaders, ...layouts].map((f) => [path.join(dir, f), false] as const), ['katex$', false] as const]);
}

function docFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? docFiles(p) : /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

/** Every diagram in the docs: its file and line, and its source as the theme's Mermaid component gets it. */
export function diagramSources(docsDir: string): {file: string; line: number; source: string}[] {
  return docFiles(docsDir).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)^```/gm)].map((m) => ({
      file,
      line: text.slice(0, m.index).split('\n').length,
      source: m[1].replace(/\n$/, ''),
    }));
  });
}

/** Every diagram in the docs that the bundled Mermaid could not draw, as `file: problem`. */
export function undrawable(docsDir: string): string[] {
  return diagramSources(docsDir).flatMap(({file, source}) => {
    // the first word after any front matter and %% comments
    const body = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^\s*%%.*$/gm, '');
    const type = /\S+/.exec(body)?.[0] ?? '';
    const where = path.relative(process.cwd(), file);
    if (!DIAGRAMS[type]) return [`${where}: a "${type}" diagram`];
    if (body.includes('$$')) return [`${where}: math in a diagram (KaTeX)`];
    return [];
  });
}

/** The drawings in static/diagrams/ (./draw.ts makes them): each drawn diagram's hash → its width and height. */
export function drawings(staticDir: string): Record<string, [number, number]> {
  const dir = path.dirname(path.join(staticDir, drawingPath('x', 'light')));
  if (!fs.existsSync(dir)) return {};
  const found: Record<string, [number, number]> = {};
  for (const name of fs.readdirSync(dir)) {
    const hash = /^([0-9a-f]{16})-light\.svg$/.exec(name)?.[1];
    if (!hash || !fs.existsSync(path.join(staticDir, drawingPath(hash, 'dark')))) continue;
    const head = fs.readFileSync(path.join(staticDir, drawingPath(hash, 'light')), 'utf8').slice(0, 2000);
    const [w, h] = [/\swidth="([\d.]+)"/.exec(head)?.[1], /\sheight="([\d.]+)"/.exec(head)?.[1]].map(Number);
    if (w > 0 && h > 0) found[hash] = [w, h];
  }
  return found;
}

export default function mermaidDiagramsPlugin(context: LoadContext): Plugin<Record<string, [number, number]>> {
  const docsDir = path.join(context.siteDir, 'docs');
  const staticDir = path.join(context.siteDir, context.siteConfig.staticDirectories?.[0] ?? 'static');
  const alias = leftOut(); // the same for the client and the server bundle
  return {
    name: 'companylens-mermaid-diagrams',
    getPathsToWatch: () => [path.join(docsDir, '**/*.{md,mdx}'), path.join(staticDir, path.dirname(drawingPath('x', 'light')), '*.svg')],
    async loadContent() {
      const problems = undrawable(docsDir);
      if (problems.length) {
        throw new Error(
          `Mermaid is bundled with ${Object.keys(DIAGRAMS).join(', ')} diagrams only, without math:\n  ${problems.join('\n  ')}\n` +
            'Add the type to DIAGRAMS in src/plugins/mermaid-diagrams (or KaTeX back, for math).',
        );
      }
      return drawings(staticDir);
    },
    async contentLoaded({content, actions}) {
      // hash → [width, height]: what the theme's Mermaid component shows as an image
      actions.setGlobalData({drawings: content});
    },
    configureWebpack(config) {
      // the persistent cache does not notice alias changes: key it by the types kept
      return {resolve: {alias}, ...cacheConfig(config, {version: `mermaid-${[...KEPT].sort().join('+')}`})};
    },
  };
}
