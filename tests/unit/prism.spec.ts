import {test, expect} from '@playwright/test';
import {lightCodeTheme, darkCodeTheme} from '@site/src/prism/themes';

function rgb(c: string): number[] | null {
  let m = /^#([0-9a-f]{6})$/i.exec(c.trim());
  if (m) return [0, 2, 4].map((i) => parseInt(m![1].slice(i, i + 2), 16));
  m = /^#([0-9a-f]{3})$/i.exec(c.trim());
  if (m) return m[1].split('').map((x) => parseInt(x + x, 16));
  m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c.trim());
  if (m) return m[4] && Number(m[4]) < 1 ? null : [Number(m[1]), Number(m[2]), Number(m[3])];
  return null;
}
const lum = (c: number[]) => {
  const [r, g, b] = c.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a: number[], b: number[]) => {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

for (const [name, theme] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
  test(`every ${name} code token colour has 4.5:1 contrast on its background`, () => {
    const bg = rgb(theme.plain.backgroundColor!)!;
    expect(bg).not.toBeNull();
    const colours = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter((c): c is string => !!c)];
    let checked = 0;
    for (const c of colours) {
      const parsed = rgb(c);
      expect(parsed, `unparsed colour ${c}`).not.toBeNull();
      expect(ratio(parsed!, bg), `${c} on ${theme.plain.backgroundColor}`).toBeGreaterThanOrEqual(4.5);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
}
