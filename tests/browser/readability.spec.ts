/**
 * Every table cell and field description that holds prose can be read
 * without squinting or scrolling sideways: for each `td` or `dd` in the
 * article with 40 or more characters and a space, the characters that fit on
 * one line of its content box (text length × box width ÷ the text's width in
 * the cell's own font) are at least 30 at 1280 px and 20 at 390 px, and
 * nothing spills out of the box. No table is wider than the box that clips
 * it, so nothing needs scrolling sideways. Nested fields are opened first, so
 * they are measured too. Checked in both colour modes.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {DOC_ROUTES} from '../routes';

const WIDTHS = [
  {width: 1280, height: 900, perLine: 30},
  {width: 390, height: 844, perLine: 20},
];

/** What a reader would find squeezed, cut or spilling on the page as laid out now. */
function problems(page: Page, perLine: number): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    const ctx = document.createElement('canvas').getContext('2d')!;
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('article td, article dd'))) {
      const text = (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text.length < 40 || !text.includes(' ')) continue;
      const style = getComputedStyle(cell);
      ctx.font = style.font;
      const box = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const chars = (text.length * box) / ctx.measureText(text).width;
      if (chars < min) out.push(`${Math.floor(chars)} characters a line: "${text.slice(0, 50)}"`);
      if (cell.scrollWidth > cell.clientWidth + 1) out.push(`spills out of its box: "${text.slice(0, 50)}"`);
    }
    for (const table of Array.from(document.querySelectorAll<HTMLElement>('article table'))) {
      let clip = table.parentElement;
      while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
      const width = table.getBoundingClientRect().width;
      if (clip && width > clip.clientWidth + 1) {
        out.push(`table ${Math.round(width)} px wide in a ${clip.clientWidth} px box: "${(table.textContent ?? '').slice(0, 50)}"`);
      }
    }
    return out;
  }, perLine);
}

for (const {path} of DOC_ROUTES) {
  test(`${path}: every prose cell and field description reads at 1280 and 390 px, light and dark`, async ({page}) => {
    await gotoHydrated(page, path);
    await page.evaluate(() => document.querySelectorAll('article details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
    const found: Record<string, string[]> = {};
    for (const {width, height, perLine} of WIDTHS) {
      await page.setViewportSize({width, height});
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({colorScheme: mode});
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        found[`${width} px ${mode}`] = await problems(page, perLine);
      }
    }
    expect(found).toEqual({'1280 px light': [], '1280 px dark': [], '390 px light': [], '390 px dark': []});
  });
}
