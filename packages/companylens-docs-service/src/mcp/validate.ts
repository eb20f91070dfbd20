/**
 * Tool arguments checked against the tool's input schema on one Ajv instance the SDK's validator
 * shares, made by the service's one Ajv factory (../ajv.ts). A failure is described as the
 * SDK describes it (Ajv's `data/path message`, joined with ", "), and a value outside a list
 * also names the values the list allows.
 */
import type {ErrorObject} from 'ajv/dist/2020';
import {AjvJsonSchemaValidator} from '@modelcontextprotocol/server/validators/ajv';
import {createAjv} from '../ajv';

export type ArgsCheck = (args: unknown) => {valid: boolean; errorMessage?: string};

/** Ajv's errors in one line, each allowed value of an `enum` listed. */
function describeErrors(errors: readonly ErrorObject[]): string {
  return errors
    .map((e) => {
      const allowed = e.keyword === 'enum' ? (e.params as {allowedValues?: unknown[]}).allowedValues : undefined;
      return `data${e.instancePath} ${e.message}${allowed ? `: ${allowed.map((v) => JSON.stringify(v)).join(', ')}` : ''}`;
    })
    .join(', ');
}

export function createValidators(): {sdk: AjvJsonSchemaValidator; args: (schema: object) => ArgsCheck} {
  const ajv = createAjv();
  return {
    sdk: new AjvJsonSchemaValidator(ajv),
    args(schema) {
      const check = ajv.compile(schema);
      return (args) => (check(args) ? {valid: true} : {valid: false, errorMessage: describeErrors(check.errors ?? [])});
    },
  };
}
