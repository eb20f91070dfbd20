/**
 * `npm run feedback:report -- [--since 30d] [--json] [--dir build]` and
 * `npm run feedback:purge -- [--days 90]`, on the store the service uses
 * (FEEDBACK_DB, or DATABASE_URL; see feedback/settings.ts). The report reads
 * the build's search index for its suggestions. A bad argument or setting is
 * one line on stderr and exit code 2; a store that cannot be read, exit 1.
 */
import path from 'node:path';
import {readBuiltIndex} from 'docs-search-engine/node';
import {openStore} from '../store';
import {buildReport, reportMarkdown} from './report';
import {readFeedbackSettings} from './settings';
import {createSuggester} from './suggest';

const DAY_MS = 86_400_000;
const USAGE = {
  report: 'usage: npm run feedback:report -- [--since <days>d | --since <YYYY-MM-DD>] [--json] [--dir <build>]',
  purge: 'usage: npm run feedback:purge -- [--days <n>]',
};
type Command = keyof typeof USAGE;

function usageError(command: Command, message: string): never {
  console.error(`feedback:${command}: ${message} (${USAGE[command]})`);
  process.exit(2);
}

/** `30d` (days back from now) or a date `2026-11-01` (from its start, UTC). */
function readSince(command: Command, value: string, now: Date): Date {
  const days = value.match(/^(\d{1,4})d$/);
  if (days) return new Date(now.getTime() - Number(days[1]) * DAY_MS);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    usageError(command, `--since ${JSON.stringify(value)} is neither a number of days such as 30d nor a date such as 2026-11-01`);
  }
  return date;
}

function parse(command: Command, argv: string[], now: Date) {
  const args = {since: new Date(now.getTime() - 30 * DAY_MS), json: false, dir: path.resolve(__dirname, '../../../../build'), days: undefined as number | undefined};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => argv[++i] ?? usageError(command, `${flag} needs a value`);
    if (command === 'report' && flag === '--since') args.since = readSince(command, value(), now);
    else if (command === 'report' && flag === '--json') args.json = true;
    else if (command === 'report' && flag === '--dir') args.dir = path.resolve(value());
    else if (command === 'purge' && flag === '--days') {
      const days = value();
      if (!/^[1-9]\d{0,4}$/.test(days)) usageError(command, `--days ${JSON.stringify(days)} is not a whole number of days from 1`);
      args.days = Number(days);
    } else usageError(command, `unknown argument ${JSON.stringify(flag)}`);
  }
  return args;
}

async function main() {
  const command = process.argv[2] as Command;
  if (!(command in USAGE)) usageError('report', `unknown command ${JSON.stringify(command)}`);
  const now = new Date();
  const args = parse(command, process.argv.slice(3), now);
  let settings;
  try {
    settings = readFeedbackSettings(process.env);
  } catch (err) {
    usageError(command, (err as Error).message);
  }
  let records;
  if (command === 'report') {
    try {
      records = readBuiltIndex(args.dir).records;
    } catch (err) {
      usageError(command, (err as Error).message);
    }
  }
  const store = await openStore(settings.store).catch((err: Error) => {
    console.error(`feedback:${command}: cannot open the feedback store: ${err.message}`);
    process.exit(1);
  });
  try {
    if (command === 'purge') {
      const days = args.days ?? settings.retentionDays;
      const gone = await store.purge(new Date(now.getTime() - days * DAY_MS));
      console.log(`feedback:purge: deleted ${gone.feedback} feedback posts and ${gone.searchEvents} search events older than ${days} days from ${store.where}`);
      return;
    }
    const [feedback, searches] = await Promise.all([store.feedbackSince(args.since), store.searchEventsSince(args.since)]);
    const report = buildReport(feedback, searches, args.since, now, createSuggester(records!));
    process.stdout.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : reportMarkdown(report));
  } finally {
    await store.close();
  }
}

main().catch((err: Error) => {
  console.error(`feedback: ${err.message}`);
  process.exit(1);
});
