/**
 * The embedded store: one SQLite file (libsql's better-sqlite3 interface,
 * synchronous; its native module comes built for each platform, so npm install
 * compiles nothing). WAL with synchronous=FULL, so a row is on disk before its
 * add resolves; several processes may open the same file (writes wait up to
 * busy_timeout).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import {dialect, MIGRATIONS, MIGRATIONS_TABLE} from './schema';
import type {FeedbackRow, NewFeedback, NewSearchEvent, SearchEventRow, Store} from './types';

const WORDS = {id: 'INTEGER PRIMARY KEY', time: 'TEXT'};
const BUSY_MS = 5000;
/** The first column of each row (libsql's `pluck()` applies to `all()` only; `raw()` to both). */
const firstColumn = (rows: unknown[]) => (rows as unknown[][]).map((r) => r[0]);

/** Runs every migration the file has not run, in one write transaction, so processes starting together do it once. */
function migrate(db: Database.Database) {
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec(dialect(MIGRATIONS_TABLE, WORDS));
    const done = new Set(firstColumn(db.prepare('SELECT version FROM schema_migrations').raw().all()) as number[]);
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      db.exec(dialect(m.sql, WORDS));
      record.run(m.version, m.name, new Date().toISOString());
    }
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}

function open(file: string): Database.Database {
  try {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const db = new Database(file, {timeout: BUSY_MS});
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    migrate(db);
    return db;
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}

export function openSqlite(file: string): Store {
  const db = open(file);

  const insertFeedback = db.prepare(
    'INSERT INTO feedback (created_at, page, topic, helpful, reason, comment, source) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertSearch = db.prepare('INSERT INTO search_events (created_at, query, source, results, chosen) VALUES (?, ?, ?, ?, ?)');
  const feedbackSince = db.prepare(
    'SELECT created_at, page, topic, helpful, reason, comment, source FROM feedback WHERE created_at >= ? ORDER BY created_at, id',
  );
  const searchesSince = db.prepare('SELECT created_at, query, source, results, chosen FROM search_events WHERE created_at >= ? ORDER BY created_at, id');
  type Raw = Record<string, string | number | null>;

  return {
    engine: 'sqlite',
    where: file,
    async addFeedback(f: NewFeedback, at = new Date()) {
      insertFeedback.run(at.toISOString(), f.page, f.topic, f.helpful ? 1 : 0, f.reason, f.comment, f.source);
    },
    async addSearchEvent(e: NewSearchEvent, at = new Date()) {
      insertSearch.run(at.toISOString(), e.query, e.source, e.results, e.chosen);
    },
    async feedbackSince(since) {
      return (feedbackSince.all(since.toISOString()) as Raw[]).map(
        (r): FeedbackRow => ({
          createdAt: new Date(r.created_at as string),
          page: r.page as string | null,
          topic: r.topic as string | null,
          helpful: r.helpful === 1,
          reason: r.reason as FeedbackRow['reason'],
          comment: r.comment as string | null,
          source: r.source as FeedbackRow['source'],
        }),
      );
    },
    async searchEventsSince(since) {
      return (searchesSince.all(since.toISOString()) as Raw[]).map(
        (r): SearchEventRow => ({
          createdAt: new Date(r.created_at as string),
          query: r.query as string,
          source: r.source as SearchEventRow['source'],
          results: r.results as number,
          chosen: r.chosen as number | null,
        }),
      );
    },
    async purge(before) {
      const cutoff = before.toISOString();
      return db.transaction(() => ({
        feedback: db.prepare('DELETE FROM feedback WHERE created_at < ?').run(cutoff).changes,
        searchEvents: db.prepare('DELETE FROM search_events WHERE created_at < ?').run(cutoff).changes,
      }))();
    },
    async counts() {
      const count = (table: string) => (db.prepare(`SELECT count(*) FROM ${table}`).raw().get() as number[])[0];
      return {feedback: count('feedback'), searchEvents: count('search_events')};
    },
    async versions() {
      return firstColumn(db.prepare('SELECT version FROM schema_migrations ORDER BY version').raw().all()) as number[];
    },
    async close() {
      db.close();
    },
  };
}
