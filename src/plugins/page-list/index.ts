/**
 * The list of doc pages: stops the build if a doc is in no sidebar and not
 * marked `unlisted` (./list.ts says why), and writes the list, in sidebar
 * order, to the generated-files folder for the tests and benchmarks.
 * Under `npm start` such a page is served all the same (stopping would leave
 * it a bare "Page not found" while search already finds it): the terminal
 * warns, and the page itself says why at its top (src/theme/DocItem/Content
 * reads this plugin's global data, which only the development server sets).
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteDocs} from '../toolbox/docs';
import {PAGE_LIST_FILE, notInSidebar, notInSidebarMessage, pageList, type NotInSidebarData} from './list';

export default function pageListPlugin(context: LoadContext): Plugin {
  const development = process.env.NODE_ENV !== 'production';
  return {
    name: 'companylens-page-list',

    async allContentLoaded({allContent, actions}) {
      const {docs, sidebar} = siteDocs(allContent);
      const file = path.join(context.generatedFilesDir, PAGE_LIST_FILE);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, `${JSON.stringify(pageList(docs, sidebar, {allowMissing: development}), null, 2)}\n`);
      if (!development) return;
      const missing = notInSidebar(docs, sidebar);
      missing.forEach((d) => logger.warn(`${notInSidebarMessage(d)} (npm run build stops on it)`));
      const data: NotInSidebarData = {notInSidebar: missing.map((d) => ({permalink: d.permalink, id: d.id, source: d.source.replace(/^@site\//, '')}))};
      actions.setGlobalData(data);
    },
  };
}
