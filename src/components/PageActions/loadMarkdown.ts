/**
 * Fetches a page's Markdown twin for "Copy page". Loaded on the first click
 * (dynamic import), so a first visit does not carry it.
 */
export async function loadMarkdown(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  // A server that answers a missing file with an HTML page (a single-page-app
  // fallback) would otherwise put the HTML on the clipboard.
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('text/html')) {
    throw new Error(`Markdown of this page not available: ${url} answered ${response.status} ${type}`);
  }
  return response.text();
}
