/** A refusal of the command's input, printed as one line with exit code 2 (cli.ts). */
export class Stop extends Error {}
