const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year:
 * 'numeric', timeZone: 'UTC'})` writes it ("Nov 22, 2026"), without creating
 * a formatter: creating the first one is among the costliest steps of a
 * page's start-up on a phone. tests/unit/helpers.spec.ts checks it against Intl.
 */
export function formatDateEn(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
