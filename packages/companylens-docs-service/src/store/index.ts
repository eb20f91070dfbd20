/**
 * Where page feedback and search events are kept: SQLite in a file by
 * default, PostgreSQL when DATABASE_URL is set (so several service processes
 * share one store). Both run the same migrations (schema.ts) when opened and
 * answer the same calls; each add resolves only once its row is committed.
 */
import {openPostgres} from './postgres';
import {openSqlite} from './sqlite';
import type {Store} from './types';

export type {FeedbackRow, NewFeedback, NewSearchEvent, SearchEventRow, Store} from './types';

export interface StoreSettings {
  /** The SQLite file (used when databaseUrl is unset). */
  file: string;
  databaseUrl?: string;
}

/** Opens the store the settings name and brings its schema up to date. */
export async function openStore(settings: StoreSettings): Promise<Store> {
  return settings.databaseUrl ? openPostgres(settings.databaseUrl) : openSqlite(settings.file);
}
