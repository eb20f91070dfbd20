/**
 * Stylesheets are prefixed and lowered for the browserslist targets (package.json)
 * once, by the LightningCSS minimizer that @docusaurus/faster sets up. Docusaurus
 * also runs postcss-preset-env over every stylesheet, which repeats that work on
 * every build; this takes it out of the PostCSS chain and keeps every other
 * PostCSS plugin (the cascade layers). Without the LightningCSS minimizer nothing
 * else would prefix, so then the chain is left alone. The development server
 * does not minify; its targets (the latest browsers) need no prefixes.
 *
 * The chain is set here, not in a PostCSS config file, so postcss-loader is told not to look
 * for one: it searches every stylesheet's folder and each above it for 28 file names, about
 * 19,000 reads a build (most of a second of the main thread). A config file added at the site's
 * root turns the search back on.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const isPresetEnv = (plugin: unknown) => Array.isArray(plugin) && /[\\/]postcss-preset-env[\\/]/.test(String(plugin[0]));

/** A PostCSS config at the site's root: a file postcss-loader would find, or `postcss` in package.json. */
function hasPostCssConfig(siteDir: string): boolean {
  const files = fs.readdirSync(siteDir);
  if (files.some((f) => /^(postcss\.config\.|\.postcssrc)/.test(f) || f === '.config')) return true;
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {postcss?: unknown};
  return pkg.postcss !== undefined;
}

export default function cssTargetsPlugin(context: LoadContext): Plugin {
  const lookup = hasPostCssConfig(context.siteDir);
  return {
    name: 'companylens-css-targets',
    configurePostCss(options) {
      const chain = context.siteConfig.future.faster.lightningCssMinimizer ? options.plugins.filter((p) => !isPresetEnv(p)) : options.plugins;
      return {...options, plugins: chain, ...(lookup ? {} : {config: false})};
    },
  };
}
