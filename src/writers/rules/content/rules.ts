/**
 * The content rules: mistakes a review found in these docs, as checks that run
 * on every page in docs/ (and the data files where a rule says so), so a page a
 * writer adds cannot bring one back. Each rule has a name, says what it found
 * and where (`file:line`), and how to fix it, like the build's checks
 * (CONTRIBUTING.md, "The checks"); each carries a sample it must catch and, where
 * a near miss is likely, one it must let through (./rules.spec.ts).
 * Checks of one page's own wording are in that page's test
 * (tests/unit/facts-pages.spec.ts), not here. ./index.ts turns findings into
 * the check's problems; what the example rules compute is in ./exampleFacts.ts.
 */
import {exampleObjects, forbid, matches, prose, type Finding, type Rule} from './text';
import {addDays, addMonths, confirmationDate, exactName, lineOfField} from './exampleFacts';
import {INSTALLATION, RATE_LIMIT_HOME, SAID_ONCE} from './saidOnce';
import {STYLE_RULES} from './style';

export {prose, type Page, type Rule} from './text';

/** Where a fact is explained, for the rules that ask a page to link it. */
const RATE_LIMIT = RATE_LIMIT_HOME;
const STRIKE_OFF_HOME = '/reference/data-fields#company_status-values';
const PERSONAL_DATA = '/legal/privacy-policy#company-data-and-personal-data';

