/**
 * The writers' report, from the stored rows: each page's verdicts (yes, no,
 * share, reasons, latest comments), agents' topics, searches that found
 * nothing (with the nearest words the index holds), and searches whose
 * results were never chosen. As data for --json, and as Markdown to paste
 * into an issue, where every reader's text is a code span, so nothing in it
 * renders as a link, a mention or HTML. Every reader's text passes through
 * ./redact.ts first, so no email address or phone number is printed, even
 * from a row stored before the service took them out.
 */
import type {FeedbackRow, SearchEventRow} from '../store';
import {redactFeedback, redactSearchEvent} from './redact';

/** Latest comments shown per page or topic. */
const COMMENTS_SHOWN = 3;

interface Verdicts {
  /** A page path, or an agent's topic. */
  subject: string;
  helpful: number;
  notHelpful: number;
  /** Helpful share, 0 to 1. */
  share: number;
  reasons: Record<string, number>;
  comments: {at: string; helpful: boolean; reason: string | null; source: string; comment: string}[];
}

export interface Report {
  since: string;
  until: string;
  posts: number;
  searches: number;
  pages: Verdicts[];
  topics: Verdicts[];
  noResults: {query: string; count: number; sources: Record<string, number>; suggestions: string[]}[];
  neverChosen: {query: string; count: number; results: number}[];
}

/** One query however it was typed: lower case, single spaces. */
const normalQuery = (q: string) => q.toLowerCase().replace(/\s+/g, ' ').trim();
const tally = (counts: Record<string, number>, key: string) => ((counts[key] = (counts[key] ?? 0) + 1), counts);

function verdicts(rows: FeedbackRow[], subjectOf: (r: FeedbackRow) => string | null): Verdicts[] {
  const by = new Map<string, FeedbackRow[]>();
  for (const r of rows) {
    const s = subjectOf(r);
    if (s !== null) by.set(s, [...(by.get(s) ?? []), r]);
  }
  return [...by]
    .map(([subject, rs]): Verdicts => {
      const helpful = rs.filter((r) => r.helpful).length;
      return {
        subject,
        helpful,
        notHelpful: rs.length - helpful,
        share: helpful / rs.length,
        reasons: rs.reduce((c, r) => (r.reason ? tally(c, r.reason) : c), {} as Record<string, number>),
        comments: rs
          .filter((r) => r.comment)
          .slice(-COMMENTS_SHOWN)
          .reverse()
          .map((r) => ({at: r.createdAt.toISOString(), helpful: r.helpful, reason: r.reason, source: r.source, comment: r.comment!})),
      };
    })
    .sort((a, b) => b.notHelpful - a.notHelpful || a.share - b.share || a.subject.localeCompare(b.subject));
}

export function buildReport(storedFeedback: FeedbackRow[], storedSearches: SearchEventRow[], since: Date, until: Date, suggest: (query: string) => string[]): Report {
  const feedback = storedFeedback.map((r) => ({...r, ...redactFeedback(r)}));
  const searches = storedSearches.map((r) => ({...r, ...redactSearchEvent(r)}));
  const missed = new Map<string, {count: number; sources: Record<string, number>}>();
  const withResults = new Map<string, {count: number; chosen: boolean; results: number}>();
  for (const s of searches) {
    const query = normalQuery(s.query);
    if (s.results === 0) {
      const m = missed.get(query) ?? {count: 0, sources: {}};
      missed.set(query, {count: m.count + 1, sources: tally(m.sources, s.source)});
    } else {
      const w = withResults.get(query) ?? {count: 0, chosen: false, results: 0};
      withResults.set(query, {count: w.count + 1, chosen: w.chosen || s.chosen !== null, results: s.results});
    }
  }
  const byCount = <T extends {query: string; count: number}>(a: T, b: T) => b.count - a.count || a.query.localeCompare(b.query);
  return {
    since: since.toISOString(),
    until: until.toISOString(),
    posts: feedback.length,
    searches: searches.length,
    pages: verdicts(feedback, (r) => r.page),
    topics: verdicts(feedback, (r) => (r.page === null ? r.topic : null)),
    noResults: [...missed].map(([query, m]) => ({query, ...m, suggestions: suggest(query)})).sort(byCount),
    neverChosen: [...withResults]
      .filter(([, w]) => !w.chosen)
      .map(([query, w]) => ({query, count: w.count, results: w.results}))
      .sort(byCount),
  };
}

/** Reader's text as a code span: inert in Markdown and HTML, on one line; in a table cell, pipes escaped. */
function literal(text: string, inTable = true): string {
  const spaced = text.replace(/\s+/g, ' ');
  const flat = inTable ? spaced.replaceAll('|', '\\|') : spaced;
  const fence = '`'.repeat(Math.max(0, ...(flat.match(/`+/g) ?? []).map((r) => r.length)) + 1);
  return `${fence}${flat.startsWith('`') || flat.endsWith('`') ? ` ${flat} ` : flat}${fence}`;
}
const percent = (share: number) => `${Math.round(share * 100)}%`;
const counts = (c: Record<string, number>) =>
  Object.entries(c)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || '—';
/** "24 November 2026", as the site writes dates. */
const DAY = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
const day = (iso: string) => DAY.format(new Date(iso));

function verdictSection(title: string, what: string, rows: Verdicts[]): string[] {
  if (!rows.length) return [`## ${title}`, '', `None in this period.`, ''];
  const lines = [`## ${title}`, '', `| ${what} | Yes | No | Helpful | Reasons (for No) |`, '|---|--:|--:|--:|---|'];
  for (const v of rows) lines.push(`| ${literal(v.subject)} | ${v.helpful} | ${v.notHelpful} | ${percent(v.share)} | ${counts(v.reasons)} |`);
  const commented = rows.filter((v) => v.comments.length);
  if (commented.length) lines.push('', `### Latest comments`, '');
  for (const v of commented) {
    lines.push(`- ${literal(v.subject, false)}`);
    for (const c of v.comments) {
      const verdict = c.helpful ? 'yes' : `no${c.reason ? `, ${c.reason}` : ''}`;
      lines.push(`  - ${day(c.at)} (${verdict}${c.source === 'mcp' ? ', from an agent' : ''}): ${literal(c.comment, false)}`);
    }
  }
  return [...lines, ''];
}

export function reportMarkdown(r: Report): string {
  const lines = [
    `# Documentation feedback, ${day(r.since)} to ${day(r.until)}`,
    '',
    `${r.posts} feedback post${r.posts === 1 ? '' : 's'} and ${r.searches} search${r.searches === 1 ? '' : 'es'} recorded.`,
    '',
    ...verdictSection('Pages', 'Page', r.pages),
    ...(r.topics.length ? verdictSection('Topics agents named', 'Topic', r.topics) : []),
    '## Searches that found nothing',
    '',
  ];
  if (!r.noResults.length) lines.push('None in this period.', '');
  else {
    lines.push('| Query | Times | From | Nearest indexed words |', '|---|--:|---|---|');
    for (const q of r.noResults) lines.push(`| ${literal(q.query)} | ${q.count} | ${counts(q.sources)} | ${q.suggestions.map((w) => literal(w)).join(', ') || '—'} |`);
    lines.push('', 'To make one find a page, add a synonym or the words to the page.', '');
  }
  lines.push('## Searches whose results were never chosen', '');
  if (!r.neverChosen.length) lines.push('None in this period.');
  else {
    lines.push('| Query | Times | Results |', '|---|--:|--:|');
    for (const q of r.neverChosen) lines.push(`| ${literal(q.query)} | ${q.count} | ${q.results} |`);
  }
  return `${lines.join('\n')}\n`;
}
