// What src/plugins/try-it writes for the panel (see its generate.ts and validators.ts).
declare module '@generated/companylens-try-it/default/validators.js' {
  /** Ajv's standalone validate function of one tool's input schema: whether the arguments pass, and the last call's errors. */
  type Validate = ((args: unknown) => boolean) & {errors?: import('../../lib/tryIt/form').SchemaError[] | null};
  const validators: Record<string, Validate>;
  export = validators;
}
declare module '@generated/companylens-try-it/default/facts.json' {
  const facts: import('../../lib/tryIt/facts').TryItFacts;
  export default facts;
}
