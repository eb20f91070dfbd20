/**
 * Shows a new announcement on the first page load after its id changes.
 * Docusaurus hides the bar before hydration when the stored dismissal is
 * "true" (an inline script sets data-announcement-bar-initially-dismissed),
 * without checking that the dismissal was for the same announcement id; React
 * then resets the dismissal but the attribute keeps the bar hidden until the
 * next load.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

const ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

if (ExecutionEnvironment.canUseDOM) {
  const id = (siteConfig.themeConfig as {announcementBar?: {id: string}}).announcementBar?.id;
  try {
    const seen = localStorage.getItem('docusaurus.announcement.id');
    if (id && seen !== null && seen !== id) document.documentElement.setAttribute(ATTRIBUTE, 'false');
  } catch {
    // storage unavailable: nothing was dismissed
  }
}
