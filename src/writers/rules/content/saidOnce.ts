/**
 * Facts said once: each fact below has one home, a section of one page, and
 * every other page links there instead of saying it again, so the fact can
 * change in one place. One content rule per fact reports a restatement on any
 * other page (a page a writer adds included) with its file and line, and the
 * fix: delete it and link the home. CONTRIBUTING.md ("Where each kind of fact
 * lives") lists the same homes for writers. Components that render a fact
 * from src/data (a tool page's <ToolUpstream>) are not pages and are not read.
 */
import {exampleObjects, matches, prose, type Finding, type Page, type Rule} from './text';

export const RATE_LIMIT_HOME = '/getting-started/installation#companies-house-rate-limit-reached';
export const INSTALLATION = 'docs/getting-started/installation.mdx';
const NULL_HOME = '/api/tools/quick-financial-summary#why-figures-are-null';
const FIELDS_HOME = '/api/tools/quick-financial-summary#how-the-fields-map-to-the-accounts';
const REFORMS_HOME = '/api/tools/quick-financial-summary#accounts-filing-reforms';
const QFS = 'docs/api/tools/quick-financial-summary.mdx';
const DUE_DILIGENCE = 'docs/examples/due-diligence.mdx';
const DEADLINE_HOME = '/examples/due-diligence#status-and-filing-position';
const PENNINE_RATIOS_HOME = '/examples/due-diligence#step-2-pennine-freight-services-balance-sheet-warnings';
const HARBOUR_LANE_RATIOS_HOME = '/api/tools/calculate-financial-ratios#example';

/** A worked `calculate_financial_ratios` result for one company, in a page's JSON examples: one finding per block. */
function ratioResults(company: string, name: string) {
  return (page: Page): Finding[] => {
    const lines = exampleObjects(page.text).filter(({value}) => value.company_number === company && Array.isArray(value.ratios) && typeof value.ratios[0] === 'object').map((o) => o.line);
    return [...new Set(lines)].map((line) => ({line, found: `${name}'s ratios from calculate_financial_ratios`}));
  };
}

