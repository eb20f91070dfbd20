/**
 * `npm run diagrams`: draws every Mermaid diagram in docs/ in Chromium, in the site's light and
 * dark themes (./options.ts), into static/diagrams/<hash>-light.svg and -dark.svg, and removes
 * drawings no diagram uses. Pages show these drawings as images, so a reader never sees a
 * diagram's source or waits for it, and the build needs no browser. The writers' check names a
 * diagram whose source has changed since it was drawn. Chromium: $CHROMIUM_PATH or /usr/bin/chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {diagramSources} from './index';
import {MERMAID_OPTIONS, MERMAID_THEME} from './options';
import {diagramHash, drawingPath} from '../../lib/text/diagramHash';

const SITE = path.resolve(__dirname, '../../..');
const STATIC = path.join(SITE, 'static');
const OUT = path.dirname(path.join(STATIC, drawingPath('x', 'light')));
/** The page's colours behind the dark drawing's edge labels (Mermaid's dark theme draws them grey on grey). */
const DARK_VARIABLES = {edgeLabelBackground: '#1b1b1d', background: '#1b1b1d'};

function fail(message: string): never {
  console.error(`diagrams: ${message}`);
  process.exit(1);
}

/** The SVG with its size as attributes (an image needs them) instead of Mermaid's width="100%" and max-width. */
function sized(svg: string): string {
  const box = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) fail('Mermaid drew an SVG with no viewBox');
  const [w, h] = [Math.ceil(Number(box[3])), Math.ceil(Number(box[4]))];
  return svg.replace(/^<svg([^>]*?) width="100%"/, `<svg$1 width="${w}" height="${h}"`).replace(/^(<svg[^>]*?) style="max-width: [\d.]+px;"/, '$1');
}

async function main(): Promise<void> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) fail(`no Chromium at ${executablePath}: install Debian's chromium, or set CHROMIUM_PATH`);
  const diagrams = diagramSources(path.join(SITE, 'docs'));
  const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']});
  const wanted = new Set<string>();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
    for (const {file, line, source} of diagrams) {
      const hash = diagramHash(source);
      for (const mode of ['light', 'dark'] as const) {
        const name = path.basename(drawingPath(hash, mode));
        wanted.add(name);
        const config = {startOnLoad: false, ...MERMAID_OPTIONS, theme: MERMAID_THEME[mode], themeVariables: mode === 'dark' ? DARK_VARIABLES : {}};
        const svg = await page.evaluate(
          async ({config, source, id}) => {
            const mermaid = (window as unknown as {mermaid: {initialize(c: object): void; render(id: string, text: string): Promise<{svg: string}>}}).mermaid;
            mermaid.initialize(config);
            // through the DOM and back as XML: an image's SVG must be well-formed (<br/> in labels)
            const box = document.createElement('div');
            box.innerHTML = (await mermaid.render(id, source)).svg;
            return new XMLSerializer().serializeToString(box.firstElementChild!);
          },
          {config, source, id: `d${hash}${mode}`},
        ).catch((error: Error) => fail(`${path.relative(SITE, file)}:${line}: Mermaid could not draw this diagram: ${error.message.split('\n')[0]}`));
        const target = path.join(OUT, name);
        const text = `${sized(svg)}\n`;
        if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
        fs.mkdirSync(OUT, {recursive: true});
        fs.writeFileSync(target, text);
        console.log(`drew ${path.relative(SITE, target)} (${path.relative(SITE, file)}:${line})`);
      }
    }
  } finally {
    await browser.close();
  }
  for (const name of fs.existsSync(OUT) ? fs.readdirSync(OUT) : []) {
    if (name.endsWith('.svg') && !wanted.has(name)) {
      fs.rmSync(path.join(OUT, name));
      console.log(`removed ${path.relative(SITE, path.join(OUT, name))}, which no diagram uses`);
    }
  }
  console.log(`${diagrams.length} diagrams, each drawn in light and dark, in ${path.relative(SITE, OUT)}/`);
}

main().catch((error: Error) => fail(error.message.split('\n')[0]));
