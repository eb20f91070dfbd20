/**
 * The service's one Ajv: JSON Schema 2020-12 with formats, every error collected, unknown
 * keywords allowed (MCP tool schemas carry annotations of their own). The MCP server's
 * argument checks (mcp/validate.ts, shared with the SDK's validator) and the feedback routes'
 * bodies (feedback/validate.ts) are checked on instances it makes.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({strict: false, validateFormats: true, validateSchema: false, allErrors: true});
  addFormats(ajv);
  return ajv;
}
