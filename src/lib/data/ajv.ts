/**
 * The site's one Ajv: JSON Schema 2020-12 with every error, strict (a keyword Ajv does not know
 * is an error, not ignored) and the formats. The writers' example check
 * (src/writers/rules/examples.ts), the Try it validators (src/plugins/try-it/validators.ts) and
 * the agent skill's argument check (src/plugins/agent-skill/vocabulary.ts) make theirs here, so
 * a page's example, the form and the skill accept the same values. Build-time code only: Ajv
 * never reaches a page (the Try it panel gets Ajv's standalone output).
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** `source`: keep each validator's code, for Ajv's standalone output. */
export function createAjv({source = false}: {source?: boolean} = {}): Ajv2020 {
  const ajv = new Ajv2020({allErrors: true, strict: true, ...(source && {code: {source: true}})});
  addFormats(ajv);
  return ajv;
}
