/**
 * The shape every normalised company number has: 8 letters or digits. Most are
 * 8 digits or a 2-character prefix and 6 digits, but registered societies and
 * some other numbers end in a letter (Co-operative Group Ltd is IP00525R), so
 * the last six characters are not required to be digits.
 */
export const COMPANY_NUMBER_PATTERN = /^[A-Z0-9]{8}$/;

export type NormaliseResult =
  | {ok: true; value: string}
  | {ok: false; value: string; error: string};

/**
 * Normalises a company number the way the CompanyLens server does before it
 * calls Companies House: trim, drop spaces, upper-case, left-pad an all-digit
 * number to 8 digits, pad the digits after a 2-letter prefix (or the old
 * Northern Ireland prefix R0) to 6, then require 8 letters or digits.
 */
export function normaliseCompanyNumber(input: string): NormaliseResult {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact === '') return {ok: false, value: compact, error: 'Enter a company number.'};
  let value = compact;
  if (/^\d{1,8}$/.test(compact)) {
    value = compact.padStart(8, '0');
  } else {
    const m = /^([A-Z]{2}|R0)(\d{1,6})$/.exec(compact);
    if (m) value = m[1] + m[2].padStart(6, '0');
  }
  if (!COMPANY_NUMBER_PATTERN.test(value)) {
    return {
      ok: false,
      value,
      error: `"${input.trim()}" is not a company number: expected 8 letters or digits, such as 00445790, SC012345 or IP00525R.`,
    };
  }
  return {ok: true, value};
}
