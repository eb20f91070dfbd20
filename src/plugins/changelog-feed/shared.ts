/** The changelog's Atom feed, at the root of the build (what the page, llms.txt and the `<link rel="alternate">` name). */
export const CHANGELOG_FEED_FILE = 'changelog.xml';
