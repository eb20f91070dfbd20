/**
 * Where the site is served, read at build time from the environment (Node only): SITE_URL is
 * the origin, BASE_URL the path under it (for example '/docs/' on a shared host). The site's
 * config and the writers' check read it here.
 */
export const siteAddress = () => ({url: process.env.SITE_URL ?? 'https://docs.companylens.co.uk', baseUrl: process.env.BASE_URL ?? '/'});
