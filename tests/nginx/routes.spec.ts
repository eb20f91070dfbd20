/**
 * Every documentation route as a reader meets it in production: served by
 * nginx with its headers and Content-Security-Policy, opened on a phone
 * (390 px), then widened to a desktop (1280 px). One load per route checks, in
 * one pass, what a reader needs of the page:
 * - on the phone, its title starts within the top quarter of the screen, under the announcement;
 * - it renders: status 200, the CSP header, its title, real content, its
 *   diagrams drawn once scrolled to and again, scrolled to, in each colour mode and width,
 *   no CSP violation and no console error;
 * - axe finds nothing serious or critical (WCAG 2.1 A/AA and best practice):
 *   at 390 px every rule in one colour mode and the rules that depend on colour
 *   (AXE_COLOUR_RULES) in the other, on the whole page. The article's elements
 *   and colours do not change with the width, so at 1280 px axe looks at what
 *   that width adds (navbar, sidebar, table of contents: every rule in one mode,
 *   the colour rules in the other) and, on the whole page, at the rules whose
 *   answer depends on the layout (AXE_LAYOUT_RULES: a region that scrolls at one
 *   width and not the other);
 * - in both modes and at both widths, every prose cell and field description
 *   keeps a readable line: 20 characters at 390 px, 30 at 1280 px (15 in a table cell at
 *   1280 px, where a table of up to four columns is a grid whose prose wraps to shorter lines)
 *   (readingProblems), with the nested fields opened so they are measured too;
 *   table columns are sized by their content with headers over their cells,
 *   code breaks only where a reader would and no command's end is hidden, and
 *   every diagram fits its box and one screen with readable text and
 *   contrast (layoutProblems).
 */
import {test, expect, AXE_COLOUR_RULES, axeViolations, drawAllDiagrams, gotoHydrated, layoutProblems, readingProblems, settleColourTransitions} from '../browser/fixtures';
import {DOC_ROUTES} from '../routes';
import {recordCspViolations} from './support';

// Colour transitions off (Infima honours reduced motion), so each mode is checked as soon as it
// is set: the colours are the same, only reached at once.
test.use({reducedMotion: 'reduce'});

// The phone first: the page is loaded at that width, then the window is widened.
// Each width goes on in the colour mode the one before ended in: a switch re-renders the whole
// page (and redraws its diagrams), so three switches a route rather than four.
const WIDTHS = [
  {width: 390, height: 844, perLine: 20, perCell: 20, modes: ['light', 'dark'], allRules: 'light', only: undefined},
  {width: 1280, height: 900, perLine: 30, perCell: 15, modes: ['dark', 'light'], allRules: 'dark', only: 'nav, aside, .theme-doc-toc-desktop'},
] as const;
/** A quarter of the phone's 844 px screen, rounded up to a line. */
const TITLE_TOP = 220;
/** The rules whose answer depends on the layout, not only on the elements and their colours. */
const AXE_LAYOUT_RULES = ['scrollable-region-focusable'];

for (const route of DOC_ROUTES) {
  test(`${route.path} at 390 and 1280 px renders with no CSP violation, is axe-clean and readable in light and dark`, async ({page}) => {
    await page.setViewportSize({width: WIDTHS[0].width, height: WIDTHS[0].height});
    const csp = await recordCspViolations(page);
    const response = await gotoHydrated(page, route.path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await expect(page.locator('article h1')).toHaveText(route.title);
    await expect(page).toHaveTitle(route.path === '/' ? /CompanyLens MCP/ : `${route.title} | CompanyLens MCP`);
    // a page with no real content would be a failure too
    expect((await page.locator('article').innerText()).split(/\s+/).length).toBeGreaterThan(150);
    // the frame before the content: on the phone, the title starts within the top quarter of the
    // screen, under the announcement
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    const titleTop = (await page.locator('article h1').boundingBox())!.y;
    const found: Record<string, string[]> = {'frame, 390 px': titleTop > TITLE_TOP ? [`the title starts ${Math.round(titleTop)} px down`] : []};
    // diagrams show as their drawings, the one of each mode: checked as shown
    const diagram = page.locator('article figure.diagram img.diagram__light').first();
    const hasDiagram = (await drawAllDiagrams(page)) > 0;
    if (hasDiagram) expect((await diagram.boundingBox())!.height).toBeGreaterThan(50);
    await page.evaluate(() => document.querySelectorAll('article details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
    for (const {width, height, perLine, perCell, modes, allRules, only} of WIDTHS) {
      await page.setViewportSize({width, height});
      for (const mode of modes) {
        await page.emulateMedia({colorScheme: mode});
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // each diagram shows the drawing of the new mode
        if (hasDiagram) await drawAllDiagrams(page, mode);
        await settleColourTransitions(page);
        found[`axe, ${width} px, ${mode}`] = [
          ...(await axeViolations(page, mode === allRules ? {include: only} : {rules: AXE_COLOUR_RULES, include: only})),
          ...(only && mode === allRules ? await axeViolations(page, {rules: AXE_LAYOUT_RULES}) : []),
        ];
        found[`reading, ${width} px, ${mode}`] = await readingProblems(page, perLine, perCell);
        found[`layout, ${width} px, ${mode}`] = await layoutProblems(page);
      }
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
    expect(Object.keys(found)).toHaveLength(13);
    expect(await csp()).toEqual([]);
  });
}
