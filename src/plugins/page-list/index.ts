/**
 * The list of doc pages, in sidebar order, then any unlisted one, written to the
 * generated-files folder for the tests and benchmarks (./list.ts). A doc in no
 * sidebar and not `unlisted` is the writers' check's to stop (src/writers,
 * rule page-list).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteDocs} from '../toolbox/docs';
import {PAGE_LIST_FILE, pageList} from './list';

export default function pageListPlugin(context: LoadContext): Plugin {
  return {
    name: 'companylens-page-list',

    async allContentLoaded({allContent}) {
      const {docs, sidebar} = siteDocs(allContent);
      const file = path.join(context.generatedFilesDir, PAGE_LIST_FILE);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, `${JSON.stringify(pageList(docs, sidebar), null, 2)}\n`);
    },
  };
}
