const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A date as the site's language, en-GB, writes it in full ("24 November
 * 2026"), in UTC: what `Intl.DateTimeFormat('en-GB', {day: 'numeric', month:
 * 'long', year: 'numeric', timeZone: 'UTC'})` writes, without creating a
 * formatter (creating the first one is among the costliest steps of a page's
 * start-up on a phone). tests/unit/helpers.spec.ts checks it against Intl.
 */
export function formatDateGb(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
