// What src/plugins/try-it writes for the panel (see its generate.ts).
declare module '@generated/companylens-try-it/default/validators.js' {
  const validators: Record<string, unknown>;
  export = validators;
}
declare module '@generated/companylens-try-it/default/facts.json' {
  const facts: import('../../lib/tryIt/facts').TryItFacts;
  export default facts;
}
