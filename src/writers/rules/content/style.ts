/**
 * The style rules: how the house writes what a spelling dictionary lets through (CONTRIBUTING.md,
 * "Voice and spelling"). Like the fact rules (./rules.ts), each has a sample it must catch and
 * one it must let through (./rules.spec.ts runs them all).
 */
import {matches, prose, type Page, type Rule} from './text';

/** The prose a reader reads: code blocks, inline code and link targets blanked, lines and columns kept. */
const readText = (page: Page) =>
  prose(page.text)
    .replace(/`[^`\n]*`/g, (c) => ' '.repeat(c.length))
    .replace(/\]\([^)\n]*\)/g, (l) => ' '.repeat(l.length));

export const STYLE_RULES: readonly Rule[] = [
  {
    name: 'dates-in-full',
    about: 'a date in prose is written as "17 October 2025", not abbreviated or in ISO form (values in code keep theirs)',
    fix: 'write the day, the month in full and the year, or put a field value in backticks',
    check: (page) =>
      matches(readText(page), /\b\d{1,2} (Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b(?!\w)|(?<![\w/-])\d{4}-\d\d-\d\d\b|\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/),
    catches: 'Due by 16 Oct 2025 and filed on 2025-10-20.',
    passes: 'Due by 16 October 2025 (`next_due` is `2025-10-16`, [the rule](/concepts/data-model#confirmation-dates)).',
  },
  {
    // British English spells the noun "licence" and the verb "license"; the dictionary takes both
    name: 'licence-noun',
    about: 'in British English the noun is "licence" (a trading licence, the licence terms); "license" is the verb',
    fix: 'write "licence" (plural "licences"); keep "license" only for the verb ("to license", "they license")',
    check: (page) => matches(readText(page), /(?<!\b(?:to|will|would|may|might|must|can|could|shall|should|we|they|you|I|it|he|she|them|us|not|who|which|that) )\blicen[sc]es?\b(?<!\blicences?)/i),
    catches: 'The company holds a trading license; both licenses are on the register.',
    passes: 'The company holds a trading licence, which lets it license others (see `license_status`).',
  },
];
