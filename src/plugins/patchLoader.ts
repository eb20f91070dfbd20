/**
 * The bundler configuration shared by the plugins that patch a dependency's
 * code as it is built (docsearch-patches, startup-patches): one rule that runs
 * the plugin's loader on the files it patches, and the loader's files as build
 * dependencies, since the bundler's persistent cache does not know about
 * loader code and would otherwise keep serving the unpatched (or previously
 * patched) module after a change to a patch.
 */
import type {Plugin} from '@docusaurus/types';

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

export function patchLoaderConfig(config: Configuration, name: string, test: RegExp, loader: string, deps: string[]): object {
  const rspackCache = (config as {experiments?: {cache?: unknown}}).experiments?.cache;
  return {
    module: {rules: [{test, use: [{loader}]}]},
    ...(rspackCache && typeof rspackCache === 'object' ? {experiments: {cache: {buildDependencies: deps}}} : {}),
    ...(config.cache && typeof config.cache === 'object' ? {cache: {buildDependencies: {[name]: deps}}} : {}),
  };
}
