/**
 * The feedback settings, from the environment, read at start-up by the
 * service and by the report and purge commands. A value that cannot be read
 * throws one line naming the variable, its value and the form expected, and
 * so does any other FEEDBACK_ variable.
 */
import path from 'node:path';
import type {StoreSettings} from '../store';

/** Where the SQLite store is when FEEDBACK_DB is unset: in the checkout, outside build/ (ignored by git). */
const DEFAULT_DB = path.resolve(__dirname, '../../../../.data/feedback.sqlite');
/** Posts a minute one client may make to each route (and to submit_feedback). */
export const DEFAULT_RATE_LIMIT = 10;
/** Days page feedback and search queries are kept. */
export const DEFAULT_RETENTION_DAYS = 90;

const SETTINGS = ['FEEDBACK_DB', 'FEEDBACK_RATE_LIMIT', 'FEEDBACK_RETENTION_DAYS'];

export interface FeedbackSettings {
  store: StoreSettings;
  rateLimit: number;
  retentionDays: number;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d{0,6}$/.test(value)) throw new Error(`${name}=${env[name]} is not a whole number from 1 to 9999999`);
  return Number(value);
}

export function readFeedbackSettings(env: NodeJS.ProcessEnv): FeedbackSettings {
  const unknown = Object.keys(env).find((name) => name.startsWith('FEEDBACK_') && !SETTINGS.includes(name));
  if (unknown) throw new Error(`${unknown}=${env[unknown]} is not a setting; expected one of ${SETTINGS.join(', ')}`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl)) {
    // The value may hold a password: name the form, not the value.
    throw new Error('DATABASE_URL is not a PostgreSQL URL; expected postgresql://user:password@host:port/database');
  }
  const file = env.FEEDBACK_DB?.trim();
  return {
    store: {file: file ? path.resolve(file) : DEFAULT_DB, databaseUrl},
    rateLimit: positiveInteger(env, 'FEEDBACK_RATE_LIMIT', DEFAULT_RATE_LIMIT),
    retentionDays: positiveInteger(env, 'FEEDBACK_RETENTION_DAYS', DEFAULT_RETENTION_DAYS),
  };
}
