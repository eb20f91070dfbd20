/** What the result-tokens plugin hands the browser: its name and data shape, and the encoding it counts with. */
export const PLUGIN_NAME = 'companylens-result-tokens';
export const ENCODING = 'o200k_base';

/** Per tool: the token count of each example result on its page, smallest first. */
export type ResultTokens = Record<string, number[]>;
