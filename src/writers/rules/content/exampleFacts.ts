/**
 * What the content rules on examples (./rules.ts) compute from an example's
 * values: where in the block a field is, dates as the Companies Act counts
 * them, and names as `get_company_by_name` compares them for an exact match.
 */
import type {ExampleObject} from './text';

/** The line of `"key": value` inside an example block (pretty-printed), else the block's first line. */
export function lineOfField(example: ExampleObject, key: string, value: unknown): number {
  const needle = `"${key}": ${JSON.stringify(value)}`;
  const index = example.code.split('\n').findIndex((l) => l.includes(needle));
  return example.line + 1 + Math.max(0, index);
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (s: string) => new Date(`${s}T00:00:00Z`);
export const addDays = (s: string, days: number) => iso(new Date(utc(s).getTime() + days * 86_400_000));

/** `date` plus `months`, where a month end stays a month end (Companies Act 2006 s443). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = d === lastDay(y, m) ? lastDay(year, month) : Math.min(d, lastDay(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The day in calendar `year` a confirmation statement is made up to, when no
 * statement was made up early: the anniversary of incorporation for a company
 * incorporated on or before 30 June 2015 (before that day it filed annual
 * returns, whose first return date came before they ended on 30 June 2016; on
 * it, the transitional provisions start its first period the day after
 * incorporation: SI 2016/321 for companies, SI 2016/599 for LLPs), the day
 * before it for one incorporated from 1 July 2015, whose first review period
 * began on incorporation (s853A(5)).
 */
export function confirmationDate(incorporated: string, year: number): string {
  const inYear = (y: number) => {
    const anniversary = `${y}${incorporated.slice(4)}`;
    const day = anniversary.endsWith('-02-29') && new Date(Date.UTC(y, 1, 29)).getUTCMonth() !== 1 ? `${y}-02-28` : anniversary;
    // 30 June 2015 too: its first period began the day after incorporation (SI 2016/599 reg 3(3) for LLPs)
    return incorporated <= '2015-06-30' ? day : addDays(day, -1);
  };
  const date = inYear(year);
  return Number(date.slice(0, 4)) < year ? inYear(year + 1) : date;
}

/** Names compared as get_company_by_name does for an exact match: case, punctuation and the legal suffix. */
export function exactName(name: string): string {
  return ` ${name.toUpperCase().replace(/[^A-Z0-9 ]/g, '').replace(/\s+/g, ' ').trim()} `
    .replace(/ PUBLIC LIMITED COMPANY $/, ' PLC ')
    .replace(/ LIMITED $/, ' LTD ')
    .trim();
}
