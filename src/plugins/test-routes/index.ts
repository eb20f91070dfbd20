/**
 * Test-only routes, added when the site is built with DOCS_TEST_ROUTES=1 (the
 * test command does this; production builds never have them):
 *   /__test__/crash       a page that throws inside the layout once, to show
 *                         the crash page and prove "Try again" recovers
 *   /__test__/page-error  a route that throws outside the layout, to show the
 *                         route-level fallback titled "Page Error"
 */
import type {Plugin} from '@docusaurus/types';

export default function testRoutesPlugin(): Plugin {
  return {
    name: 'companylens-test-routes',
    contentLoaded({actions}) {
      actions.addRoute({path: '/__test__/crash', component: '@site/src/plugins/test-routes/CrashPage.tsx', exact: true});
      actions.addRoute({path: '/__test__/page-error', component: '@site/src/plugins/test-routes/PageErrorRoute.tsx', exact: true});
    },
  };
}
