/**
 * Build-time patches to @docsearch/react (see patch.js for each one):
 * - error-status: DocSearch sets status "error" when every search host fails
 *   (RetryError), but the autocomplete core bundled in it ends every search
 *   with `.finally(() => setStatus('idle'))`, which overwrites it in the same
 *   tick, so "Unable to fetch results" never showed. The patch keeps "error".
 * - container-role: drops role="button" from the modal backdrop that wraps
 *   the whole dialog (axe: nested-interactive).
 * - list-ids: gives each results list its own id.
 * - result-item: puts ResultItem.tsx in place of DocSearch's list item: hits
 *   are real links (the option), and save/remove actions cannot be lost.
 * The loader fails the build if a patch does not match exactly once (for
 * example after a DocSearch upgrade), so a fix cannot silently stop working.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patchLoaderConfig} from '../patchLoader';

export default function docsearchPatchesPlugin(): Plugin {
  return {
    name: 'companylens-docsearch-patches',
    configureWebpack(config) {
      const loader = path.join(__dirname, 'loader.js');
      return patchLoaderConfig(config, 'docsearchPatches', /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/, loader, [
        loader,
        path.join(__dirname, 'patch.js'),
        path.join(__dirname, '../applyPatches.js'),
      ]);
    },
  };
}
