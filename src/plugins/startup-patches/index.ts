/**
 * Build-time patches to Docusaurus theme code that every page runs while it
 * starts; patch.js explains each one beside its pattern.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patchLoaderConfig} from '../toolbox/bundler';

export default function startupPatchesPlugin(): Plugin {
  return {
    name: 'companylens-startup-patches',
    configureWebpack(config) {
      return patchLoaderConfig(config, {
        name: 'startupPatches',
        test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
        loader: path.join(__dirname, 'patch.js'),
        files: [path.join(__dirname, '../toolbox/definePatches.js')],
      });
    },
  };
}
