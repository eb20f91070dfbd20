/**
 * Bundler configuration the plugins share. The site builds with Rspack
 * (@docusaurus/faster) and could build with webpack; their persistent caches
 * are configured in different places, so every change to a cache goes
 * through here.
 */
import type {Plugin} from '@docusaurus/types';

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

interface CacheChange {
  /** Appended to the cache version, so modules compiled for another variant are never reused. */
  version?: string;
  /** Files whose change must invalidate the cache (loaders the cache does not track). */
  buildDependencies?: {name: string; files: string[]};
}

/** The part of a configureWebpack result that changes the bundler's persistent cache, for either bundler. */
export function cacheConfig(config: Configuration, change: CacheChange): object {
  const rspackCache = (config as {experiments?: {cache?: unknown}}).experiments?.cache;
  const webpackCache = config.cache;
  const deps = change.buildDependencies;
  return {
    ...(rspackCache && typeof rspackCache === 'object'
      ? {
          experiments: {
            cache: {
              ...(change.version ? {version: `${(rspackCache as {version?: string}).version ?? ''}-${change.version}`} : {}),
              ...(deps ? {buildDependencies: deps.files} : {}),
            },
          },
        }
      : {}),
    ...(webpackCache && typeof webpackCache === 'object'
      ? {
          cache: {
            ...(change.version ? {version: `${(webpackCache as {version?: string}).version ?? ''}-${change.version}`} : {}),
            ...(deps ? {buildDependencies: {[deps.name]: deps.files}} : {}),
          },
        }
      : {}),
  };
}

/** A build-time patch of a dependency: its loader, the files it runs on, and the files that make up the patch. */
interface PatchLoader {
  /** Names the patch's cache dependencies (webpack wants a name). */
  name: string;
  /** The dependency files the loader rewrites. */
  test: RegExp;
  loader: string;
  /** Other files the loader uses. */
  files: string[];
}

/**
 * A rule that runs a patch loader on the dependency files it rewrites, with
 * the loader's own files as cache dependencies: the cache does not track
 * loader code and would otherwise keep serving the module as an earlier
 * version of the patch left it.
 */
export function patchLoaderConfig(config: Configuration, {name, test, loader, files}: PatchLoader): object {
  return {
    module: {rules: [{test, use: [{loader}]}]},
    ...cacheConfig(config, {buildDependencies: {name, files: [loader, ...files]}}),
  };
}
