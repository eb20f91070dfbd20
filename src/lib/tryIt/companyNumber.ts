/**
 * Company numbers normalised as the server normalises them, by the rule
 * /concepts/company-identifiers documents (its examples table is checked
 * against this function in tests/unit/try-it.spec.ts). The error for a value
 * that is no company number is the tool error of tool-docs.json; the one for
 * an empty value is the page's own.
 */
import toolDocs from '../../data/tool-docs.json';

/** The argument that takes a company number, in every tool that has one. */
export const COMPANY_NUMBER_ARGUMENT = 'company_number';

/** What the server answers for a value with nothing left after trimming and removing spaces. */
const EMPTY_COMPANY_NUMBER = 'Enter a company number.';

/** The tool error for a value that cannot be a company number, with `{input}` to fill. */
const NOT_A_NUMBER = toolDocs.get_company_details.errors.find((e) => e.message.includes('{input}'))!.message;

export type Normalised = {ok: true; value: string} | {ok: false; message: string};

export function normaliseCompanyNumber(input: string): Normalised {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (!compact) return {ok: false, message: EMPTY_COMPANY_NUMBER};
  let value = compact;
  const prefixed = /^([A-Z]{2}|R0)([0-9]{1,6})$/.exec(compact);
  if (/^[0-9]{1,8}$/.test(compact)) value = compact.padStart(8, '0');
  else if (prefixed) value = prefixed[1] + prefixed[2].padStart(6, '0');
  if (!/^[A-Z0-9]{8}$/.test(value)) return {ok: false, message: NOT_A_NUMBER.replace('{input}', input.trim())};
  return {ok: true, value};
}
