/**
 * Reading an ignore file, as `check`/`diff` (compare/ignore.ts) and the lint (lint/ignore.ts)
 * both take one: the stages may not import each other.
 */
import fs from 'node:fs';
import {Stop} from './stop';

/**
 * The entries of an ignore file (`{"ignore": [...]}`, `shape` naming their keys), each with a
 * subject and a reason (why the `accepted` thing is accepted); `check` refuses what else an
 * entry gets wrong, given the entry's label. Shared by check's ignore file and the lint's.
 */
export function readIgnoreEntries<T extends {subject: string; reason: string}>(file: string, shape: string, accepted: string, check: (e: Partial<T>, label: string) => void = () => {}): T[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Stop(`ignore file ${file} cannot be read as JSON (${(error as Error).message.split('\n')[0]})`);
  }
  const list = (parsed as {ignore?: unknown})?.ignore;
  if (!Array.isArray(list)) throw new Stop(`ignore file ${file} must hold {"ignore": [${shape}]}`);
  list.forEach((entry, i) => {
    const e = entry as Partial<T>;
    if (typeof e?.subject !== 'string' || !e.subject) throw new Stop(`ignore file ${file}, entry ${i + 1}: "subject" is missing (say "tool <name>", "prompt <name>", …)`);
    const label = `ignore file ${file}, entry ${i + 1} (${e.subject})`;
    check(e, label);
    if (typeof e.reason !== 'string' || !e.reason.trim()) throw new Stop(`${label}: "reason" is missing; say why the ${accepted} is accepted`);
  });
  return list as T[];
}

/**
 * Items split by the first entry that accepts each: those that still count, those an entry
 * accepts (with its reason), and the entries that accepted nothing.
 */
export function splitByEntries<T, E extends {reason: string}>(items: T[], entries: E[], accepts: (e: E, item: T) => boolean) {
  const kept: T[] = [];
  const ignored: {item: T; reason: string}[] = [];
  const used = new Set<E>();
  for (const item of items) {
    const entry = entries.find((e) => accepts(e, item));
    if (entry) {
      used.add(entry);
      ignored.push({item, reason: entry.reason});
    } else kept.push(item);
  }
  return {kept, ignored, unused: entries.filter((e) => !used.has(e))};
}
