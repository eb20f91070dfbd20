/**
 * Build-time patches to Docusaurus theme code that runs while every page
 * starts (see patch.js for each one):
 * - locale-free-key-sort: theme-common's useShallowMemoObject sorted keys with
 *   localeCompare, and the first call created the browser's collator inside
 *   the hydration render (about 80 ms on a phone CPU, issue 8).
 * The loader fails the build if a patch does not match exactly once (for
 * example after a Docusaurus upgrade), so a fix cannot silently stop working.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patchLoaderConfig} from '../patchLoader';

export default function startupPatchesPlugin(): Plugin {
  return {
    name: 'companylens-startup-patches',
    configureWebpack(config) {
      const loader = path.join(__dirname, 'patch.js');
      return patchLoaderConfig(config, 'startupPatches', /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/, loader, [
        loader,
        path.join(__dirname, '../applyPatches.js'),
      ]);
    },
  };
}
