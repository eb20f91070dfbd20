/**
 * How the docs' diagrams are drawn: the site's Mermaid theme configuration (docusaurus.config.ts)
 * and the drawing command (./draw.ts) read this one object. The font is one every system has
 * with Arial's widths (Liberation Sans where there is no Arial), so a drawing shown as an image
 * on a reader's screen keeps its labels inside the boxes measured for them where it was drawn.
 */
export const MERMAID_THEME = {light: 'neutral', dark: 'dark'} as const;

export const MERMAID_OPTIONS = {
  fontFamily: 'Arial, "Liberation Sans", Helvetica, sans-serif',
  flowchart: {nodeSpacing: 14, rankSpacing: 36, padding: 10, wrappingWidth: 300, diagramPadding: 4},
  sequence: {width: 50, actorMargin: 4, actorFontSize: 16, messageFontSize: 16, noteFontSize: 16, diagramMarginX: 0, wrapPadding: 4, boxMargin: 6, messageMargin: 30, mirrorActors: false},
  er: {fontSize: 16, nodeSpacing: 6, minEntityWidth: 60, entityPadding: 6, diagramPadding: 2},
};
