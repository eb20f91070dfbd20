/**
 * Code highlighting themes that pass WCAG AA (4.5:1) for every token colour
 * on their own background. The stock themes closest to that: VS Light, whose
 * only failing colour (pure red, 4.0:1) is darkened here, and Gruvbox
 * Material Dark, which passes as it is. tests/unit/prism.spec.ts checks it.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const DARK_RED = '#c4000a';

export const lightCodeTheme: PrismTheme = {
  ...themes.vsLight,
  styles: themes.vsLight.styles.map((s) =>
    s.style.color && /rgb\(255,\s*0,\s*0\)|#ff0000/i.test(s.style.color) ? {...s, style: {...s.style, color: DARK_RED}} : s,
  ),
};

export const darkCodeTheme: PrismTheme = themes.gruvboxMaterialDark;