/** The prose with Mermaid diagrams kept: a diagram's words are read like a paragraph's. */
function proseAndDiagrams(text: string): string {
  return text.replace(/^(\s*)(`{3,}|~{3,})(?!mermaid)[^\n]*\n[\s\S]*?^\1\2\s*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

interface Fact {
  /** The rule's name: `<fact>-once`. */
  name: string;
  /** The fact, for the message: "<fact> is said once, in <home>". */
  fact: string;
  /** The page that says it, from the repository root. */
  file: string;
  /** The section the other pages link to. */
  anchor: string;
  /** A restatement of the fact, in the prose. */
  re?: RegExp;
  /** Or a finder of restatements anywhere in the page (a worked output in its examples). */
  find?: (page: Page) => Finding[];
  /** Where `re` is looked for: the prose (default), or the prose and diagrams. */
  where?: 'prose' | 'diagrams';
  /**
   * The home page says it once too: each distinct match after the first there
   * is a copy (for a fact that was repeated within its own page). Its other
   * mentions link the section, in the page (`](#id)`) when no other page needs to.
   */
  onceInHome?: boolean;
  /** What the rule says and how to fix, when not the usual wording. */
  about?: string;
  fix?: string;
  catches: string;
  passes: string;
}

const FACTS: Fact[] = [
  {
    name: 'rate-limit-once',
    fact: 'the Companies House rate limit (600 requests per 5 minutes, per application)',
    file: INSTALLATION,
    anchor: RATE_LIMIT_HOME,
    re: /\b600 (requests|calls)\b|\b600\b[^.\n]{0,40}\b(5|five)[- ]minute/i,
    fix: `delete the figures here and link ${RATE_LIMIT_HOME}`,
    catches: 'Companies House allows 600 requests every five minutes.',
    passes: `Each call counts against [the Companies House rate limit](${RATE_LIMIT_HOME}).`,
  },
  {
    name: 'cache-duration-once',
    fact: 'how long the server caches answers',
    file: INSTALLATION,
    anchor: RATE_LIMIT_HOME,
    re: /\b\d+ minutes? per server process|\b\d+-minute cache|\bcached? [^.\n]*\bfor \d+ (minutes?|hours?|seconds?)|within \d+ minutes/i,
    about: 'how long the server caches answers is stated once, on the installation page, so it can change in one place',
    fix: `delete the duration here and link ${RATE_LIMIT_HOME}`,
    catches: 'Answers are cached for 10 minutes, so asking again is free.',
    passes: `Repeat questions get cached answers ([how long](${RATE_LIMIT_HOME})).`,
  },
  {
    name: 'retry-policy-once',
    fact: 'how the server retries a failing Companies House request (attempts and waits)',
    file: INSTALLATION,
    anchor: RATE_LIMIT_HOME,
    re: /\b(3|three) attempts\b|\bretried\b[^.\n]{0,30}\b\d+ times\b|\bwaits? (of )?1 (second|s)\b|\b1 and (then )?2 seconds\b/i,
    where: 'diagrams',
    catches: 'The server gave up after 3 attempts, waiting 1 second and then 2 seconds.',
    passes: `The server gave up ([when it retries](${RATE_LIMIT_HOME})).`,
  },
  {
    name: 'date-of-birth-once',
    fact: 'that an officer\'s date of birth has a month and year only',
    file: 'docs/concepts/data-model.mdx',
    anchor: '/concepts/data-model#date-of-birth-month-and-year-only',
    re: /\bmonth and year\b/i,
    catches: 'Dates of birth have a month and year only.',
    passes: '`date_of_birth` is [not a full date](/concepts/data-model#date-of-birth-month-and-year-only).',
  },
  {
    name: 'null-not-zero-once',
    fact: 'that a null figure is not zero',
    file: QFS,
    anchor: NULL_HOME,
    re: /\bnever (means )?(zero|`0`)|\bnever as zero\b|\bis not (zero|`0`)|\bas if (it|`null`) were (zero|`0`)|\bread as (zero|`0`)|\bnot the same as (zero|`0`)/i,
    catches: 'A `null` turnover is not zero.',
    passes: `A \`null\` turnover was [not filed](${NULL_HOME}).`,
  },
  {
    name: 'no-profit-and-loss-once',
    fact: 'which accounts leave the profit and loss account out (micro-entity, filleted) or its turnover (abridged)',
    file: QFS,
    anchor: NULL_HOME,
    re: /\b(micro-entit\w*|small[- ]compan\w*|filleted)\b[^.\n]{0,100}\b(no|without|leave\w*|left|omit\w*|none)\b[^.\n]{0,40}\bprofit and loss account|\bmicro-entity that filed none\b|\babridged\b[^.\n]{0,100}\b(turnover|gross profit or loss)\b/i,
    catches: 'Abridged accounts fold turnover into gross profit, so the margins are null.',
    passes: `Brightwell's accounts have no profit and loss account ([which accounts leave it out](${NULL_HOME})).`,
  },
  {
    name: 'accounts-reforms-once',
    fact: 'the accounts filing reforms of the Economic Crime and Corporate Transparency Act 2023, and the date they hold from',
    file: QFS,
    anchor: REFORMS_HOME,
    re: /\bEconomic Crime and Corporate Transparency\b|\bECCTA?\b|\bsoftware[- ]only\b|\babridged accounts\b[^.\n]{0,40}\b(will|are to|are set to|no longer)\b|\b(will|must) (have to )?file (a|their) profit and loss account/i,
    catches: 'Under the Economic Crime and Corporate Transparency Act 2023, micro-entities will have to file a profit and loss account.',
    passes: `For now, paper-filed accounts have no figures ([what is set to change](${REFORMS_HOME})).`,
  },
  {
    name: 'total-assets-once',
    fact: 'how `total_assets` is worked out',
    file: QFS,
    anchor: FIELDS_HOME,
    re: /`total_assets`[^.\n]{0,20}\b(is|are) \[?(derived|calculated|computed|worked out)|\bthe derived `total_assets`|\bfixed(_assets`?| assets)? (\+|plus) `?current[_ ]assets/i,
    catches: '`total_assets` is derived from the other figures.',
    passes: `[How the fields map to the accounts](${FIELDS_HOME}) says where \`total_assets\` comes from.`,
  },
  {
    name: 'strike-off-once',
    fact: 'what `active-proposal-to-strike-off` means',
    file: 'docs/reference/data-fields.mdx',
    anchor: '/reference/data-fields#company_status-values',
    re: /\bproposal to strike\b|\bpending strike-off\b|\bproposing to strike\b|\bpending proposal\b/i,
    catches: 'The company has a pending proposal to strike it off.',
    passes: 'Look for `active-proposal-to-strike-off` ([what it means](/reference/data-fields#company_status-values)).',
  },
  {
    name: 'normalisation-once',
    fact: 'how a company number is normalised (padding, spaces, case)',
    file: 'docs/concepts/company-identifiers.mdx',
    anchor: '/concepts/company-identifiers#how-companylens-normalises-input',
    re: /\b(zero-)?padded\b[^.\n]{0,20}\bto (6|8)\b|\bpads? [^.\n]{0,30}\bto (6|8)\b|`[a-z]{2} ?\d{4,6}` becomes `[A-Z]{2}\d{6}`|`\d{5,7}` becomes `0\d{7}`/i,
    catches: 'All-digit numbers are zero-padded to 8 digits: `4567123` becomes `04567123`.',
    passes: 'The number is normalised first ([how](/concepts/company-identifiers#how-companylens-normalises-input)).',
  },
  {
    name: 'text-and-structured-once',
    fact: 'that every result carries its JSON twice, as text and as `structuredContent`',
    file: 'docs/concepts/mcp-protocol.mdx',
    anchor: '/concepts/mcp-protocol#toolscall',
    re: /\bresult twice\b|\bcarries it twice\b|\bsame JSON\b[^.\n]{0,60}(`structuredContent`|text)|`structuredContent`[^.\n]{0,60}\bsame JSON\b|\bsame JSON also arrives as text\b/i,
    catches: 'The text block carries the same JSON as `structuredContent`.',
    passes: 'The reply holds the matches ([in two forms](/concepts/mcp-protocol#toolscall)).',
  },
  {
    name: 'quit-claude-desktop-once',
    fact: 'that Claude Desktop must be quit, not just closed, to read its configuration',
    file: INSTALLATION,
    anchor: '/getting-started/installation#claude-desktop',
    re: /\bquit\b[^.\n]{0,40}\bClaude Desktop\b|\bClaude Desktop\b[^.\n]{0,80}\b(quit|⌘Q)\b|Claude → Quit/i,
    catches: 'Claude Desktop has to be quit completely.',
    passes: 'Restart the client ([Claude Desktop](/getting-started/installation#claude-desktop) needs a full restart).',
  },
  {
    name: 'protocol-revisions-once',
    fact: 'which MCP revisions the server supports',
    file: 'docs/concepts/mcp-protocol.mdx',
    anchor: '/concepts/mcp-protocol#protocol-revisions',
    re: /`\d{4}-\d\d-\d\d`(\s*\([^)]*\))?,?\s+(and|or)\s+`\d{4}-\d\d-\d\d`/,
    catches: 'The server speaks `2025-11-25` (preferred) and `2025-06-18`.',
    passes: 'The server answers with a revision it supports ([which](/concepts/mcp-protocol#protocol-revisions)).',
  },
  {
    name: 'pennine-deadline-once',
    fact: "Pennine's confirmation statement deadline (16 October 2025) and the day it became overdue",
    file: DUE_DILIGENCE,
    anchor: DEADLINE_HOME,
    re: /\b1[67] October 2025\b|`2025-10-1[67]`/,
    onceInHome: true,
    catches: 'Its confirmation statement has been overdue since 17 October 2025.',
    passes: 'Its confirmation statement is [overdue](/examples/due-diligence#status-and-filing-position).',
  },
  {
    name: 'pennine-ratios-once',
    fact: "PENNINE FREIGHT SERVICES LTD's worked calculate_financial_ratios result",
    file: DUE_DILIGENCE,
    anchor: PENNINE_RATIOS_HOME,
    find: ratioResults('04567123', 'PENNINE FREIGHT SERVICES LTD'),
    fix: `delete the result here, say what it shows, and link ${PENNINE_RATIOS_HOME}`,
    catches: '```json\n{"structuredContent": {"company_number": "04567123", "ratios": [{"name": "current_ratio", "value": 0.5594}]}}\n```',
    passes: `[Due diligence](${PENNINE_RATIOS_HOME}) has Pennine's ratios.`,
  },
  {
    name: 'harbour-lane-ratios-once',
    fact: "HARBOUR LANE ROASTERS LTD's worked calculate_financial_ratios result",
    file: 'docs/api/tools/calculate-financial-ratios.mdx',
    anchor: HARBOUR_LANE_RATIOS_HOME,
    find: ratioResults('11223344', 'HARBOUR LANE ROASTERS LTD'),
    fix: `delete the result here, say which of its ratios it holds, and link ${HARBOUR_LANE_RATIOS_HOME}`,
    catches: '```json\n{"structuredContent": {"company_number": "11223344", "ratios": [{"name": "current_ratio", "value": 1.8666}]}}\n```',
    passes: `The reply holds seven of the ratios in [the example](${HARBOUR_LANE_RATIOS_HOME}).`,
  },
];

/** Restatements of a fact on a page: any away from its home; at home, with onceInHome, each distinct one after its first. */
function restatements(f: Fact, page: Page): Finding[] {
  const atHome = page.file === f.file;
  if (atHome && !f.onceInHome) return [];
  const found = f.find ? f.find(page) : matches(f.where === 'diagrams' ? proseAndDiagrams(page.text) : prose(page.text), f.re!);
  if (!atHome) return found;
  const seen = new Set<string>();
  return found.filter((x) => seen.has(x.found) || !seen.add(x.found));
}

/** The facts and their homes, for CONTRIBUTING.md's list and the tests. */
export const FACT_HOMES: readonly {name: string; fact: string; file: string; anchor: string; onceInHome: boolean}[] = FACTS.map(({name, fact, file, anchor, onceInHome}) => ({
  name,
  fact,
  file,
  anchor,
  onceInHome: !!onceInHome,
}));

export const SAID_ONCE: readonly Rule[] = FACTS.map((f) => ({
  name: f.name,
  about: f.about ?? `${f.fact} is said once, in ${f.file}, so it can change in one place`,
  fix: f.fix ?? `delete it here and link ${f.anchor}`,
  check: (page: Page) => restatements(f, page),
  catches: f.catches,
  passes: f.passes,
}));
