/**
 * Stylesheets are prefixed and lowered for the browserslist targets (package.json)
 * once, by the LightningCSS minimizer that @docusaurus/faster sets up. Docusaurus
 * also runs postcss-preset-env over every stylesheet, which repeats that work on
 * every build; this takes it out of the PostCSS chain and keeps every other
 * PostCSS plugin (the cascade layers). Without the LightningCSS minimizer nothing
 * else would prefix, so then the chain is left alone. The development server
 * does not minify; its targets (the latest browsers) need no prefixes.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

const isPresetEnv = (plugin: unknown) => Array.isArray(plugin) && /[\\/]postcss-preset-env[\\/]/.test(String(plugin[0]));

export default function cssTargetsPlugin(context: LoadContext): Plugin {
  return {
    name: 'companylens-css-targets',
    configurePostCss(options) {
      if (!context.siteConfig.future.faster.lightningCssMinimizer) return options;
      return {...options, plugins: options.plugins.filter((p) => !isPresetEnv(p))};
    },
  };
}