export const RULES: readonly Rule[] = [
  {
    name: 'company-number-length',
    about: 'a company number is 8 characters and can end in a letter (IP00525R), not "up to 6 digits"',
    fix: 'describe it as 8 letters or digits, or link /concepts/company-identifiers',
    data: true,
    check: forbid(/up to 6 digits|\{2\}(\[0-9\]|\\d)\{6\}/),
    catches: 'A prefix and up to 6 digits.',
  },
  {
    name: 'claude-code-option-order',
    about: 'in `claude mcp add`, `-e` takes several values, so it goes after the server name',
    fix: 'write `claude mcp add companylens -e KEY=value -- npx -y companylens-mcp` (the Claude Code panel of <ClientConfigTabs /> shows it)',
    check: (page) => [
      ...matches(page.text, /options go before the (server )?name/i),
      ...matches(page.text, /claude mcp add [^\n]*/).filter((f) => / -e \S+ (?!--)[a-z]/.test(f.found)),
    ],
    catches: 'Run `claude mcp add -e COMPANIES_HOUSE_API_KEY=x companylens -- npx -y companylens-mcp`.',
    passes: 'Run `claude mcp add companylens -e COMPANIES_HOUSE_API_KEY=x -- npx -y companylens-mcp`.',
  },
  {
    name: 'no-extra-api-keys',
    about: 'Companies House may ban applications that get round the rate limit, so no page suggests more keys',
    fix: `suggest spreading the work over time instead, and link ${RATE_LIMIT}`,
    check: forbid(/(their|its|a separate|a second|another) (own )?(API )?key\b/i),
    catches: 'For a big job, give each worker its own key.',
  },
  {
    name: 'no-calls-per-window',
    about: 'a call costs a varying number of requests (up to a maximum, plus retries), so no page computes calls per rate-limit window',
    fix: 'say "up to" and link the tool page\'s "Rate limits" section',
    check: forbid(/\b150 (summaries|calls|companies)\b/),
    catches: 'That is 150 summaries every five minutes.',
  },
  {
    name: 'qfs-request-count',
    about: '`quick_financial_summary` costs up to four requests, not always four',
    fix: 'write "up to four"',
    check: forbid(/(?<!up to )\bfour (requests )?for `quick_financial_summary`/),
    catches: 'It makes four requests for `quick_financial_summary`.',
    passes: 'It makes up to four requests for `quick_financial_summary`.',
  },
  {
    name: 'rate-limit-not-per-key',
    about: 'Companies House\'s rate-limiting guide sets the limit per application ("Per application rates") and says nothing of a limit per key',
    fix: `say "per application", as the guide does, and link ${RATE_LIMIT}`,
    data: true,
    check: forbid(/per (API )?key\b|for each API key|your (API )?key allows/),
    catches: 'The limit is 600 requests per key.',
  },
  {
    name: 'date-of-birth-on-register',
    about: 'the register has shown only month and year of birth since 10 October 2015, but older filings can show the day',
    fix: 'link /concepts/data-model#date-of-birth-month-and-year-only instead of saying the day is never published',
    data: true,
    check: forbid(/never publish|publishes only the month|day is never published|day of birth is never/i),
    catches: 'Companies House never publishes the day of birth.',
  },
  {
    name: 'stateless-revision-start-up',
    about: 'a `2026-07-28` client sends no `initialize`; a client that speaks older revisions too probes with `server/discover`',
    fix: 'link /concepts/mcp-protocol#version-negotiation instead of describing the start-up',
    check: (page) => [
      ...matches(prose(page.text), /(asks?|propos\w*|requests?) (for )?[^.\n]*`2026-07-28`/),
      ...matches(prose(page.text), /`2026-07-28`[^.\n]*in `initialize`/),
    ],
    catches: 'The client asks for `2026-07-28` first.',
  },
  {
    name: 'initialize-fallback-once',
    about: 'how a client falls back from `2026-07-28` is explained once, on the MCP protocol page',
    fix: 'link /concepts/mcp-protocol#version-negotiation instead',
    check: (page) => (page.file === 'docs/concepts/mcp-protocol.mdx' ? [] : forbid(/falls back to `initialize`/, 'prose')(page)),
    catches: 'The client then falls back to `initialize`.',
  },
  {
    name: 'number-padding',
    about: 'a page that says numbers are padded to 8 characters also says a prefixed number pads its digits to 6',
    fix: 'add "SC12345 becomes SC012345", or link /concepts/company-identifiers#how-companylens-normalises-input',
    check: (page) =>
      /SC0?12345`? (becomes|→)|`SC012345`/.test(page.text) ? [] : matches(page.text, /zero-padded to 8|padded with zeros to 8/),
    catches: 'Numbers are zero-padded to 8 characters.',
    passes: 'Numbers are zero-padded to 8 characters; a prefixed one pads its digits, so `SC12345` becomes `SC012345`.',
  },
  {
    name: 'exact-match',
    about: '`get_company_by_name` reports `exact` only when the names are equal after normalising (case, punctuation, LTD = LIMITED, PLC = PUBLIC LIMITED COMPANY)',
    fix: 'set `match_type` to `exact` for equal names and `best_match` otherwise',
    check: (page) =>
      exampleObjects(page.text).flatMap((ex) => {
        const {match_type: type, query, company} = ex.value as {match_type?: string; query?: string; company?: {company_name?: string}};
        if (!type || !query || !company?.company_name) return [];
        const same = exactName(query) === exactName(company.company_name);
        return same === (type === 'exact') ? [] : [{line: lineOfField(ex, 'match_type', type), found: `"${query}" against "${company.company_name}" is ${type}`}];
      }),
    catches: '```json\n{"query": "Acme", "match_type": "exact", "company": {"company_name": "ACME TRADING LTD"}}\n```',
    passes: '```json\n{"query": "Acme Trading Limited", "match_type": "exact", "company": {"company_name": "ACME TRADING LTD"}}\n```',
  },
  {
    name: 'llp-sic-codes',
    about: 'that LLPs report SIC codes is not verified, so no example gives one any',
    fix: 'give the LLP an empty `sic_codes` list',
    check: (page) =>
      exampleObjects(page.text)
        .filter(({value}) => (value.type === 'llp' || value.company_type === 'llp') && Array.isArray(value.sic_codes) && value.sic_codes.length > 0)
        .map((ex) => ({line: ex.line, found: `LLP ${String(ex.value.company_number)} with SIC codes`})),
    catches: '```json\n{"company_number": "OC398765", "type": "llp", "sic_codes": [{"code": "35110"}]}\n```',
  },
  {
    name: 'accounts-due-date',
    about: 'next accounts are due nine months (a plc six) after the end of the year that follows the last accounts (Companies Act 2006 s442)',
    fix: 'set `next_accounts_due_on` to the date given',
    check: (page) =>
      exampleObjects(page.text).flatMap((ex) => {
        const accounts = ex.value.accounts as {last_accounts_made_up_to?: string; next_accounts_due_on?: string} | undefined;
        if (!accounts?.last_accounts_made_up_to || !accounts.next_accounts_due_on) return [];
        const expected = addMonths(addMonths(accounts.last_accounts_made_up_to, 12), ex.value.type === 'plc' ? 6 : 9);
        if (accounts.next_accounts_due_on === expected) return [];
        return [{line: lineOfField(ex, 'next_accounts_due_on', accounts.next_accounts_due_on), found: `${String(ex.value.company_name)}: next_accounts_due_on ${accounts.next_accounts_due_on}`, fix: `it is ${expected}`}];
      }),
    catches: '```json\n{"company_name": "X LTD", "type": "ltd", "accounts": {"last_accounts_made_up_to": "2025-03-31", "next_accounts_due_on": "2026-03-31"}}\n```',
    passes: '```json\n{"company_name": "X LTD", "type": "ltd", "accounts": {"last_accounts_made_up_to": "2025-03-31", "next_accounts_due_on": "2026-12-31"}}\n```',
  },
  {
    name: 'confirmation-dates',
    about:
      'a confirmation statement is made up to the incorporation anniversary for a company incorporated on or before 30 June 2015, to the day before it for one incorporated from 1 July 2015, and is due 14 days later (/concepts/data-model#confirmation-dates)',
    fix: 'use the dates given',
    check: (page) =>
      exampleObjects(page.text).flatMap((ex) => {
        const created = ex.value.date_of_creation as string | undefined;
        const cs = ex.value.confirmation_statement as {last_made_up_to?: string; next_due?: string} | undefined;
        if (!created || !cs?.last_made_up_to || !cs.next_due) return [];
        const made = confirmationDate(created, Number(cs.last_made_up_to.slice(0, 4)));
        const due = addDays(confirmationDate(created, Number(cs.last_made_up_to.slice(0, 4)) + 1), 14);
        const out: Finding[] = [];
        if (cs.last_made_up_to !== made) {
          out.push({line: lineOfField(ex, 'last_made_up_to', cs.last_made_up_to), found: `${String(ex.value.company_name)} (incorporated ${created}): last_made_up_to ${cs.last_made_up_to}`, fix: `it is ${made}`});
        }
        if (cs.next_due !== due) {
          out.push({line: lineOfField(ex, 'next_due', cs.next_due), found: `${String(ex.value.company_name)}: next_due ${cs.next_due}`, fix: `it is ${due}, 14 days after the next made-up date`});
        }
        return out;
      }),
    catches: '```json\n{"company_name": "OLD LTD", "date_of_creation": "2013-11-21", "confirmation_statement": {"last_made_up_to": "2025-11-20", "next_due": "2026-12-04"}}\n```',
    passes: '```json\n{"company_name": "NEW LTD", "date_of_creation": "2018-03-14", "confirmation_statement": {"last_made_up_to": "2026-03-13", "next_due": "2027-03-27"}}\n```',
  },
  {
    name: 'figures-add-up',
    about: 'in an example period, `net_assets` is `total_assets` − `current_liabilities` − `long_term_liabilities` (the examples show no provisions)',
    fix: 'correct the figures so they add up',
    check: (page) =>
      exampleObjects(page.text).flatMap((ex) => {
        const {total_assets: ta, current_liabilities: cl, long_term_liabilities: lt, net_assets: na} = ex.value as Record<string, number | null>;
        if (typeof na !== 'number' || typeof ta !== 'number' || typeof cl !== 'number' || ta - cl - (lt ?? 0) === na) return [];
        return [{line: lineOfField(ex, 'net_assets', na), found: `net_assets ${na}, but ${ta} − ${cl} − ${lt ?? 0} = ${ta - cl - (lt ?? 0)}`}];
      }),
    catches: '```json\n{"total_assets": 100, "current_liabilities": 30, "long_term_liabilities": 20, "net_assets": 60}\n```',
  },
  {
    name: 'sic-code-digits',
    about: 'a SIC code can have four digits (SIC 2003 codes are passed through), so no page says it always has five',
    fix: 'link /reference/sic-codes#how-the-codes-work',
    check: forbid(/5-character string of digits|Five-digit strings|5-digit `code`|four five-digit|always five digits/i, 'prose'),
    catches: 'A SIC code is always five digits.',
  },
  {
    name: 'sic-codes-per-entity',
    about: 'companies give up to four SIC codes, but other entities, such as LLPs, may have none',
    fix: 'say "a company gives up to four"',
    check: forbid(/Every company on the register gives up to four/),
    catches: 'Every company on the register gives up to four codes.',
  },
  {
    name: 'strike-off-proposal',
    about: '`active-proposal-to-strike-off` is a proposal, not an outcome; it is explained once, in Data fields',
    fix: `say a proposal is pending and link ${STRIKE_OFF_HOME}`,
    check: (page) => {
      const body = prose(page.text);
      const out = matches(body, /will be struck off|strike-off notice has been issued|notice that it will be/);
      if (page.file !== 'docs/reference/data-fields.mdx' && !body.includes(STRIKE_OFF_HOME)) {
        out.push(...matches(body, /`active-proposal-to-strike-off` (means|marks)|It means a proposal/));
      }
      return out;
    },
    catches: 'The company will be struck off.',
    passes: '`active-proposal-to-strike-off` means a proposal is pending ([what it means](/reference/data-fields#company_status-values)).',
  },
  {
    name: 'api-client-types',
    about: 'Companies House names three types of API client: an API key, a stream key and an OAuth web client',
    fix: 'call the one CompanyLens needs an **API key**',
    check: forbid(/two kinds of key|\*\*REST\*\*|REST API key|Streaming API key|Streaming key/),
    catches: 'Create a REST API key.',
  },
  {
    name: 'node-version',
    about: 'Node.js 20 is past its end of life; the server needs Node.js 22 or later',
    fix: 'write "Node.js 22 or later"',
    check: forbid(/Node\.js 20 or later|v20(\.0\.0)? or (later|higher)|below 20\b/),
    catches: 'You need Node.js 20 or later.',
  },
  {
    name: 'claude-code-linux-logs',
    about: "Claude Code's Linux cache folder is `claude-cli-nodejs` (env-paths adds `-nodejs`)",
    fix: 'write `~/.cache/claude-cli-nodejs/`, or link /getting-started/installation#where-to-find-logs',
    check: forbid(/\.cache\/claude-cli(?!-nodejs)/),
    catches: 'Look in `~/.cache/claude-cli`.',
    passes: 'Look in `~/.cache/claude-cli-nodejs/<project>/`.',
  },
  {
    name: 'no-tool-boilerplate',
    about: 'what every tool shares (the allowance, how errors come back) is said by the <ToolUpstream> and <ToolErrors> components, not in each page',
    fix: 'delete the paragraph: the components on the tool page already say it',
    check: forbid(/Every CompanyLens tool, and anything else using your key, draws on the same allowance|Apart from an unknown tool name, which gets a protocol error, every error below comes back/),
    catches: 'Every CompanyLens tool, and anything else using your key, draws on the same allowance.',
  },
  {
    name: 'rate-limit-linked',
    about: 'a page that mentions the rate limit links to where it is explained',
    fix: `link ${RATE_LIMIT} (a tool page's <ToolUpstream> links it already)`,
    check: (page) =>
      page.file === INSTALLATION || page.text.includes(RATE_LIMIT) || page.text.includes('<ToolUpstream ')
        ? []
        : matches(prose(page.text), /rate limit/i).slice(0, 1),
    catches: 'Mind the rate limit.',
    passes: `Mind [the rate limit](${RATE_LIMIT}).`,
  },
  {
    name: 'personal-data-linked',
    about: 'officer details are personal data; the privacy policy explains what that means, and other pages link to it rather than warn again',
    fix: `link ${PERSONAL_DATA} instead of a warning of your own`,
    check: (page) => {
      if (page.file === 'docs/legal/privacy-policy.mdx') return [];
      const body = prose(page.text);
      const warnings = matches(body, /:::(info|warning|note|tip)[^\n]*\n[^:]*personal data/);
      return [...warnings, ...(body.includes(PERSONAL_DATA) ? [] : matches(body, /personal data/i).slice(0, 1))];
    },
    catches: 'Officer details are personal data.',
    passes: `Officer details are [personal data](${PERSONAL_DATA}).`,
  },
  {
    name: 'log-retention',
    about: "Debian's /etc/logrotate.d/nginx rotates daily with `rotate 14`: the live log and 14 old ones, so a line is kept up to 15 days, not 14",
    fix: 'write "up to 15 days", or link /legal/privacy-policy#server-logs',
    check: forbid(/\b(logs?|logrotate)\b[^.\n]{0,80}\b(14|fourteen) days\b/i, 'prose'),
    catches: 'The access log is rotated daily and kept for 14 days.',
    passes: 'The access log is rotated daily and kept for up to 15 days.',
  },
  {
    name: 'mcp-client-qualified',
    about: 'CompanyLens works only with a client that starts a local stdio server and speaks a revision it supports (a 2026-07-28-only client cannot use it), so no page promises "any MCP client"',
    fix: 'say "a client that can start a local stdio server and speaks a revision it supports" and link /concepts/mcp-protocol#protocol-revisions',
    check: (page) => [
      ...matches(prose(page.text), /(?<!without )\b(any|every) (other )?MCP client\b(?![^.\n]{0,80}\b(revision|speaks)\b)/i),
      ...matches(prose(page.text), /\bany client that can start a local stdio server\b(?![^.\n]{0,40}\bspeaks\b)/i),
    ],
    catches: 'One server works with Claude Desktop and any other MCP client.',
    passes: 'It works with any MCP client that speaks a revision it supports ([which](/concepts/mcp-protocol#protocol-revisions)); test it without any MCP client.',
  },
  {
    name: 'claude-desktop-config-path',
    about: "Claude Desktop's configuration file is not always at %APPDATA%\\Claude on Windows (Store and MSIX installs keep it elsewhere); its client panel gives Settings → Developer → Edit Config first",
    fix: 'link /getting-started/installation#add-the-server-to-your-client instead of the path',
    check: forbid(/%APPDATA%\\Claude\\claude_desktop_config\.json/i),
    catches: 'On Windows, edit `%APPDATA%\\Claude\\claude_desktop_config.json`.',
    passes: 'On Windows, open **Settings → Developer → Edit Config** ([where the file is](/getting-started/installation#add-the-server-to-your-client)).',
  },
  {
    name: 'claude-code-skills',
    about: "Anthropic has merged Claude Code's custom commands into skills: `.claude/skills/<name>/SKILL.md` is the current way, and `.claude/commands/` files only keep working",
    fix: 'show the skill in `.claude/skills/<name>/SKILL.md`, and mention `.claude/commands/` only as still working',
    check: (page) => (page.text.includes('.claude/skills/') ? [] : matches(prose(page.text), /\.claude\/commands\b/)),
    catches: 'Save it as `.claude/commands/check.md` and run `/check`.',
    passes: 'Save it as `.claude/skills/check/SKILL.md` and run `/check` (a file in `.claude/commands/` still works).',
  },
  {
    name: 'vscode-input-forwarding',
    about: "VS Code does not forward a server that needs interactive input (`${input:…}`) to agent sessions on the Copilot harness, so a page that calls such an entry safe to commit says so",
    fix: 'add that Copilot harness sessions do not get the server, or link /getting-started/installation#vs-code',
    check: (page) =>
      /Copilot harness|installation#vs-code/.test(page.text) ? [] : matches(prose(page.text), /\$\{input:[^\n]*safe to commit|safe to commit[^\n]*\$\{input:/),
    catches: 'The entry reads the key from `${input:companies-house-key}`, which makes `.vscode/mcp.json` safe to commit.',
    passes: 'The entry reads the key from `${input:companies-house-key}`, which makes `.vscode/mcp.json` safe to commit; sessions on the Copilot harness do not get it.',
  },
  ...SAID_ONCE,
  ...STYLE_RULES,
];
