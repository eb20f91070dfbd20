const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year:
 * 'numeric', timeZone: 'UTC'})` writes it ("Nov 22, 2026"), without creating
 * a formatter: the first one a page creates costs some 30 ms of main thread
 * (about 130 ms on Lighthouse's phone CPU). tests/unit/helpers.spec.ts checks
 * it against Intl.
 */
export function formatDateEn(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
